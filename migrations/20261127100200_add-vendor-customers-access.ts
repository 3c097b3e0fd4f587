import type { Knex } from 'knex';

/**
 * Whether a clinic may read an owner's pets and health records is the owner's to say, not a side effect of the
 * clinic booking for them. `access` on the clinic-owner relation:
 * - `granted`: the owner booked with the clinic themselves, or accepted it;
 * - `pending`: the relation was made at the clinic's desk (a registration, or a booking the clinic made for
 *   them) and the owner has not answered; the default, so a row made any other way reads nothing;
 * - `declined`: the owner said no. It sticks: only the owner accepting later changes it, not another booking.
 *
 * The booking trigger tells the owner's own booking from the desk's by the snapshot's `bookedBy.kind`
 * (written by the booking service since bookings record who made them; a booking without it predates desk
 * booking records and is read as the owner's own).
 *
 * `desk_first_name`, `desk_last_name`, `desk_phone`: the contact the clinic typed when it registered the owner.
 * Until the owner shares, that is all the clinic sees of them (lists, search, booking snapshots), so a
 * registration of an email that already has an account shows the clinic nothing it did not type itself.
 * The partial index serves the Users search over those few rows.
 */
// One statement per call: the embedded database runs each as a prepared statement.
const UP = [
  `alter table vendor_customers
     add column access text not null default 'pending',
     add column access_changed_at timestamptz,
     add column desk_first_name text,
     add column desk_last_name text,
     add column desk_phone text,
     add constraint vendor_customers_access_valid check (access in ('pending', 'granted', 'declined'))`,
  `create index vendor_customers_desk_contact_index on vendor_customers (vendor_id) where desk_first_name is not null`,
  `create or replace function vendor_customers_from_booking() returns trigger
    language plpgsql as $$
    declare
      by_owner boolean := coalesce(new.details -> 'bookedBy' ->> 'kind', 'user') <> 'vendor';
    begin
      if new.status not in (4, 5) then
        insert into vendor_customers (vendor_id, user_id, first_appointment_at, first_booked_at, access, access_changed_at)
        values (new.vendor_id, new.user_id, new.slot, new.created_at, case when by_owner then 'granted' else 'pending' end, now())
        on conflict (vendor_id, user_id) do update
          set first_appointment_at = least(vendor_customers.first_appointment_at, excluded.first_appointment_at),
              first_booked_at = least(vendor_customers.first_booked_at, excluded.first_booked_at),
              access = case when by_owner and vendor_customers.access = 'pending' then 'granted' else vendor_customers.access end,
              access_changed_at = case when by_owner and vendor_customers.access = 'pending' then now() else vendor_customers.access_changed_at end;
      end if;
      return null;
    end $$`,
];

const DOWN = [
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
  `drop index vendor_customers_desk_contact_index`,
  `alter table vendor_customers drop constraint vendor_customers_access_valid,
     drop column desk_phone, drop column desk_last_name, drop column desk_first_name,
     drop column access_changed_at, drop column access`,
];

export async function up(knex: Knex): Promise<void> {
  for (const sql of UP) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const sql of DOWN) await knex.raw(sql);
}
