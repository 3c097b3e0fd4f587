import type { Knex } from 'knex';

/**
 * Invitation links were the only ones made to last more than an hour (a week, against a reset's hour): those
 * already mailed open the invitation's page too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('password_resets').whereRaw(`expires_at - created_at > interval '2 hours'`).update({ purpose: 'invite' });
}

export async function down(): Promise<void> {
  // Nothing to undo: the schema migration's down drops the column.
}
