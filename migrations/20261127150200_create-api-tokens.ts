import type { Knex } from 'knex';

/**
 * Bearer tokens for API clients. A browser signs in with its httpOnly session cookie only; a token is
 * issued only to a client that asks for one at login, and only its SHA-256 is stored, so a row alone
 * signs no one in. Each is listed on its person's profile, where it can be revoked; all of a person's
 * tokens end when they log out everywhere or change their password (revoked_at, in the same transaction).
 * Revoked and expired rows stay until a sweep, so the profile can say when a token stopped working.
 *
 * A token names its person (`pc_u12_...`, `pc_v7_...`), so every lookup carries the key the rows are
 * kept by: (account_type, account_id) leads the primary and unique keys, and no foreign key crosses from
 * this table to an owner-side or clinic-side one (a person's rows are removed in the service that
 * removes the person).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_tokens', (t) => {
    t.text('account_type').notNullable();
    t.bigInteger('account_id').notNullable(); // users.id or vendor_logins.id, by account_type
    t.bigIncrements('id', { primaryKey: false });
    t.text('token_hash').notNullable();
    t.text('name').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    // Written at most once an hour per token: enough to tell a live client from a forgotten one.
    t.timestamp('last_used_at', { useTz: true }).nullable();
    t.timestamp('revoked_at', { useTz: true }).nullable();
    t.primary(['account_type', 'account_id', 'id'], { constraintName: 'api_tokens_pkey' });
    t.unique(['account_type', 'account_id', 'token_hash'], { indexName: 'api_tokens_token_unique' });
    t.check(`account_type in ('user', 'vendor_login')`, [], 'api_tokens_account_type_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_tokens');
}
