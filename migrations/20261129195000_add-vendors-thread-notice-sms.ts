import type { Knex } from 'knex';

/**
 * The away notice of consultation threads (issue 29) goes by email, and also by SMS to the owner's verified mobile
 * when the clinic turned it on: `vendors.thread_notice_sms`, off by default.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendors', (t) => {
    t.boolean('thread_notice_sms').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendors', (t) => t.dropColumn('thread_notice_sms'));
}
