import type { Knex } from 'knex';

/**
 * Searches that people type ("Lee" for "Lée", "chloe" for "Chloé", "sao paulo") match without accents.
 * `unaccent()` itself is only STABLE (its dictionary could be swapped), so expression indexes cannot use it;
 * `f_unaccent(text)` names the dictionary explicitly and is declared IMMUTABLE, the usual wrapper, so that
 * search documents and trigram indexes can be built on it. Loaded into PGlite by server/db/pglite.ts.
 */
// One statement per call: the embedded database runs each as a prepared statement.
const UP = [
  `create extension if not exists unaccent`,
  `create function f_unaccent(text) returns text
    language sql immutable parallel safe strict
    as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`,
];

export async function up(knex: Knex): Promise<void> {
  for (const sql of UP) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function f_unaccent(text)');
  await knex.raw('drop extension unaccent');
}
