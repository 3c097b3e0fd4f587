import type { Knex } from 'knex';

/**
 * The start-up purge looks for pending uploads older than a day; uploaded rows,
 * the bulk of the table, stay out of this partial index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index files_pending_created_at_index on files (created_at) where status = 'pending'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index files_pending_created_at_index');
}
