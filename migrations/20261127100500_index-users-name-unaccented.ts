import type { Knex } from 'knex';

/**
 * The Users search matches names without accents ("chloe" finds Chloé, "lukasz" finds Łukasz): the filter reads
 * lower(f_unaccent(first || ' ' || last)), and this trigram index holds that very expression so it keeps
 * serving LIKE '%text%'. It replaces the accent-exact index of migration 20261123130200 (same fastupdate reason).
 */
// One statement per call: the embedded database runs each as a prepared statement.
const UP = [
  `create index users_name_unaccent_trgm_index on users
     using gin (lower(f_unaccent(first_name || ' ' || last_name)) gin_trgm_ops) with (fastupdate = off)`,
  `drop index users_name_trgm_index`,
];

const DOWN = [
  `create index users_name_trgm_index on users using gin (lower(first_name || ' ' || last_name) gin_trgm_ops) with (fastupdate = off)`,
  `drop index users_name_unaccent_trgm_index`,
];

export async function up(knex: Knex): Promise<void> {
  for (const sql of UP) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const sql of DOWN) await knex.raw(sql);
}
