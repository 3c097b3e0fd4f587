import type { Knex } from 'knex';

/**
 * How many times one customer may use a plan (null: no per-customer limit), next to the
 * plan-wide max_uses and expires_at. "10% off your first consultation" is a limit of 1.
 * The uses are counted in plan_redemptions (next migration).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('plans', (t) => {
    t.integer('per_user_limit').nullable();
    t.check('per_user_limit is null or per_user_limit > 0', [], 'plans_per_user_limit_positive');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('plans', (t) => {
    t.dropChecks('plans_per_user_limit_positive');
    t.dropColumn('per_user_limit');
  });
}
