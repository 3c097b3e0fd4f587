import type { Knex } from 'knex';

/**
 * Fixed-window counters for rate limits (login, OTP, password reset) when no
 * Redis is configured: one row per key, shared by every process on the database.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary();
    t.integer('hits').notNullable().defaultTo(0);
    t.timestamp('reset_at', { useTz: true }).notNullable();
    t.index(['reset_at'], 'rate_limits_reset_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
