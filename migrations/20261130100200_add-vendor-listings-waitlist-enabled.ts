import type { Knex } from 'knex';

/** Whether a listing takes a waitlist: on unless its clinic turned it off (then nobody joins and nothing is offered). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendor_listings', (t) => {
    t.boolean('waitlist_enabled').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendor_listings', (t) => {
    t.dropColumn('waitlist_enabled');
  });
}
