import type { Knex } from 'knex';

/**
 * Shelter partners. A shelter is an owner account (`users`) the operator approved from a shelter inquiry
 * (`npm run shelters:approve -- <inquiryId>`): the animals in its care are ordinary pets owned by that account,
 * so their records, files and vaccinations are the health-records area's without a second model. One account is
 * one shelter (`user_id` unique), and one inquiry makes at most one shelter.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shelters', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().unique().references('id').inTable('users').onDelete('CASCADE');
    t.text('name').notNullable();
    t.bigInteger('inquiry_id').nullable().unique().references('id').inTable('shelter_inquiries').onDelete('SET NULL');
    t.timestamp('approved_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shelters');
}
