import type { Knex } from 'knex';

/**
 * The house-call package's ledger. A package is a paid, not canceled house-call order (product 3000): it runs a
 * year from its payment and includes a fixed number of house visits (`HOUSE_CALL_PACKAGE`, contracts/house-calls.ts;
 * 4 when this was written, the CHECK below). Each visit booked against it takes a numbered place (`visit_no`);
 * a partial unique index lets each place be held by one booked visit, so no race books a fifth visit (the
 * service also locks the order row; this is the backstop). A visit canceled in time gives its place back.
 *
 * Visits of one practice never overlap once the travel time after each is counted: an exclusion constraint on
 * the practice and the span [start, start + visit + travel), as for bookings (btree_gist). Clinic-side rows: `vendor_id`
 * in every key ("Ready to shard").
 *
 * `house_call_renewal_notices` records the one renewal reminder sent per package, 30 days before its end.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('house_call_visits', (t) => {
    t.bigIncrements('id', { primaryKey: false });
    t.bigInteger('vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.bigInteger('user_id').notNullable();
    t.bigInteger('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.integer('visit_no').notNullable();
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.integer('minutes').notNullable();
    t.integer('travel_minutes').notNullable();
    t.text('address').notNullable();
    t.text('status').notNullable().defaultTo('booked');
    t.timestamp('canceled_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['vendor_id', 'id']);
    t.check('visit_no between 1 and 4', [], 'house_call_visits_visit_no_range');
    t.check('minutes > 0 and travel_minutes >= 0', [], 'house_call_visits_span');
    t.check("status in ('booked', 'canceled')", [], 'house_call_visits_status');
    t.index(['user_id', 'order_id'], 'house_call_visits_user_order_index');
  });
  await knex.raw(`create unique index house_call_visits_place_unique on house_call_visits (vendor_id, order_id, visit_no) where status = 'booked'`);
  // booking_span (the bookings' immutable wrapper, migration 20261121001100) over the visit and the travel after it.
  await knex.raw(`alter table house_call_visits add constraint house_call_visits_no_overlap exclude using gist (
    vendor_id with =, booking_span(starts_at, minutes + travel_minutes) with &&) where (status = 'booked')`);
  await knex.schema.createTable('house_call_renewal_notices', (t) => {
    t.bigInteger('user_id').notNullable();
    t.bigInteger('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'order_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('house_call_renewal_notices');
  await knex.schema.dropTable('house_call_visits');
}
