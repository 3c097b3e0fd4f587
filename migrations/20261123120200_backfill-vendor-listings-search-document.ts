import type { Knex } from 'knex';

/** Fills the search document of the listings written before its trigger existed. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`update vendor_listings set search_document = vendor_listing_search_document(title, line1, profile)`);
}

export async function down(): Promise<void> {
  // The column goes with the schema migration before this one.
}
