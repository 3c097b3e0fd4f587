import type { Knex } from 'knex';

/**
 * The time zone an owner last used in their own browser (canonical IANA name), set when
 * they sign in or book there. A booking a vet makes for them at the desk reads it, so the
 * owner's email names the owner's time and never the vet's browser zone. Nullable: until
 * the owner has used a browser, their emails name only the clinic's zone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('time_zone').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('time_zone');
  });
}
