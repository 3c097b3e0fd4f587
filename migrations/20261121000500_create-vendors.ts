import type { Knex } from 'knex';

/** Vendors (clinics, vets): the tenant. Every vendor-owned row elsewhere carries vendor_id. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('vendors', (t) => {
    t.bigIncrements('id');
    t.text('name').notNullable();
    t.integer('type').notNullable().defaultTo(1000); // 1000 = vet
    t.jsonb('categories').notNullable().defaultTo(knex.raw(`'[]'::jsonb`)); // service category codes
    t.jsonb('details').notNullable().defaultTo(knex.raw(`'{}'::jsonb`)); // mobile, email, summary
    t.timestamps(true, true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('vendors');
}
