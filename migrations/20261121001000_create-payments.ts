import type { Knex } from 'knex';

/**
 * One row per payment attempt through a gateway (PayPal or the built-in test gateway).
 * Card data is never stored: details holds only gateway metadata and the priced items.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('RESTRICT');
    t.bigInteger('vendor_id').nullable().references('id').inTable('vendors').onDelete('RESTRICT');
    t.integer('amount_cents').notNullable();
    t.text('currency').notNullable().defaultTo('USD');
    t.integer('payment_type').notNullable(); // 100 services, 200 promo, 300 appointments
    t.integer('product_id').notNullable(); // product type code (2000 clinic, 4000 video, ...)
    t.text('gateway').notNullable(); // 'paypal' | 'test' | 'waived'
    t.text('gateway_ref').nullable();
    t.text('status').notNullable().defaultTo('pending');
    // A client retry with the same key must not charge twice; the unique index makes that atomic.
    t.text('idempotency_key').nullable().unique();
    t.bigInteger('plan_id').nullable().references('id').inTable('plans').onDelete('SET NULL');
    t.jsonb('details').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.timestamps(true, true);
    t.index(['user_id', 'created_at'], 'payments_user_id_created_at_index');
    t.index(['vendor_id', 'created_at'], 'payments_vendor_id_created_at_index');
    t.check('amount_cents >= 0', [], 'payments_amount_non_negative');
    t.check(`status in ('pending', 'authorized', 'captured', 'failed', 'refunded')`, [], 'payments_status_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payments');
}
