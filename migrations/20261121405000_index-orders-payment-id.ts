import type { Knex } from 'knex';

/** Orders are found by their payment (idempotent retries, webhooks): index the column. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.index(['payment_id'], 'orders_payment_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropIndex(['payment_id'], 'orders_payment_id_index');
  });
}
