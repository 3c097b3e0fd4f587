import type { Knex } from 'knex';

/**
 * The relations made before access was recorded: a clinic keeps reading an owner who booked with it themselves
 * (a booking not marked as the desk's) or whom it registered at its desk (until now always a new account the
 * clinic created). One reached only through bookings the clinic made for them waits for the owner, like any
 * desk booking from now on.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    update vendor_customers vc set access = 'granted', access_changed_at = now()
     where vc.access = 'pending'
       and (vc.registered_at is not null
            or exists (select 1 from bookings b
                        where b.vendor_id = vc.vendor_id and b.user_id = vc.user_id and b.status not in (4, 5)
                          and coalesce(b.details -> 'bookedBy' ->> 'kind', 'user') <> 'vendor'))`);
}

export async function down(): Promise<void> {
  // The values stay valid: the schema migration's down drops the column.
}
