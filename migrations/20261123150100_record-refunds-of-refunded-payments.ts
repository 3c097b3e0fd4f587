import type { Knex } from 'knex';

/**
 * Payments marked refunded before refunds had rows of their own (a PayPal refund webhook) get one full
 * refund row each, so "captured minus refunded" reads the same from the refunds as it did from the status.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    insert into refunds (payment_id, amount_cents, status, gateway, gateway_ref, idempotency_key, reason, refunded_at, created_at, updated_at)
    select id, amount_cents, 'succeeded', gateway, null, 'refund:payment:' || id || ':full', 'recorded before refunds', updated_at, updated_at, updated_at
      from payments where status = 'refunded' and amount_cents > 0
    on conflict (idempotency_key) do nothing`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('refunds').where({ reason: 'recorded before refunds' }).delete();
}
