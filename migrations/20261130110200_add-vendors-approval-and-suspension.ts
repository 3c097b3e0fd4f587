import type { Knex } from 'knex';

/**
 * A clinic's standing with the marketplace: `approved_at` once an operator approved it (or at sign-up while the
 * marketplace requires no approval), `suspended_at` while an operator suspends it. Only an approved clinic that
 * is not suspended appears on the public vet list and takes bookings; a suspended clinic's site shows a neutral
 * notice, and its existing appointments stay visible to their owners.
 *
 * `marketplace_settings` is the one row of the marketplace's own settings: `clinic_approval_required` (off by
 * default: a verified clinic is live at once, as before).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendors', (t) => {
    // Approved unless registration says otherwise (the setting on): every other way a clinic is made (seeds,
    // imports) keeps today's behaviour.
    t.timestamp('approved_at', { useTz: true }).nullable().defaultTo(knex.fn.now());
    t.timestamp('suspended_at', { useTz: true }).nullable();
  });
  await knex.schema.createTable('marketplace_settings', (t) => {
    t.smallint('id').primary().defaultTo(1);
    t.boolean('clinic_approval_required').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('id = 1', [], 'marketplace_settings_one_row');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('marketplace_settings');
  await knex.schema.alterTable('vendors', (t) => {
    t.dropColumn('suspended_at');
    t.dropColumn('approved_at');
  });
}
