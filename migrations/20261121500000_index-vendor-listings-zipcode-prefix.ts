import type { Knex } from 'knex';

/**
 * The vet list's zipcode search is a prefix match ('100' finds 10001 and 10011): `zipcode like '100%'`.
 * A text_pattern_ops index answers LIKE prefixes whatever the database collation (the plain
 * btree does only under "C"), and still answers equality.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index vendor_listings_zipcode_pattern_index on vendor_listings (zipcode text_pattern_ops) where status = 1');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index vendor_listings_zipcode_pattern_index');
}
