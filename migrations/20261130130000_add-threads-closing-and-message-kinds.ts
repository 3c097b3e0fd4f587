import type { Knex } from 'knex';

/**
 * The vet's tools in a consultation thread (issue 29):
 * - `thread_messages.kind`: what a message is. `text` (what people write), or a line the product writes for the
 *   clinic: `video_call` (the vet stepped up to the appointment's video room: the body carries its address),
 *   `phone_call` (the vet is calling the owner now) and `closed` (the consultation was closed with a summary).
 * - `threads.closed_at`, `closed_by` (the clinic login) and `summary_record_id` (the consultation note filed to the
 *   pet's health record): a closed consultation takes no more vet tools; its follow-up period runs from the
 *   earlier of its close and the appointment's end. No foreign key to `health_records` (owner-side; ARCHITECTURE
 *   section 10): the service writes both in one transaction.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('thread_messages', (t) => {
    t.text('kind').notNullable().defaultTo('text');
  });
  await knex.raw(`alter table thread_messages add constraint thread_messages_kind_check check (kind in ('text', 'video_call', 'phone_call', 'closed'))`);
  // Only the clinic's side writes the product's lines.
  await knex.raw(`alter table thread_messages add constraint thread_messages_system_by_clinic_check check (kind = 'text' or sender_kind = 'vendor')`);
  await knex.schema.alterTable('threads', (t) => {
    t.timestamp('closed_at', { useTz: true }).nullable();
    t.bigInteger('closed_by').nullable();
    t.bigInteger('summary_record_id').nullable();
  });
  await knex.raw('alter table threads add constraint threads_closed_together_check check ((closed_at is null) = (closed_by is null))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table threads drop constraint if exists threads_closed_together_check');
  await knex.schema.alterTable('threads', (t) => {
    t.dropColumn('closed_at');
    t.dropColumn('closed_by');
    t.dropColumn('summary_record_id');
  });
  await knex.raw('alter table thread_messages drop constraint if exists thread_messages_system_by_clinic_check');
  await knex.raw('alter table thread_messages drop constraint if exists thread_messages_kind_check');
  await knex.schema.alterTable('thread_messages', (t) => t.dropColumn('kind'));
}
