import type { Knex } from 'knex';

/**
 * Appointments. The database, not a service, forbids two live bookings overlapping on one listing.
 *
 * Status: 0 in progress, 1 complete, 2 rescheduled, 3 canceled. Only 0 and 1 hold their time span:
 * a canceled booking frees its slot, and a rescheduled one (2) has been replaced by a new booking
 * (whose rescheduled_from points back at it) at another time, so it must not block its old slot either.
 *
 * The span is booking_span(slot, duration) = [slot, slot + duration minutes): half-open, so
 * back-to-back bookings touch without overlapping. `timestamptz + interval` is only STABLE in
 * PostgreSQL (day and month steps depend on the session time zone), and index expressions must be
 * IMMUTABLE; adding whole minutes never depends on the zone, so the wrapper is honestly IMMUTABLE.
 * Queries looking for collisions should use the same expression so the GiST index serves them.
 *
 * Under concurrency the constraint alone lets racing inserts deadlock now and then; the booking
 * service takes a per-listing pg_advisory_xact_lock first and keeps this constraint as the backstop.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function booking_span(slot timestamptz, minutes integer) returns tstzrange
    language sql immutable strict parallel safe
    as $$ select tstzrange(slot, slot + make_interval(mins => minutes), '[)') $$`);

  await knex.schema.createTable('bookings', (t) => {
    t.bigIncrements('id');
    t.timestamp('slot', { useTz: true }).notNullable();
    t.integer('duration').notNullable(); // minutes
    t.smallint('status').notNullable().defaultTo(0);
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('RESTRICT');
    t.bigInteger('vendor_id').notNullable().references('id').inTable('vendors').onDelete('RESTRICT');
    t.bigInteger('vendor_listing_id').notNullable();
    t.bigInteger('payment_id').nullable().references('id').inTable('payments').onDelete('SET NULL');
    // Snapshot at booking time: type, user, pet, details (title, line1, ..., price), info, listingTZ, slot.
    t.jsonb('details').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.bigInteger('rescheduled_from').nullable().references('id').inTable('bookings').onDelete('SET NULL');
    t.timestamps(true, true);
    // Composite so a booking's vendor_id always matches its listing's vendor (tenant consistency).
    t.foreign(['vendor_listing_id', 'vendor_id'], 'bookings_listing_fk')
      .references(['id', 'vendor_id'])
      .inTable('vendor_listings')
      .onDelete('RESTRICT');
    t.index(['vendor_id', 'slot'], 'bookings_vendor_id_slot_index');
    t.index(['user_id', 'slot'], 'bookings_user_id_slot_index');
    t.index(['vendor_listing_id', 'slot'], 'bookings_vendor_listing_id_slot_index');
    t.check('duration > 0', [], 'bookings_duration_positive');
    t.check('status in (0, 1, 2, 3)', [], 'bookings_status_valid');
  });

  await knex.raw(`
    alter table bookings
      add constraint bookings_no_overlap
      exclude using gist (vendor_listing_id with =, booking_span(slot, duration) with &&)
      where (status in (0, 1))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bookings');
  await knex.raw('drop function booking_span(timestamptz, integer)');
}
