import type { Knex } from 'knex';

/**
 * A listing's status: 1 live (on the clinic's site, the vet list and bookable), 2 awaiting the root admin's
 * approval (a sub-user created it), 3 archived (hidden from the public and from booking, its appointments kept,
 * restorable), 0 hidden (kept from the original data). Only live listings are public; the partial indexes on
 * `status = 1` keep serving the vet list.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table vendor_listings add constraint vendor_listings_status_valid check (status in (0, 1, 2, 3))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table vendor_listings drop constraint vendor_listings_status_valid');
}
