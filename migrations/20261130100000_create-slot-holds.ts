import type { Knex } from 'knex';

/**
 * A slot kept for one owner for a short while (a waitlist offer): while `status` is 'open' and `expires_at` is ahead,
 * the availability engine hides the time from everyone else and the booking path refuses it to them. The hold is
 * placed under the listing's booking lock (the advisory lock bookings take), so a booking and a hold of one listing
 * never pass each other. It ends 'booked' (its owner's booking of that time was paid), 'declined', 'expired' or
 * 'void' (the entry left, the waitlist turned off). Clinic-side: `vendor_id` leads the keys. `entry_id` names the
 * waitlist entry it offers; an entry is never offered the same start twice (the unique key), so a declined or
 * expired offer passes to the next in line. `notified_at` is claimed before the offer's notices are sent.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('slot_holds', (t) => {
    t.bigInteger('vendor_id').notNullable();
    t.bigIncrements('id', { primaryKey: false });
    t.bigInteger('vendor_listing_id').notNullable();
    t.text('consultation_type').notNullable();
    t.timestamp('slot', { useTz: true }).notNullable();
    t.integer('duration').notNullable();
    t.bigInteger('user_id').notNullable();
    t.bigInteger('entry_id').notNullable();
    t.text('status').notNullable().defaultTo('open');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('ended_at', { useTz: true }).nullable();
    t.bigInteger('booking_id').nullable();
    t.timestamp('notified_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['vendor_id', 'id'], { constraintName: 'slot_holds_pkey' });
    t.unique(['vendor_id', 'entry_id', 'slot'], { indexName: 'slot_holds_entry_slot_unique' });
  });
  await knex.raw(`alter table slot_holds add constraint slot_holds_status_check
    check (status in ('open', 'booked', 'declined', 'expired', 'void'))`);
  // The open holds of a listing (the engine's and the booking check's read) and the overdue ones (the sweep's).
  await knex.raw(`create index slot_holds_open_listing on slot_holds (vendor_listing_id, slot) where status = 'open'`);
  await knex.raw(`create index slot_holds_open_expiry on slot_holds (expires_at) where status = 'open'`);
  await knex.raw('create index slot_holds_user on slot_holds (user_id, created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('slot_holds');
}
