import type { Knex } from 'knex';

/** An owner sharing their account with someone else by email; revoking keeps the row for history. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('account_shares', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('shared_with_email').notNullable();
    // Filled when the invitee has (or later gets) an account with that email.
    t.bigInteger('shared_with_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.jsonb('permissions').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.timestamp('revoked_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id'], 'account_shares_user_id_index');
    t.index(['shared_with_user_id'], 'account_shares_shared_with_user_id_index');
    t.index(['shared_with_email'], 'account_shares_shared_with_email_index');
    t.check('shared_with_email = lower(shared_with_email)', [], 'account_shares_email_lowercase');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('account_shares');
}
