import type { Knex } from 'knex';

/**
 * A number that moves whenever what the public can book may have changed: a booking's time, length, listing or
 * status, a schedule override, or a listing (its consultations, prices and weekly hours are columns of it).
 * Read by every process (`server/domain/availability/availability-version.ts`) to key the vet list's and the
 * slot lookups' short-lived results, so a change made by another process (a web process, the job worker
 * releasing a hold) is seen without asking each time for the rows themselves.
 *
 * A sequence, not a counter row: nextval takes no row lock, so concurrent bookings do not queue on it. The
 * triggers are deferred to commit time, so the number moves as the change becomes visible, not before.
 */
// One statement per call: the embedded database runs each as a prepared statement.
const UP = [
  `create sequence availability_version`,
  `create function bump_availability_version() returns trigger
    language plpgsql as $$
    begin
      perform nextval('availability_version');
      return null;
    end;
    $$`,
  `create constraint trigger bookings_availability_version
      after insert or delete or update of slot, duration, status, vendor_listing_id on bookings
      deferrable initially deferred for each row execute function bump_availability_version()`,
  `create constraint trigger availability_overrides_availability_version
      after insert or update or delete on availability_overrides
      deferrable initially deferred for each row execute function bump_availability_version()`,
  `create constraint trigger vendor_listings_availability_version
      after insert or update or delete on vendor_listings
      deferrable initially deferred for each row execute function bump_availability_version()`,
  `create trigger bookings_truncate_availability_version after truncate on bookings
      for each statement execute function bump_availability_version()`,
  `create trigger availability_overrides_truncate_availability_version after truncate on availability_overrides
      for each statement execute function bump_availability_version()`,
  `create trigger vendor_listings_truncate_availability_version after truncate on vendor_listings
      for each statement execute function bump_availability_version()`,
];

const DOWN = [
  `drop trigger vendor_listings_truncate_availability_version on vendor_listings`,
  `drop trigger availability_overrides_truncate_availability_version on availability_overrides`,
  `drop trigger bookings_truncate_availability_version on bookings`,
  `drop trigger vendor_listings_availability_version on vendor_listings`,
  `drop trigger availability_overrides_availability_version on availability_overrides`,
  `drop trigger bookings_availability_version on bookings`,
  `drop function bump_availability_version()`,
  `drop sequence availability_version`,
];

export async function up(knex: Knex): Promise<void> {
  for (const sql of UP) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const sql of DOWN) await knex.raw(sql);
}
