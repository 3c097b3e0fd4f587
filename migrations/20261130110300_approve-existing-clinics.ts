import type { Knex } from 'knex';

/** Clinics that signed up before approval existed stay live: approved as of their sign-up. The settings row starts off. */
export async function up(knex: Knex): Promise<void> {
  await knex('vendors').update({ approved_at: knex.ref('created_at') });
  await knex('marketplace_settings').insert({ id: 1, clinic_approval_required: false }).onConflict('id').ignore();
}

export async function down(): Promise<void> {
  // Nothing to undo: the schema migration's down drops the columns and the table.
}
