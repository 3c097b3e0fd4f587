import type { Knex } from 'knex';

/**
 * What an owner is told in their dashboard (a vet filed a consultation note, a report): one row per notice, read
 * or not. Owner-side (ARCHITECTURE section 10): `user_id` is NOT NULL and leads the primary key; the booking it is
 * about is named without a foreign key (bookings are clinic-side), the service checks it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('owner_notices', (t) => {
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigIncrements('id', { primaryKey: false });
    // 'consultation_note' (a vet's note or report on an appointment); the service owns the vocabulary.
    t.text('kind').notNullable();
    t.text('text').notNullable();
    t.text('link').notNullable();
    t.bigInteger('booking_id').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('read_at', { useTz: true }).nullable();
    t.primary(['user_id', 'id']);
  });
  // The dashboard reads an owner's unread notices, newest first.
  await knex.raw('create index owner_notices_unread_index on owner_notices (user_id, created_at desc) where read_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('owner_notices');
}
