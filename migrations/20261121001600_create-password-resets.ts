import type { Knex } from 'knex';

/** One-time password-reset codes for either account space. Only a hash of the code is stored. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_resets', (t) => {
    t.bigIncrements('id');
    t.text('account_type').notNullable();
    t.bigInteger('account_id').notNullable(); // users.id or vendor_logins.id, by account_type
    t.text('code_hash').notNullable().unique(); // looked up by hash of the presented code
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['account_type', 'account_id'], 'password_resets_account_index');
    t.check(`account_type in ('user', 'vendor_login')`, [], 'password_resets_account_type_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_resets');
}
