import type { Knex } from 'knex';

/**
 * Web push. `push_subscriptions`: one row per device (the browser's endpoint is unique), of an owner (`users`) or
 * a clinic login (`vendor_logins`); a 404 or 410 from the push service deletes it. `push_preferences`: which kinds
 * of notice a person wants pushed (an owner picks them on My Profile; none until they opt in). `app_keys`: the
 * VAPID pair the embedded default generates once when VAPID_* is not configured (insert-if-absent, so two
 * processes starting together keep the same pair).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_subscriptions', (t) => {
    t.bigIncrements('id');
    t.text('account_type').notNullable();
    t.bigInteger('account_id').notNullable();
    t.text('endpoint').notNullable().unique();
    t.text('p256dh').notNullable();
    t.text('auth').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['account_type', 'account_id'], 'push_subscriptions_account_index');
    t.check(`account_type in ('user', 'vendor_login')`, [], 'push_subscriptions_account_type_valid');
  });
  await knex.schema.createTable('push_preferences', (t) => {
    t.text('account_type').notNullable();
    t.bigInteger('account_id').notNullable();
    t.specificType('kinds', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['account_type', 'account_id']);
    t.check(`account_type in ('user', 'vendor_login')`, [], 'push_preferences_account_type_valid');
  });
  await knex.schema.createTable('app_keys', (t) => {
    t.text('name').primary();
    t.jsonb('value').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('app_keys');
  await knex.schema.dropTable('push_preferences');
  await knex.schema.dropTable('push_subscriptions');
}
