import type { Knex } from 'knex';

/**
 * The vet list's search: a full-text document per listing (PostgreSQL's own text search, no
 * extension, so PGlite has it too) with a GIN index, instead of ILIKE '%...%' scans that could
 * not find 'Dr. Lee' in 'Dr. Jamie LEE, DVM'.
 *
 * The document holds the clinic's and the provider's names (weight A), the labels of the
 * listing's specializations (B: read from the specializations table, so 'Dermatology' is found,
 * not only code 1003) and its city (C). ASCII punctuation becomes spaces first, so 'Dr.Lee' and
 * 'Lee,' give the words 'dr' and 'lee' as a search box would. The 'simple' configuration keeps
 * names as typed (no English stemming of 'Lee' or 'Carter'); the search adds ':*' for prefixes.
 *
 * A generated column cannot read another table, so a trigger keeps the document: a listing's
 * on every write of its names or profile, and the listings naming a specialization when that
 * specialization is added or renamed (the reference seed upserts labels).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table vendor_listings add column search_document tsvector`);
  await knex.raw(`
    create function vendor_listing_search_document(title text, line1 text, profile jsonb) returns tsvector
    language sql stable as $$
      select setweight(to_tsvector('simple', regexp_replace(coalesce(title, '') || ' ' || coalesce(line1, ''), '[[:punct:]]', ' ', 'g')), 'A')
        || setweight(to_tsvector('simple', regexp_replace(coalesce((
             select string_agg(s.name, ' ' order by s.code) from specializations s
             where jsonb_typeof(profile -> 'specializations') = 'array'
               and s.code::text in (select jsonb_array_elements_text(profile -> 'specializations'))
           ), ''), '[[:punct:]]', ' ', 'g')), 'B')
        || setweight(to_tsvector('simple', regexp_replace(coalesce(profile ->> 'city', ''), '[[:punct:]]', ' ', 'g')), 'C')
    $$`);
  await knex.raw(`
    create function vendor_listings_search_document_refresh() returns trigger
    language plpgsql as $$
    begin
      new.search_document := vendor_listing_search_document(new.title, new.line1, new.profile);
      return new;
    end $$`);
  await knex.raw(`
    create trigger vendor_listings_search_document before insert or update of title, line1, profile on vendor_listings
    for each row execute function vendor_listings_search_document_refresh()`);
  await knex.raw(`
    create function specializations_refresh_listing_search() returns trigger
    language plpgsql as $$
    begin
      update vendor_listings l set search_document = vendor_listing_search_document(l.title, l.line1, l.profile)
      where jsonb_typeof(l.profile -> 'specializations') = 'array'
        and new.code::text in (select jsonb_array_elements_text(l.profile -> 'specializations'));
      return null;
    end $$`);
  await knex.raw(`
    create trigger specializations_added_refresh_listing_search after insert on specializations
    for each row execute function specializations_refresh_listing_search()`);
  await knex.raw(`
    create trigger specializations_renamed_refresh_listing_search after update of name on specializations
    for each row when (old.name is distinct from new.name) execute function specializations_refresh_listing_search()`);
  await knex.raw(`create index vendor_listings_search_document_index on vendor_listings using gin (search_document)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop trigger specializations_renamed_refresh_listing_search on specializations`);
  await knex.raw(`drop trigger specializations_added_refresh_listing_search on specializations`);
  await knex.raw(`drop function specializations_refresh_listing_search()`);
  await knex.raw(`drop trigger vendor_listings_search_document on vendor_listings`);
  await knex.raw(`drop function vendor_listings_search_document_refresh()`);
  await knex.raw(`alter table vendor_listings drop column search_document`);
  await knex.raw(`drop function vendor_listing_search_document(text, text, jsonb)`);
}
