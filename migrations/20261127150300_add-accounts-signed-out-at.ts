import type { Knex } from 'knex';

/**
 * When a person last logged out everywhere: every session that began before it ends, as every session older
 * than `password_changed_at` does (the session stores when it began). Null until they first do.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['users', 'vendor_logins']) {
    await knex.schema.alterTable(table, (t) => {
      t.timestamp('signed_out_at', { useTz: true }).nullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['users', 'vendor_logins']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('signed_out_at');
    });
  }
}
