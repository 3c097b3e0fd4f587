import type { Knex } from 'knex';

/**
 * An owner's account deletion: `deleted_at` when they deleted it (from then on nobody signs in as them), and
 * `erased_at` when their personal data was erased, 14 days later (the row stays, named "Deleted owner", for the
 * clinics' bookings and payments that point at it). The partial index finds the erasures that are due.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.timestamp('erased_at', { useTz: true }).nullable();
  });
  await knex.raw('create index users_pending_erasure_index on users (deleted_at) where deleted_at is not null and erased_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_pending_erasure_index');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('erased_at');
    t.dropColumn('deleted_at');
  });
}
