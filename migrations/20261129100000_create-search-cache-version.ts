import type { Knex } from 'knex';

/**
 * The version of what the public vet list's search reads (`server/db/cache-versions.ts`, `searchScope`): which
 * listings are live and what they offer and say (title, names, profile, zipcode, consultations), and which clinics
 * are verified. The listing service moves it with a listing's content or state, the email verification with a
 * clinic's address, in the write's own transaction; bookings and schedule edits never do, so the search results
 * a web process keeps outlive the marketplace's daily traffic. One row: listing edits are rare next to bookings,
 * and on a sharded database it is a reference table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('search_cache_version', (t) => {
    t.smallint('id').notNullable().primary().defaultTo(1);
    t.bigInteger('version').notNullable();
    t.check('id = 1', [], 'search_cache_version_one_row');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('search_cache_version');
}
