import type { Knex } from 'knex';

/**
 * Orders stored before a vendor was named on every order go to the marketplace's panel practice, vendor 1
 * (the spec's default vendor), when it exists; paid second opinions start their clock at their payment
 * (48 h due, 5 days outer limit), as new ones do. House-call packages name their practice already and have no clock.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`update orders set vendor_id = 1 where vendor_id is null and exists (select 1 from vendors where id = 1)`);
  await knex.raw(`
    update orders o set paid_at = p.created_at, clock_from = p.created_at,
      due_at = p.created_at + interval '48 hours', refund_at = p.created_at + interval '5 days'
    from payments p
    where p.id = o.payment_id and o.status = 'paid' and o.product_id = 7000 and o.paid_at is null`);
}

export async function down(): Promise<void> {
  // Data stays: the columns go with the schema migration's down.
}
