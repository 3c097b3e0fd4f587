import type { Knex } from 'knex';

/**
 * Code lists shared with the old system (pet types, specializations, service categories, product and
 * payment types). Codes are the spec's integers, so they are primary keys rather than surrogates.
 * Rows come from seeds/reference.ts, not from this migration: schema and data stay separate.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pet_types', (t) => {
    t.integer('code').primary();
    t.text('name').notNullable().unique();
  });
  await knex.schema.createTable('specializations', (t) => {
    t.integer('code').primary();
    t.text('name').notNullable().unique();
  });
  await knex.schema.createTable('service_categories', (t) => {
    t.integer('code').primary();
    t.text('name').notNullable().unique();
  });
  await knex.schema.createTable('product_types', (t) => {
    t.integer('code').primary();
    // name is the machine key (clinic, video, ...); label is what pages show.
    t.text('name').notNullable().unique();
    t.text('label').notNullable();
  });
  await knex.schema.createTable('payment_types', (t) => {
    t.integer('code').primary();
    t.text('name').notNullable().unique();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_types');
  await knex.schema.dropTable('product_types');
  await knex.schema.dropTable('service_categories');
  await knex.schema.dropTable('specializations');
  await knex.schema.dropTable('pet_types');
}
