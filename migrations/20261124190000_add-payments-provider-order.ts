import type { Knex } from 'knex';

/**
 * A payment the buyer approves in the card-payment provider's own fields or button (PayPal's JS SDK) is
 * known to the browser only by the provider's order id: the capture call names that id, so it is stored
 * with the payment, unique, to find the payment (and its owner) again. Null for every other payment.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.text('provider_order_id').nullable();
    t.unique(['provider_order_id'], { indexName: 'payments_provider_order_id_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropUnique(['provider_order_id'], 'payments_provider_order_id_unique');
    t.dropColumn('provider_order_id');
  });
}
