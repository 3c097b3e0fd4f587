import type { Knex } from 'knex';

/** Orders for products that are not slot bookings: house-call package, second opinion, e-consultation. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('orders', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('RESTRICT');
    t.bigInteger('vendor_id').nullable().references('id').inTable('vendors').onDelete('RESTRICT');
    t.integer('product_id').notNullable(); // product type code
    t.bigInteger('payment_id').nullable().references('id').inTable('payments').onDelete('SET NULL');
    t.text('status').notNullable().defaultTo('pending'); // the orders service owns the vocabulary
    t.jsonb('details').notNullable().defaultTo(knex.raw(`'{}'::jsonb`)); // form payload, never card data
    t.timestamps(true, true);
    t.index(['user_id', 'created_at'], 'orders_user_id_created_at_index');
    t.index(['vendor_id', 'created_at'], 'orders_vendor_id_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('orders');
}
