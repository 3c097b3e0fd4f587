import type { Knex } from 'knex';

/**
 * A vendor's practice listing: its public profile and its consultations with weekly schedules.
 * The public "vendor services" of the spec are this table seen from outside; slots are computed, never stored.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('vendor_listings', (t) => {
    t.bigIncrements('id');
    t.bigInteger('vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    // The owning login; a listing outlives a deleted login, so the link is cleared rather than cascaded.
    t.bigInteger('vendor_login_id').nullable().references('id').inTable('vendor_logins').onDelete('SET NULL');
    t.jsonb('managers').notNullable().defaultTo(knex.raw(`'[]'::jsonb`)); // vendor_logins ids
    t.text('title').notNullable();
    t.text('line1').notNullable();
    t.text('line2').nullable();
    t.text('address').nullable();
    t.text('avatar').nullable();
    t.text('timezone').notNullable().defaultTo('America/New_York');
    // specializations, categories, education, pets, city, state, zipcode, country, pics
    t.jsonb('profile').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    // [{type, enabled, duration, price, schedule: [{days, from, to}]}]
    t.jsonb('consultations').notNullable().defaultTo(knex.raw(`'[]'::jsonb`));
    t.text('zipcode').nullable(); // copy of profile.zipcode so the vet list can filter with an index
    t.smallint('status').notNullable().defaultTo(1); // 1 active, 0 hidden
    t.timestamps(true, true);
    t.index(['vendor_id'], 'vendor_listings_vendor_id_index');
    t.index(['zipcode'], 'vendor_listings_zipcode_index');
    // Lets bookings and overrides reference (id, vendor_id) so a child row cannot name another tenant.
    t.unique(['id', 'vendor_id'], { indexName: 'vendor_listings_id_vendor_id_unique' });
    t.check(`jsonb_typeof(managers) = 'array'`, [], 'vendor_listings_managers_array');
    t.check(`jsonb_typeof(consultations) = 'array'`, [], 'vendor_listings_consultations_array');
  });
  // A sub-user sees only listings naming them: `managers @> '[id]'` is answered by this index.
  await knex.raw('create index vendor_listings_managers_gin on vendor_listings using gin (managers jsonb_path_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('vendor_listings');
}
