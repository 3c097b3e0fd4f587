import type { Knex } from 'knex';

/**
 * Where each practice makes house calls, set by its root admin (Settings, House calls): a list of 5-digit zip codes,
 * a radius in miles around one zip code, or both. A house-call order is taken only for an address some practice
 * serves. Clinic-side (ARCHITECTURE section 10): one row per practice, keyed by `vendor_id`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('house_call_areas', (t) => {
    t.bigInteger('vendor_id').primary().references('id').inTable('vendors').onDelete('CASCADE');
    t.specificType('zipcodes', 'text[]').notNullable().defaultTo(knex.raw(`'{}'::text[]`));
    t.integer('radius_miles').nullable();
    t.text('center_zipcode').nullable();
    t.timestamps(true, true);
    t.check('radius_miles is null or radius_miles between 1 and 100', [], 'house_call_areas_radius_range');
    t.check('radius_miles is null or center_zipcode is not null', [], 'house_call_areas_radius_has_center');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('house_call_areas');
}
