import type { Knex } from 'knex';

/**
 * Versions of what a kept result shows, one per scope, moved by the services in the write's own transaction
 * (`server/db/cache-versions.ts`), so a change at one clinic reaches only what shows that clinic.
 * - `listing_cache_versions`: per listing (its bookings, schedule overrides, the listing itself): the vet list's
 *   cards, a day's slots, and (all of a clinic's rows together) the clinic's appointment list. Keyed by the
 *   clinic first, as the clinic-side tables will be distributed by `vendor_id`.
 * - `owner_cache_versions`: per owner (their bookings, notices): the owner's appointment list.
 * A row that does not exist is version 0. Rows, not sequences: a bump locks only its own row, which a booking
 * takes after its listing's advisory lock anyway.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('listing_cache_versions', (t) => {
    t.bigInteger('vendor_id').notNullable();
    t.bigInteger('listing_id').notNullable();
    t.bigInteger('version').notNullable();
    t.primary(['vendor_id', 'listing_id']);
    t.index(['listing_id']);
  });
  await knex.schema.createTable('owner_cache_versions', (t) => {
    t.bigInteger('user_id').notNullable().primary();
    t.bigInteger('version').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('owner_cache_versions');
  await knex.schema.dropTable('listing_cache_versions');
}
