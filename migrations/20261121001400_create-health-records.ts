import type { Knex } from 'knex';

/** Pet health records: free key/values per category and subcategory (e.g. history/immunizations). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('health_records', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('pet_id').notNullable().references('id').inTable('pets').onDelete('CASCADE');
    t.text('category').notNullable();
    t.text('subcategory').notNullable();
    t.jsonb('details').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.timestamps(true, true);
    // Both lists read newest first, by pet or by owner.
    t.index(['pet_id', 'created_at'], 'health_records_pet_id_created_at_index');
    t.index(['user_id', 'created_at'], 'health_records_user_id_created_at_index');
    t.check(`category in ('history', 'trackers', 'documents')`, [], 'health_records_category_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('health_records');
}
