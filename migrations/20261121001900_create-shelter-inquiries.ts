import type { Knex } from 'knex';

/** Messages from the shelter-partnership contact form (stored, then emailed to the operator). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shelter_inquiries', (t) => {
    t.bigIncrements('id');
    t.text('name').notNullable();
    t.text('company').notNullable();
    t.text('email').notNullable();
    t.text('number').nullable(); // phone number, as typed
    t.text('comments').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shelter_inquiries');
}
