import type { Knex } from 'knex';

/** Footer newsletter sign-ups; subscribing twice is a no-op thanks to the unique email. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_subscriptions', (t) => {
    t.bigIncrements('id');
    t.text('email').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('email = lower(email)', [], 'newsletter_subscriptions_email_lowercase');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_subscriptions');
}
