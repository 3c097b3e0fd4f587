import type { Knex } from 'knex';

/**
 * Sub-domains a clinic gave up by renaming its own. For 90 days the old name answers with a redirect to the
 * clinic's address now, so links already sent keep working, and no other clinic can take it (a customer's
 * old link would otherwise open someone else's site); the clinic itself may take it back. A name is a
 * globally unique lookup, like websites.sub_domain, so the name is the key; no foreign key to vendors
 * (the service that would remove a clinic removes its rows), and a row older than 90 days is dead weight
 * a later claim of the name deletes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('released_sub_domains', (t) => {
    t.text('sub_domain').primary();
    t.bigInteger('vendor_id').notNullable();
    t.timestamp('released_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('released_sub_domains');
}
