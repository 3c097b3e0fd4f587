import type { Knex } from 'knex';

/** Custom domains set before verification existed were set by the operators: they stay served. */
export async function up(knex: Knex): Promise<void> {
  await knex('websites').whereNotNull('custom_domain').whereNull('custom_domain_verified_at').update({ custom_domain_verified_at: knex.fn.now() });
}

export async function down(): Promise<void> {
  // Nothing to undo: the schema migration's down drops the column.
}
