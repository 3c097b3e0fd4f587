import type { Knex } from 'knex';

/**
 * Consultation threads (issue 29): one thread per subject between its owner and the clinic, its messages, their
 * attachments and each participant's read marks. Clinic-side (ARCHITECTURE section 10): every row carries a NOT NULL
 * `vendor_id` that leads its primary key; the subject is named by kind and id (a booking now, an order later)
 * without a foreign key, and the owner (`user_id`) without one either (owner-side table): the service checks both.
 * - `threads`: unique per (vendor, subject); `last_message_id` is moved under the thread row's lock by each send,
 *   so message ids inside a thread grow in commit order and a reader's cursor (the last id it saw) never skips one.
 * - `thread_messages`: plain text up to 4,000 characters (the CHECK is the backstop of the service's message);
 *   sender kind 'user' (the owner) or 'vendor' (a clinic login), by id.
 * - `thread_message_files`: the private files (`files`, service type `thread_attachment`) a message carries.
 * - `thread_reads`: per participant (kind, id), the last message id delivered to them and the last they read.
 * - `thread_notices`: when the away notice was last sent to each side, at most one per 15 minutes.
 */
const SERVICE_TYPES_BEFORE = `'user_avatar', 'brand_logo', 'vendor_services_avatar', 'phr', 'smo_service'`;
const SERVICE_TYPES_WITH_THREADS = `${SERVICE_TYPES_BEFORE}, 'thread_attachment'`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('threads', (t) => {
    t.bigInteger('vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.bigIncrements('id', { primaryKey: false });
    t.text('subject_kind').notNullable();
    t.bigInteger('subject_id').notNullable();
    t.bigInteger('user_id').notNullable();
    t.bigInteger('last_message_id').notNullable().defaultTo(0);
    t.timestamp('last_message_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['vendor_id', 'id']);
    t.unique(['vendor_id', 'subject_kind', 'subject_id']);
  });
  await knex.raw(`alter table threads add constraint threads_subject_kind_check check (subject_kind in ('booking', 'order'))`);
  // An owner's threads (their unread counts).
  await knex.raw('create index threads_user_index on threads (user_id)');
  // A subject's thread by id alone (the booking's detail page knows the booking, then checks its clinic).
  await knex.raw('create index threads_subject_index on threads (subject_kind, subject_id)');

  await knex.schema.createTable('thread_messages', (t) => {
    t.bigInteger('vendor_id').notNullable();
    t.bigIncrements('id', { primaryKey: false });
    t.bigInteger('thread_id').notNullable();
    t.text('sender_kind').notNullable();
    t.bigInteger('sender_id').notNullable();
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['vendor_id', 'id']);
    t.foreign(['vendor_id', 'thread_id']).references(['vendor_id', 'id']).inTable('threads').onDelete('CASCADE');
    t.index(['vendor_id', 'thread_id', 'id']);
  });
  await knex.raw(`alter table thread_messages add constraint thread_messages_sender_kind_check check (sender_kind in ('user', 'vendor'))`);
  await knex.raw('alter table thread_messages add constraint thread_messages_body_length_check check (char_length(body) <= 4000)');

  await knex.schema.createTable('thread_message_files', (t) => {
    t.bigInteger('vendor_id').notNullable();
    t.bigInteger('message_id').notNullable();
    t.bigInteger('file_id').notNullable().references('id').inTable('files').onDelete('CASCADE');
    t.primary(['vendor_id', 'message_id', 'file_id']);
    t.foreign(['vendor_id', 'message_id']).references(['vendor_id', 'id']).inTable('thread_messages').onDelete('CASCADE');
    // A file is attached once.
    t.unique(['file_id']);
  });

  await knex.schema.createTable('thread_reads', (t) => {
    t.bigInteger('vendor_id').notNullable();
    t.bigInteger('thread_id').notNullable();
    t.text('reader_kind').notNullable();
    t.bigInteger('reader_id').notNullable();
    t.bigInteger('delivered_id').notNullable().defaultTo(0);
    t.bigInteger('read_id').notNullable().defaultTo(0);
    t.timestamp('read_at', { useTz: true }).nullable();
    t.primary(['vendor_id', 'thread_id', 'reader_kind', 'reader_id']);
    t.foreign(['vendor_id', 'thread_id']).references(['vendor_id', 'id']).inTable('threads').onDelete('CASCADE');
  });
  await knex.raw(`alter table thread_reads add constraint thread_reads_reader_kind_check check (reader_kind in ('user', 'vendor'))`);

  await knex.schema.createTable('thread_notices', (t) => {
    t.bigInteger('vendor_id').notNullable();
    t.bigInteger('thread_id').notNullable();
    // The side told: 'user' (the owner) or 'vendor' (the clinic).
    t.text('side').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.primary(['vendor_id', 'thread_id', 'side']);
    t.foreign(['vendor_id', 'thread_id']).references(['vendor_id', 'id']).inTable('threads').onDelete('CASCADE');
  });

  // Photos, short videos and PDFs attached to a message: a file kind of their own.
  await knex.raw('alter table files drop constraint files_service_type_valid');
  await knex.raw(`alter table files add constraint files_service_type_valid check (service_type in (${SERVICE_TYPES_WITH_THREADS}))`);

  // How long after the appointment the thread stays open for follow-up (then read-only).
  await knex.schema.alterTable('vendor_listings', (t) => {
    t.integer('follow_up_hours').notNullable().defaultTo(48);
  });
  await knex.raw('alter table vendor_listings add constraint vendor_listings_follow_up_hours_check check (follow_up_hours between 0 and 720)');
}

export async function down(knex: Knex): Promise<void> {
  await knex('files').where('service_type', 'thread_attachment').delete();
  await knex.raw('alter table files drop constraint files_service_type_valid');
  await knex.raw(`alter table files add constraint files_service_type_valid check (service_type in (${SERVICE_TYPES_BEFORE}))`);
  await knex.raw('alter table vendor_listings drop constraint if exists vendor_listings_follow_up_hours_check');
  await knex.schema.alterTable('vendor_listings', (t) => t.dropColumn('follow_up_hours'));
  await knex.schema.dropTable('thread_notices');
  await knex.schema.dropTable('thread_reads');
  await knex.schema.dropTable('thread_message_files');
  await knex.schema.dropTable('thread_messages');
  await knex.schema.dropTable('threads');
}
