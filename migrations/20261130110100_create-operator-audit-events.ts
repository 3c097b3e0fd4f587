import type { Knex } from 'knex';

/**
 * The operators' audit log: every action an operator takes in the console (a sign-in, an approval, a refund, a
 * hidden review...), written in the transaction that makes the change, with who (the operator's id and email as
 * they were), what (`action`), on what (`target_kind`, `target_id`), details, when and from which address.
 * Append-only: nothing updates or deletes a row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('operator_audit_events', (t) => {
    t.bigIncrements('id');
    t.bigInteger('operator_id').notNullable().references('id').inTable('operators').onDelete('RESTRICT');
    t.text('operator_email').notNullable();
    t.text('action').notNullable();
    t.text('target_kind').nullable();
    t.text('target_id').nullable();
    t.jsonb('details').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.text('address').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at'], 'operator_audit_events_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('operator_audit_events');
}
