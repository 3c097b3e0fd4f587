import type { Knex } from 'knex';

/**
 * When the clinic's sign-up address (its root admin's email) was proven by the emailed link. Until then the
 * clinic can neither publish its site nor take bookings: a vet could otherwise sign up in someone else's name.
 * Null for a clinic that has not verified yet; the next migration marks the clinics that existed before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendors', (t) => {
    t.timestamp('email_verified_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendors', (t) => {
    t.dropColumn('email_verified_at');
  });
}
