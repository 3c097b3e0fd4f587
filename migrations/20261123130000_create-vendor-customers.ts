import type { Knex } from 'knex';

/**
 * A clinic's customers: the owners who have an appointment with it, or whom it registered at its desk.
 * The Users table, the report's new-versus-returning count and the rule of whose pets and records a
 * clinic may read all ask "is this owner this clinic's customer, and since when"; answering it from
 * bookings each time costs a scan per owner. The database keeps the answer, by trigger, so no code
 * path (booking, reschedule, desk registration) can forget it.
 *
 * An appointment is any booking whose payment did not fail and is not still being charged (statuses
 * 4 and 5 are not appointments; every other status, later ones such as no-show included, is).
 * `first_appointment_at` is the earliest slot of those appointments; `registered_at` the desk
 * registration. A customer is never removed: a canceled first appointment still made them one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('vendor_customers', (t) => {
    t.bigInteger('vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('first_appointment_at', { useTz: true }).nullable();
    t.timestamp('registered_at', { useTz: true }).nullable();
    t.primary(['vendor_id', 'user_id']);
    t.index(['user_id'], 'vendor_customers_user_id_index');
  });
  await knex.raw(`
    create function vendor_customers_from_booking() returns trigger
    language plpgsql as $$
    begin
      if new.status not in (4, 5) then
        insert into vendor_customers (vendor_id, user_id, first_appointment_at)
        values (new.vendor_id, new.user_id, new.slot)
        on conflict (vendor_id, user_id) do update
          set first_appointment_at = least(coalesce(vendor_customers.first_appointment_at, excluded.first_appointment_at), excluded.first_appointment_at);
      end if;
      return null;
    end $$`);
  await knex.raw(`
    create trigger bookings_vendor_customers after insert or update of status, slot on bookings
    for each row execute function vendor_customers_from_booking()`);
  await knex.raw(`
    create function vendor_customers_from_registration() returns trigger
    language plpgsql as $$
    begin
      if new.source ->> 'medium' = 'vendor' and (new.source ->> 'vendor_id') ~ '^[0-9]+$' then
        insert into vendor_customers (vendor_id, user_id, registered_at)
        select v.id, new.id, new.created_at from vendors v where v.id = (new.source ->> 'vendor_id')::bigint
        on conflict (vendor_id, user_id) do update set registered_at = coalesce(vendor_customers.registered_at, excluded.registered_at);
      end if;
      return null;
    end $$`);
  await knex.raw(`
    create trigger users_vendor_customers after insert on users
    for each row execute function vendor_customers_from_registration()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger users_vendor_customers on users');
  await knex.raw('drop function vendor_customers_from_registration()');
  await knex.raw('drop trigger bookings_vendor_customers on bookings');
  await knex.raw('drop function vendor_customers_from_booking()');
  await knex.schema.dropTable('vendor_customers');
}
