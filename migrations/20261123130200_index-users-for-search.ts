import type { Knex } from 'knex';

/**
 * The clinic's Users table filters its customers by "contains" on name, email and phone, case-insensitive.
 * A b-tree serves only prefixes; trigram GIN indexes (pg_trgm, in PostgreSQL's contrib and loaded into
 * PGlite by server/db/knex.ts) serve LIKE '%text%' on the same lower(...) expressions the queries use.
 * fastupdate is off: with it, new rows wait in a pending list that every search reads in full until
 * vacuum merges it, so a burst of sign-ups would slow every search; users are written rarely, read often.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  await knex.raw(`create index users_name_trgm_index on users using gin (lower(first_name || ' ' || last_name) gin_trgm_ops) with (fastupdate = off)`);
  await knex.raw('create index users_email_trgm_index on users using gin (email gin_trgm_ops) with (fastupdate = off)');
  await knex.raw('create index users_phone_trgm_index on users using gin (phone gin_trgm_ops) with (fastupdate = off)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index users_phone_trgm_index');
  await knex.raw('drop index users_email_trgm_index');
  await knex.raw('drop index users_name_trgm_index');
}
