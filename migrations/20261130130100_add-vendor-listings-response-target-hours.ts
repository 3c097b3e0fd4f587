import type { Knex } from 'knex';

/**
 * A listing's response target for messages (issue 29): the clinic usually replies within this many hours, shown to
 * owners in the appointment's thread; the clinic's appointments list flags threads whose owner has waited longer.
 * Null: the listing promises nothing and nothing is flagged. 4 hours unless the clinic sets another.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendor_listings', (t) => {
    t.integer('response_target_hours').nullable().defaultTo(4);
  });
  await knex.raw('alter table vendor_listings add constraint vendor_listings_response_target_hours_check check (response_target_hours between 1 and 168)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table vendor_listings drop constraint if exists vendor_listings_response_target_hours_check');
  await knex.schema.alterTable('vendor_listings', (t) => t.dropColumn('response_target_hours'));
}
