import type { Knex } from 'knex';

/**
 * Sign-up captcha challenges when no Redis is configured. The form carries only
 * the random id; the answer stays here until the first attempt deletes the row
 * (right or wrong), so a challenge is answered once. Rows past `expires_at` are
 * refused and swept now and then; the index serves that sweep.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('captcha_challenges', (t) => {
    t.text('id').primary();
    t.text('answer').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at'], 'captcha_challenges_expires_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('captcha_challenges');
}
