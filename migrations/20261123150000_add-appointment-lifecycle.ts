import type { Knex } from 'knex';

/**
 * What happens to an appointment after it is booked: no-show, reschedule, the cancellation window,
 * refunds and the record of each reminder sent.
 *
 * - Status 6 no-show: a past appointment the customer missed (marked by the practice). Like 3 canceled it
 *   holds no time span (it is in the past anyway), so bookings_no_overlap keeps covering 0, 1 and 5.
 * - A booking is rescheduled at most once: the new booking's rescheduled_from is unique, so two racing
 *   reschedules of one booking cannot both leave a successor (the row lock orders them; this is the backstop).
 * - vendor_listings.cancellation_hours: an owner cancelling at least this many hours before the slot is
 *   refunded in full; closer to the slot the owner may still cancel, without a refund.
 * - vendors.reminder_hours: when before a slot the appointment reminders go out (the clinic's choice).
 * - refunds: one row per refund of a payment, recorded pending before the gateway is called (with its own
 *   idempotency key, unique, so a retried job or a double click can never refund twice), then settled
 *   succeeded (with the gateway's reference) or left pending with the last error for the retry job.
 * - reminder_sends: one row per reminder and channel, claimed before sending and settled with the outcome;
 *   the unique key is what makes a retried or restarted job never send twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table bookings drop constraint bookings_status_valid');
  await knex.raw('alter table bookings add constraint bookings_status_valid check (status in (0, 1, 2, 3, 4, 5, 6))');
  await knex.raw('create unique index bookings_rescheduled_from_unique on bookings (rescheduled_from) where rescheduled_from is not null');
  // The reminder sweep reads live appointments by slot across every vendor.
  await knex.raw('create index bookings_live_slot_index on bookings (slot) where status = 0');

  await knex.schema.alterTable('vendor_listings', (t) => {
    t.integer('cancellation_hours').notNullable().defaultTo(24);
    t.check('cancellation_hours between 0 and 720', [], 'vendor_listings_cancellation_hours_range');
  });
  await knex.schema.alterTable('vendors', (t) => {
    t.specificType('reminder_hours', 'integer[]').notNullable().defaultTo(knex.raw(`'{24,1}'::integer[]`));
  });

  await knex.schema.createTable('refunds', (t) => {
    t.bigIncrements('id');
    t.bigInteger('payment_id').notNullable().references('id').inTable('payments').onDelete('RESTRICT');
    t.integer('amount_cents').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.text('gateway').notNullable();
    t.text('gateway_ref').nullable();
    t.text('idempotency_key').notNullable().unique();
    t.text('reason').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error').nullable();
    t.bigInteger('booking_id').nullable().references('id').inTable('bookings').onDelete('SET NULL');
    t.timestamp('refunded_at', { useTz: true }).nullable();
    t.timestamps(true, true);
    t.index(['payment_id'], 'refunds_payment_id_index');
    t.check('amount_cents > 0', [], 'refunds_amount_positive');
    t.check(`status in ('pending', 'succeeded', 'failed')`, [], 'refunds_status_valid');
  });
  await knex.raw(`create index refunds_pending_index on refunds (created_at) where status = 'pending'`);

  await knex.schema.createTable('reminder_sends', (t) => {
    t.bigIncrements('id');
    // 'appointment' (subject: a booking) or 'health' (subject: a health record).
    t.text('kind').notNullable();
    t.bigInteger('subject_id').notNullable();
    // Which reminder of the subject: the hours before the slot ('24h'), or the due date ('2026-12-01').
    t.text('occasion').notNullable();
    t.text('channel').notNullable();
    t.text('recipient').notNullable();
    // sending: claimed, outcome not yet known; sent; failed (may be tried again by a later run).
    t.text('outcome').notNullable().defaultTo('sending');
    t.integer('attempts').notNullable().defaultTo(1);
    t.text('error').nullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.timestamps(true, true);
    t.unique(['kind', 'subject_id', 'occasion', 'channel'], { indexName: 'reminder_sends_once' });
    t.check(`kind in ('appointment', 'health')`, [], 'reminder_sends_kind_valid');
    t.check(`channel in ('email', 'sms')`, [], 'reminder_sends_channel_valid');
    t.check(`outcome in ('sending', 'sent', 'failed')`, [], 'reminder_sends_outcome_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reminder_sends');
  await knex.schema.dropTable('refunds');
  await knex.schema.alterTable('vendors', (t) => t.dropColumn('reminder_hours'));
  await knex.schema.alterTable('vendor_listings', (t) => {
    t.dropChecks(['vendor_listings_cancellation_hours_range']);
    t.dropColumn('cancellation_hours');
  });
  await knex.raw('drop index bookings_live_slot_index');
  await knex.raw('drop index bookings_rescheduled_from_unique');
  await knex.raw('alter table bookings drop constraint bookings_status_valid');
  await knex.raw('alter table bookings add constraint bookings_status_valid check (status in (0, 1, 2, 3, 4, 5))');
}
