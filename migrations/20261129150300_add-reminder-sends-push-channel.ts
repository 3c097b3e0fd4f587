import type { Knex } from 'knex';

/** Appointment reminders go out by web push as well as email and SMS: a third channel, sent at most once like the others. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reminder_sends', (t) => {
    t.dropChecks(['reminder_sends_channel_valid']);
    t.check(`channel in ('email', 'sms', 'push')`, [], 'reminder_sends_channel_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('reminder_sends').where({ channel: 'push' }).delete();
  await knex.schema.alterTable('reminder_sends', (t) => {
    t.dropChecks(['reminder_sends_channel_valid']);
    t.check(`channel in ('email', 'sms')`, [], 'reminder_sends_channel_valid');
  });
}
