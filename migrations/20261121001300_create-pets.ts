import type { Knex } from 'knex';

/** An owner's pets. Deleting a pet sets status 0 so bookings and records that name it stay readable. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pets', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('name').notNullable();
    t.integer('type').notNullable().references('code').inTable('pet_types').onDelete('RESTRICT');
    t.text('breed').nullable();
    t.text('notes').nullable();
    t.text('phr_id').nullable(); // id in the external wellness app's records, when linked
    t.smallint('status').notNullable().defaultTo(1); // 1 active, 0 deleted
    t.jsonb('details').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.timestamps(true, true);
    t.index(['user_id'], 'pets_user_id_index');
    t.check('status in (0, 1)', [], 'pets_status_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('pets');
}
