import type { Knex } from 'knex';

/**
 * WELCOME10 is "10% off your first consultation": once per customer. Databases seeded before
 * plans had a per-customer limit hold it unlimited; the demo seed now creates it with a limit
 * of 1. A limit someone has already set is left alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('plans').whereRaw(`lower(code) = 'welcome10'`).whereNull('per_user_limit').update({ per_user_limit: 1 });
}

/** Nothing to undo: the previous migration's down drops the column. */
export async function down(): Promise<void> {}
