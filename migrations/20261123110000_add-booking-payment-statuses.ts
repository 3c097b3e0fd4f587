import type { Knex } from 'knex';

/**
 * Two booking statuses for a booking whose payment has not succeeded, so that it is never read
 * as an appointment (the spec's 0..3):
 *
 * - 5 awaiting payment: the slot is held (inserted under the listing's advisory lock) while the
 *   charge runs after commit. It must keep holding the slot, or a second customer could pay for
 *   the same time meanwhile, so the no-overlap constraint now covers 0, 1 and 5.
 * - 4 payment failed: the charge was declined or interrupted. It holds nothing, like 3 canceled,
 *   but is not a canceled appointment: nobody ever had it.
 *
 * The constraint is dropped and added again in one transaction (knex runs each migration in one),
 * so there is no moment without it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table bookings drop constraint bookings_status_valid');
  await knex.raw('alter table bookings add constraint bookings_status_valid check (status in (0, 1, 2, 3, 4, 5))');
  await knex.raw('alter table bookings drop constraint bookings_no_overlap');
  await knex.raw(`
    alter table bookings
      add constraint bookings_no_overlap
      exclude using gist (vendor_listing_id with =, booking_span(slot, duration) with &&)
      where (status in (0, 1, 5))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table bookings drop constraint bookings_no_overlap');
  await knex.raw(`
    alter table bookings
      add constraint bookings_no_overlap
      exclude using gist (vendor_listing_id with =, booking_span(slot, duration) with &&)
      where (status in (0, 1))`);
  await knex.raw('alter table bookings drop constraint bookings_status_valid');
  await knex.raw('alter table bookings add constraint bookings_status_valid check (status in (0, 1, 2, 3))');
}
