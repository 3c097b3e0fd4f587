import type { Knex } from 'knex';

/**
 * Each person's data, on request (issue 33): an owner's export (`owner_exports`, keyed by the owner) and a clinic's
 * (`clinic_exports`, keyed by the clinic), built on the job queue into a private ZIP in storage. `file_key` is set
 * when the ZIP is stored; `expires_at` is when its link stops working and the sweep removes the file. Two tables
 * rather than one with a kind: each carries its shard key (ARCHITECTURE section 10).
 */
export async function up(knex: Knex): Promise<void> {
  for (const [table, key] of [['owner_exports', 'user_id'], ['clinic_exports', 'vendor_id']] as const) {
    await knex.schema.createTable(table, (t) => {
      t.bigInteger(key).notNullable();
      t.bigIncrements('id', { primaryKey: false });
      // Who asked: the owner, or the clinic's root admin (a vendor login id).
      t.bigInteger('requested_by').notNullable();
      t.text('status').notNullable().defaultTo('queued');
      t.text('file_key').nullable();
      t.bigInteger('size_bytes').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('ready_at', { useTz: true }).nullable();
      t.timestamp('expires_at', { useTz: true }).nullable();
      t.primary([key, 'id']);
      t.index([key, 'created_at']);
    });
    await knex.raw(`alter table ${table} add constraint ${table}_status_check check (status in ('queued', 'ready', 'failed', 'expired'))`);
    await knex.raw(`create index ${table}_expiring_index on ${table} (expires_at) where status = 'ready'`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('clinic_exports');
  await knex.schema.dropTableIfExists('owner_exports');
}
