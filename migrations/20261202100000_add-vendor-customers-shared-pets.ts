import type { Knex } from 'knex';

/**
 * An owner may share one pet with a clinic rather than all of them: the authorisation on a second-opinion order
 * ("I authorize Petcare's vets to review my pet's records for this second opinion.") shares the ordered pet with
 * the practice that fulfils it, once the order is paid. `shared_pet_ids` on the clinic-owner relation:
 * - null: a granted relation covers all the owner's pets (they booked with the clinic, or accepted it);
 * - the pets' ids: a granted relation covers only those (each second opinion the owner paid for there).
 * The owner's answer on My Clinics (accept or stop sharing) clears it, and so does a new booking the owner makes
 * with the clinic themselves, which shares everything as it always did (the booking trigger below; a reschedule
 * of an older booking widens nothing, and a declined clinic stays declined).
 */
// One statement per call: the embedded database runs each as a prepared statement.
const UP = [
  `alter table vendor_customers add column shared_pet_ids bigint[]`,
  `create or replace function vendor_customers_from_booking() returns trigger
    language plpgsql as $$
    declare
      by_owner boolean := coalesce(new.details -> 'bookedBy' ->> 'kind', 'user') <> 'vendor';
      new_booking boolean := tg_op = 'INSERT';
    begin
      if new.status not in (4, 5) then
        insert into vendor_customers (vendor_id, user_id, first_appointment_at, first_booked_at, access, access_changed_at)
        values (new.vendor_id, new.user_id, new.slot, new.created_at, case when by_owner then 'granted' else 'pending' end, now())
        on conflict (vendor_id, user_id) do update
          set first_appointment_at = least(vendor_customers.first_appointment_at, excluded.first_appointment_at),
              first_booked_at = least(vendor_customers.first_booked_at, excluded.first_booked_at),
              access = case when by_owner and vendor_customers.access = 'pending' then 'granted' else vendor_customers.access end,
              access_changed_at = case when by_owner and (vendor_customers.access = 'pending' or (new_booking and vendor_customers.shared_pet_ids is not null))
                                       then now() else vendor_customers.access_changed_at end,
              shared_pet_ids = case when by_owner and (vendor_customers.access = 'pending' or new_booking) then null
                                    else vendor_customers.shared_pet_ids end;
      end if;
      return null;
    end $$`,
];

const DOWN = [
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
  `alter table vendor_customers drop column shared_pet_ids`,
];

export async function up(knex: Knex): Promise<void> {
  for (const sql of UP) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const sql of DOWN) await knex.raw(sql);
}
