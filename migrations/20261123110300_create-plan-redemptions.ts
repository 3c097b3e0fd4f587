import type { Knex } from 'knex';

/**
 * One row per use of a plan by a customer, held with the payment that uses it and deleted when
 * that payment fails, so only succeeded (or still running) payments count.
 *
 * The per-customer limit is enforced by the unique (plan_id, user_id, n) constraint: a use takes
 * a number n from 1 to the plan's per_user_limit, and two uses can never hold the same number.
 * Two simultaneous payments by one customer with a limit of 1 both try n = 1; PostgreSQL makes
 * the second insert wait for the first transaction and then conflict, so only one gets the
 * discount. A count under a lock would also work, but only as long as every writer takes the
 * same lock: the booking's own lock is per listing, so two payments on different listings would
 * not wait for each other. A constraint holds whoever writes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('plan_redemptions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('plan_id').notNullable().references('id').inTable('plans').onDelete('CASCADE');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('n').notNullable();
    t.bigInteger('payment_id').notNullable().unique().references('id').inTable('payments').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['plan_id', 'user_id', 'n'], { indexName: 'plan_redemptions_plan_user_n_unique' });
    t.check('n >= 1', [], 'plan_redemptions_n_positive');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('plan_redemptions');
}
