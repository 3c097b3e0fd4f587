import type { Knex } from 'knex';

/**
 * When a clinic's root admin put away the dashboard's "Get started" checklist before finishing it. The
 * checklist's ticks are never stored: each is read from the clinic's own data (a listing, a website, an
 * address, a booking); only the choice to stop seeing it is.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendors', (t) => {
    t.timestamp('onboarding_dismissed_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendors', (t) => {
    t.dropColumn('onboarding_dismissed_at');
  });
}
