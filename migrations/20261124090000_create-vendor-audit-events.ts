import type { Knex } from 'knex';

/**
 * The clinic's activity log: security-relevant actions taken in its name (team changes, domain changes,
 * website edits, refunds), with who took them and from which address. Rows are only ever added; the
 * actor is kept as a name and email as well as an id, so an entry still reads right after the login
 * that made it is deleted (the id is then set null).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('vendor_audit_events', (t) => {
    t.bigIncrements('id');
    t.bigInteger('vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.bigInteger('actor_login_id').nullable().references('id').inTable('vendor_logins').onDelete('SET NULL');
    t.text('actor_name').notNullable();
    t.text('actor_email').notNullable();
    t.text('action').notNullable();
    t.jsonb('details').notNullable().defaultTo('{}');
    t.text('address').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The Activity tab reads a clinic's newest entries first, a page at a time by id.
    t.index(['vendor_id', 'id'], 'vendor_audit_events_vendor_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('vendor_audit_events');
}
