import type { Knex } from 'knex';

/** SMS one-time codes for phone verification at signup; attempts are counted to stop guessing. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('phone_verifications', (t) => {
    t.bigIncrements('id');
    t.text('mobile').notNullable();
    t.text('code_hash').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('verified_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['mobile'], 'phone_verifications_mobile_index');
    t.check('attempts >= 0', [], 'phone_verifications_attempts_non_negative');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('phone_verifications');
}
