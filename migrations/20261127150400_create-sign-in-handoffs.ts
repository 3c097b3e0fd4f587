import type { Knex } from 'knex';

/**
 * One-time sign-ins that carry a clinic login from another clinic's site to its own. Session cookies are
 * host-only, so a clinic login that signs in on someone else's site is not signed in there: it is sent to
 * its own site (or the main one) with a code good for one use within two minutes, which signs it in on
 * arrival. Only the SHA-256 of the code is stored. Keyed like api_tokens by the person the code names.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sign_in_handoffs', (t) => {
    t.text('account_type').notNullable();
    t.bigInteger('account_id').notNullable();
    t.bigIncrements('id', { primaryKey: false });
    t.text('code_hash').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.primary(['account_type', 'account_id', 'id'], { constraintName: 'sign_in_handoffs_pkey' });
    t.unique(['account_type', 'account_id', 'code_hash'], { indexName: 'sign_in_handoffs_code_unique' });
    t.check(`account_type in ('user', 'vendor_login')`, [], 'sign_in_handoffs_account_type_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sign_in_handoffs');
}
