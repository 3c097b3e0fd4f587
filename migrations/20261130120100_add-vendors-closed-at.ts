import type { Knex } from 'knex';

/**
 * A clinic's closure (issue 33): `closed_at` when its root admin closed it (from then on none of its logins signs in,
 * its listings are archived and its site shows a closed notice), and `erased_at` when its personal data was erased,
 * 14 days later (the row stays for the payments and bookings that point at it). The partial index finds erasures due.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendors', (t) => {
    t.timestamp('closed_at', { useTz: true }).nullable();
    t.timestamp('erased_at', { useTz: true }).nullable();
  });
  await knex.raw('create index vendors_pending_erasure_index on vendors (closed_at) where closed_at is not null and erased_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists vendors_pending_erasure_index');
  await knex.schema.alterTable('vendors', (t) => {
    t.dropColumn('erased_at');
    t.dropColumn('closed_at');
  });
}
