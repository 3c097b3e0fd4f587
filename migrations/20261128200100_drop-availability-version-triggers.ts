import type { Knex } from 'knex';

/**
 * The global `availability_version` (migration 20261126120000) gives way to per-listing and per-owner versions
 * that the services move in the write's transaction (migration 20261128200000): a booking at one clinic no
 * longer flushes every clinic's cards and slots, and no trigger bumps a sequence (which a sharded database
 * would keep on its coordinator while the triggers fire on the shards).
 */
// One statement per call: the embedded database runs each as a prepared statement.
const UP = [
  `drop trigger vendor_listings_truncate_availability_version on vendor_listings`,
  `drop trigger availability_overrides_truncate_availability_version on availability_overrides`,
  `drop trigger bookings_truncate_availability_version on bookings`,
  `drop trigger vendor_listings_availability_version on vendor_listings`,
  `drop trigger availability_overrides_availability_version on availability_overrides`,
  `drop trigger bookings_availability_version on bookings`,
  `drop function bump_availability_version()`,
  `drop sequence availability_version`,
];

const DOWN = [
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

export async function up(knex: Knex): Promise<void> {
  for (const sql of UP) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const sql of DOWN) await knex.raw(sql);
}
