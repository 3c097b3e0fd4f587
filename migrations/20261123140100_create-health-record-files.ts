import type { Knex } from 'knex';

/**
 * Files kept with a health record (documents: lab results, imaging...). A file belongs to at most one
 * record (the primary key on file_id), so removing it from one record can delete the stored object
 * without leaving another record pointing at nothing. Deleting a record takes its rows here with it;
 * the service deletes the files rows and stored objects it no longer needs.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('health_record_files', (t) => {
    t.bigInteger('file_id').primary().references('id').inTable('files').onDelete('CASCADE');
    t.bigInteger('health_record_id').notNullable().references('id').inTable('health_records').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['health_record_id'], 'health_record_files_record_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('health_record_files');
}
