import type { Knex } from 'knex';

/**
 * The vet list's search document without accents, so 'Lee' finds 'Dr. Lée' and 'sao paulo' finds 'São
 * Paulo': the same document as before (names weight A, specialization labels B, city C, ASCII punctuation
 * read as spaces, the 'simple' configuration), each part passed through `f_unaccent()` (the IMMUTABLE
 * wrapper of migration 20261127090000). The search applies `f_unaccent()` to its words too. The trigger
 * and the GIN index stay as they are; the next migration rewrites the documents already stored.
 */
const documentFunction = (unaccent: (sql: string) => string) => `
  create or replace function vendor_listing_search_document(title text, line1 text, profile jsonb) returns tsvector
  language sql stable as $$
    select setweight(to_tsvector('simple', ${unaccent(`regexp_replace(coalesce(title, '') || ' ' || coalesce(line1, ''), '[[:punct:]]', ' ', 'g')`)}), 'A')
      || setweight(to_tsvector('simple', ${unaccent(`regexp_replace(coalesce((
           select string_agg(s.name, ' ' order by s.code) from specializations s
           where jsonb_typeof(profile -> 'specializations') = 'array'
             and s.code::text in (select jsonb_array_elements_text(profile -> 'specializations'))
         ), ''), '[[:punct:]]', ' ', 'g')`)}), 'B')
      || setweight(to_tsvector('simple', ${unaccent(`regexp_replace(coalesce(profile ->> 'city', ''), '[[:punct:]]', ' ', 'g')`)}), 'C')
  $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(documentFunction((sql) => `public.f_unaccent(${sql})`));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(documentFunction((sql) => sql));
}
