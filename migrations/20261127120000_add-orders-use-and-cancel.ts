import type { Knex } from 'knex';

/**
 * An order's refund window depends on two facts (contracts/refund-policy.ts): whether it has been used, and
 * whether it was canceled. `used_at`: when the service was first delivered (the first house visit of a package,
 * the start of a second opinion's review); from then on the order is not refundable. `canceled_at`: when the
 * owner canceled it (status 'canceled'); its refund is a `refunds` row of the order's payment. Both null on every
 * order stored before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.timestamp('used_at', { useTz: true }).nullable();
    t.timestamp('canceled_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('canceled_at');
    t.dropColumn('used_at');
  });
}
