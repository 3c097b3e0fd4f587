import type { Knex } from 'knex';

/**
 * Rate limits without Redis are counted by rate-limiter-flexible's RateLimiterPostgres
 * (server/adapters/rate-limit-store.ts), which keeps its own shape: `key`, the `points` counted in the window and
 * when it ends as `expire` (ms since the epoch, the app's clock), its statements naming the columns in that order.
 * The hand-written counters (`hits`, `reset_at`) go: they are windows of at most an hour, so none is worth carrying
 * over. `key` is text (the library's own table says varchar(255), and an address with an email can be longer).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
    // The library's sweep deletes windows an hour past their end.
    t.index(['expire'], 'rate_limits_expire_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary();
    t.integer('hits').notNullable().defaultTo(0);
    t.timestamp('reset_at', { useTz: true }).notNullable();
    t.index(['reset_at'], 'rate_limits_reset_at_index');
  });
}
