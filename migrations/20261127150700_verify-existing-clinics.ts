import type { Knex } from 'knex';

/** Clinics that signed up before email verification existed keep publishing and taking bookings. */
export async function up(knex: Knex): Promise<void> {
  await knex('vendors').whereNull('email_verified_at').update({ email_verified_at: knex.fn.now() });
}

export async function down(): Promise<void> {
  // Nothing to undo: the schema migration's down drops the column.
}
