import type { Knex } from 'knex';

/** Rewrites the search documents stored before they were kept without accents (the previous migration). */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`update vendor_listings set search_document = vendor_listing_search_document(title, line1, profile)`);
}

export async function down(knex: Knex): Promise<void> {
  // The schema migration's down restores the function; the documents are rewritten the same way.
  await knex.raw(`update vendor_listings set search_document = vendor_listing_search_document(title, line1, profile)`);
}
