import type { Knex } from 'knex';

/**
 * "Customer since" is when an owner became the clinic's customer: when they first booked with it (the booking's
 * created_at, whoever made it) or were registered at its desk. `first_appointment_at` holds the earliest slot,
 * which for a first booking made weeks ahead is a date in the future; it stays, because the report's
 * new-versus-returning count asks exactly that (is the first appointment in the period).
 *
 * The booking trigger keeps both: least() skips nulls, so the first value sticks and an earlier one replaces it.
 * A reschedule inserts a new booking with a later created_at, which never moves first_booked_at.
 */
// One statement per call: the embedded database runs each as a prepared statement.
const UP = [
  `alter table vendor_customers add column first_booked_at timestamptz`,
  `create or replace function vendor_customers_from_booking() returns trigger
    language plpgsql as $$
    begin
      if new.status not in (4, 5) then
        insert into vendor_customers (vendor_id, user_id, first_appointment_at, first_booked_at)
        values (new.vendor_id, new.user_id, new.slot, new.created_at)
        on conflict (vendor_id, user_id) do update
          set first_appointment_at = least(vendor_customers.first_appointment_at, excluded.first_appointment_at),
              first_booked_at = least(vendor_customers.first_booked_at, excluded.first_booked_at);
      end if;
      return null;
    end $$`,
];

const DOWN = [
  `create or replace function vendor_customers_from_booking() returns trigger
    language plpgsql as $$
    begin
      if new.status not in (4, 5) then
        insert into vendor_customers (vendor_id, user_id, first_appointment_at)
        values (new.vendor_id, new.user_id, new.slot)
        on conflict (vendor_id, user_id) do update
          set first_appointment_at = least(coalesce(vendor_customers.first_appointment_at, excluded.first_appointment_at), excluded.first_appointment_at);
      end if;
      return null;
    end $$`,
  `alter table vendor_customers drop column first_booked_at`,
];

export async function up(knex: Knex): Promise<void> {
  for (const sql of UP) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const sql of DOWN) await knex.raw(sql);
}
