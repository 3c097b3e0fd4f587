import type { Knex } from 'knex';

/**
 * An owner waiting for a time on a listing: the consultation type, the days of the week and the wall-clock windows
 * (in the listing's zone) that suit, or any time earlier than one of their bookings (`before_booking_id`). First come,
 * first offered: `created_at, id` is the line. 'waiting' until the owner leaves ('left'); an entry whose hold was
 * booked is done (read from its holds). Clinic-side (`vendor_id` leads the key); no foreign key to users or bookings
 * (owner-side and clinic-side tables are checked in the service).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('waitlist_entries', (t) => {
    t.bigInteger('vendor_id').notNullable();
    t.bigIncrements('id', { primaryKey: false });
    t.bigInteger('vendor_listing_id').notNullable();
    t.bigInteger('user_id').notNullable();
    t.text('consultation_type').notNullable();
    t.jsonb('days').notNullable().defaultTo('[]');
    t.jsonb('windows').notNullable().defaultTo('[]');
    t.bigInteger('before_booking_id').nullable();
    t.text('status').notNullable().defaultTo('waiting');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('ended_at', { useTz: true }).nullable();
    t.primary(['vendor_id', 'id'], { constraintName: 'waitlist_entries_pkey' });
  });
  await knex.raw(`alter table waitlist_entries add constraint waitlist_entries_status_check check (status in ('waiting', 'left'))`);
  await knex.raw(`create index waitlist_entries_line on waitlist_entries (vendor_listing_id, created_at, id) where status = 'waiting'`);
  await knex.raw('create index waitlist_entries_user on waitlist_entries (user_id, created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('waitlist_entries');
}
