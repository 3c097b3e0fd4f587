import type { Knex } from 'knex';

/**
 * When an export's "ready" mail went out. A build stores the ZIP and marks the export ready in one transaction and
 * mails after it commits; a mail that fails then is sent by the job's next attempt, which finds the export ready and
 * unmailed (instead of skipping it as built). Exports already ready count as mailed.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['owner_exports', 'clinic_exports']) {
    await knex.raw(`alter table ${table} add column mailed_at timestamptz`);
    await knex.raw(`update ${table} set mailed_at = ready_at where status in ('ready', 'expired')`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['owner_exports', 'clinic_exports']) await knex.raw(`alter table ${table} drop column mailed_at`);
}
