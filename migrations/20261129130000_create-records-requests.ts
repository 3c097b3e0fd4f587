import type { Knex } from 'knex';

/**
 * Medical Records Assistance: an owner asks Petcare to collect a pet's records from previous vets.
 *
 * `records_requests` is the owner's signed release (the exact text they ticked, their typed name, when and from
 * which address) and, when vets beyond the free four were asked for, the payment that paid for them.
 * `records_request_vets` is one clinic asked: its contact, whether it was a paid line, and its upload link. The
 * link's token is never stored: only its SHA-256 (`token_hash`, unique, the lookup by secret) and the random
 * nonce the server derives it from with its secret (so a reminder can repeat the same link; the database alone
 * cannot). Both tables are owner-side (`user_id` in every key, docs/architecture.md "Ready to shard"); the
 * token lookup is global, which under Citus would become a small reference table of hashes.
 *
 * A vet line moves `awaiting_payment` (a paid request whose charge has not settled) -> `sent` -> `received` or
 * `expired`; `canceled` when the payment failed. The free allowance (4 lines per owner, for life) counts every
 * unpaid line not canceled, under a lock on the owner's row (the service), so two requests cannot both take
 * the last free line.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('records_requests', (t) => {
    t.bigIncrements('id', { primaryKey: false });
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('pet_id').notNullable().references('id').inTable('pets').onDelete('CASCADE');
    t.text('signer_name').notNullable();
    t.text('release_text').notNullable();
    t.text('release_version').notNullable();
    t.timestamp('signed_at', { useTz: true }).notNullable();
    t.text('signer_ip').nullable();
    t.bigInteger('payment_id').nullable().references('id').inTable('payments');
    t.integer('paid_vets').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'id']);
    t.unique(['id']);
  });
  await knex.schema.createTable('records_request_vets', (t) => {
    t.bigIncrements('id', { primaryKey: false });
    t.bigInteger('user_id').notNullable();
    t.bigInteger('request_id').notNullable();
    t.foreign(['user_id', 'request_id']).references(['user_id', 'id']).inTable('records_requests').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.text('clinic_name').notNullable();
    t.text('email').notNullable();
    t.text('phone').notNullable();
    t.boolean('charged').notNullable().defaultTo(false);
    t.text('status').notNullable();
    t.text('token_nonce').notNullable();
    t.text('token_hash').notNullable().unique();
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.timestamp('expires_at', { useTz: true }).nullable();
    t.integer('reminders_sent').notNullable().defaultTo(0);
    t.timestamp('received_at', { useTz: true }).nullable();
    t.timestamp('expired_at', { useTz: true }).nullable();
    t.bigInteger('health_record_id').nullable();
    t.bigInteger('refund_id').nullable();
    t.primary(['user_id', 'id']);
    t.unique(['user_id', 'request_id', 'position']);
  });
  await knex.raw(`alter table records_request_vets add constraint records_request_vets_status_check
    check (status in ('awaiting_payment', 'sent', 'received', 'expired', 'canceled'))`);
  // The sweep reads the links still waiting for an answer.
  await knex.raw(`create index records_request_vets_sent_index on records_request_vets (sent_at) where status = 'sent'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('records_request_vets');
  await knex.schema.dropTable('records_requests');
}
