import type { Knex } from 'knex';

/**
 * Mail and SMS captured instead of sent when no SMTP or SMS provider is configured,
 * shown newest first at /dev/outbox outside production.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbox_messages', (t) => {
    t.bigIncrements('id');
    t.text('channel').notNullable();
    t.text('to').notNullable();
    t.text('subject').nullable(); // SMS has none
    t.text('text').notNullable();
    t.text('html').nullable();
    t.jsonb('meta').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`channel in ('email', 'sms')`, [], 'outbox_messages_channel_valid');
  });
  await knex.raw('create index outbox_messages_created_at_index on outbox_messages (created_at desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outbox_messages');
}
