import type { Knex } from 'knex';

/** Fills vendor_customers from the bookings and desk registrations made before the table existed. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    insert into vendor_customers (vendor_id, user_id, first_appointment_at)
    select vendor_id, user_id, min(slot) from bookings where status not in (4, 5) group by vendor_id, user_id
    on conflict (vendor_id, user_id) do update set first_appointment_at = excluded.first_appointment_at`);
  await knex.raw(`
    insert into vendor_customers (vendor_id, user_id, registered_at)
    select v.id, u.id, u.created_at from users u join vendors v on v.id = (u.source ->> 'vendor_id')::bigint
    where u.source ->> 'medium' = 'vendor' and (u.source ->> 'vendor_id') ~ '^[0-9]+$'
    on conflict (vendor_id, user_id) do update set registered_at = excluded.registered_at`);
}

export async function down(): Promise<void> {
  // The rows stay valid: the schema migration's down drops the table.
}
