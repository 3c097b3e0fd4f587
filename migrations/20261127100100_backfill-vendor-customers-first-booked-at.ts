import type { Knex } from 'knex';

/** Fills first_booked_at from the appointments booked before the column existed (statuses 4 and 5 are not appointments). */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    update vendor_customers vc set first_booked_at = b.first
      from (select vendor_id, user_id, min(created_at) as first from bookings where status not in (4, 5) group by vendor_id, user_id) b
     where b.vendor_id = vc.vendor_id and b.user_id = vc.user_id and vc.first_booked_at is null`);
}

export async function down(): Promise<void> {
  // The values stay valid: the schema migration's down drops the column.
}
