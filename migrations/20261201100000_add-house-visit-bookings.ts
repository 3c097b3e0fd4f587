import type { Knex } from 'knex';

/**
 * A house visit becomes an appointment of the practice: a booking of the new consultation type `house` on the
 * practice's listing that offers house visits, held at the package's address and paid by the package (no payment row:
 * the package's own payment is the order's). The booking's duration is the visit and the travel after it, so the
 * listing's exclusion constraint (`bookings_no_overlap`) and the slot engine keep the travel free as they keep any
 * booked time.
 *
 * `house_call_visits` stays the package's ledger (the place 1-4 and its partial unique index: no fifth visit, no
 * double spend; the practice-wide exclusion constraint with the travel) and now names its booking. Rows written before
 * this migration keep `booking_id` null: no listing could offer a house visit then (the type did not exist), so there
 * is no listing to put them on; they stay in the ledger as they were (their places counted, their times kept free of
 * other house visits by the ledger's own constraint), and nothing is lost.
 *
 * The link carries the practice (`vendor_id`, "ready to shard"): unique per practice, so one booking is one visit.
 * No foreign key to bookings: the service writes both in one transaction, and an owner's erasure deletes each
 * area's rows in its own order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table bookings drop constraint bookings_consultation_type_check');
  await knex.raw(`alter table bookings add constraint bookings_consultation_type_check
                  check (consultation_type in ('clinic', 'video', 'phone', 'chat', 'house'))`);
  await knex.schema.alterTable('house_call_visits', (t) => {
    t.bigInteger('booking_id').nullable();
  });
  await knex.raw(`create unique index house_call_visits_booking_unique on house_call_visits (vendor_id, booking_id) where booking_id is not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index house_call_visits_booking_unique');
  await knex.schema.alterTable('house_call_visits', (t) => t.dropColumn('booking_id'));
  await knex.raw('alter table bookings drop constraint bookings_consultation_type_check');
  await knex.raw(`alter table bookings add constraint bookings_consultation_type_check
                  check (consultation_type in ('clinic', 'video', 'phone', 'chat'))`);
}
