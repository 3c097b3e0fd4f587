import type { Knex } from 'knex';

/**
 * An order's timeline, shown to the clinic and the owner alike: the vet's questions ('question', which pauses
 * the clock), the owner's answers ('answer', text and files) and the status changes ('status'). Rows are only
 * added. Clinic-side (the order's vendor), so `vendor_id` is part of the key; the author is kept as a name as
 * well as an id (a login may be deleted later).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_events', (t) => {
    t.bigIncrements('id', { primaryKey: false });
    t.bigInteger('vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.bigInteger('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('author_kind').notNullable();
    t.text('author_name').notNullable();
    t.text('status').nullable();
    t.text('text').notNullable().defaultTo('');
    t.jsonb('files').notNullable().defaultTo('[]');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['vendor_id', 'id']);
    t.index(['vendor_id', 'order_id', 'id'], 'order_events_order_index');
    t.check(`kind in ('question', 'answer', 'status')`, [], 'order_events_kind_valid');
    t.check(`author_kind in ('clinic', 'owner', 'system')`, [], 'order_events_author_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_events');
}
