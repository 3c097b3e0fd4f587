import type { Knex } from 'knex';

/**
 * The name the person's file had when they chose it, so a message about an
 * upload can name it as they know it (keys carry only a sanitized form).
 * Nullable: rows signed before this column existed have no name.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (t) => {
    t.text('name').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (t) => {
    t.dropColumn('name');
  });
}
