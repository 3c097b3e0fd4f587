import type { Knex } from 'knex';

/**
 * What fulfilling a paid service order needs (server/domain/orders/fulfilment-rules.ts):
 * - `assigned_login_id`: the clinic login (of the order's vendor) who writes the report; the service checks the tenant.
 * - the clock: `paid_at` (the payment captured); `clock_from` (when the records were last complete: the payment
 *   or the owner's last answer); `paused_at` (set while the vet waits for the owner's answer) and `paused_ms`
 *   (the time spent waiting, which moves the outer limit on); `due_at` (the promise: 48 h from `clock_from`) and
 *   `refund_at` (the outer limit: 5 days of running clock from payment), both null while paused, so the
 *   deadline sweep reads them with an index and no arithmetic; `reminded_at` once the assignee was reminded.
 * - the report: `report` (summary, assessment, recommendations, references as sanitized HTML), `delivered_at`,
 *   and the health record it was filed as (`report_record_id`, for second opinions).
 * Every column is null on orders stored before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.bigInteger('assigned_login_id').nullable().references('id').inTable('vendor_logins').onDelete('RESTRICT');
    t.timestamp('paid_at', { useTz: true }).nullable();
    t.timestamp('clock_from', { useTz: true }).nullable();
    t.timestamp('paused_at', { useTz: true }).nullable();
    t.bigInteger('paused_ms').notNullable().defaultTo(0);
    t.timestamp('due_at', { useTz: true }).nullable();
    t.timestamp('refund_at', { useTz: true }).nullable();
    t.timestamp('reminded_at', { useTz: true }).nullable();
    t.jsonb('report').nullable();
    t.timestamp('delivered_at', { useTz: true }).nullable();
    t.bigInteger('report_record_id').nullable();
    // The queue of a clinic: its orders by status, newest first.
    t.index(['vendor_id', 'status', 'created_at'], 'orders_vendor_status_index');
  });
  // The deadline sweep reads only running clocks.
  await knex.raw('create index orders_refund_at_index on orders (refund_at) where refund_at is not null');
  await knex.raw('create index orders_due_at_index on orders (due_at) where due_at is not null and reminded_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists orders_due_at_index');
  await knex.raw('drop index if exists orders_refund_at_index');
  await knex.schema.alterTable('orders', (t) => {
    t.dropIndex(['vendor_id', 'status', 'created_at'], 'orders_vendor_status_index');
    for (const c of ['report_record_id', 'delivered_at', 'report', 'reminded_at', 'refund_at', 'due_at', 'paused_ms', 'paused_at', 'clock_from', 'paid_at', 'assigned_login_id']) t.dropColumn(c);
  });
}
