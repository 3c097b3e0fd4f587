import type { Knex } from 'knex';

/**
 * The global `notices_version` (migration 20261127120500) gives way to the owner's own version (migration
 * 20261128200000), which filing or reading a notice moves in its transaction: a note to one owner no longer ends
 * every owner's kept appointment list.
 */
// One statement per call: the embedded database runs each as a prepared statement.
const UP = [
  `drop trigger owner_notices_truncate_notices_version on owner_notices`,
  `drop trigger owner_notices_notices_version on owner_notices`,
  `drop function bump_notices_version()`,
  `drop sequence notices_version`,
];

const DOWN = [
  `create sequence notices_version`,
  `create function bump_notices_version() returns trigger
    language plpgsql as $$
    begin
      perform nextval('notices_version');
      return null;
    end;
    $$`,
  `create constraint trigger owner_notices_notices_version after insert or update or delete on owner_notices
    deferrable initially deferred for each row execute function bump_notices_version()`,
  `create trigger owner_notices_truncate_notices_version after truncate on owner_notices
    for each statement execute function bump_notices_version()`,
];

export async function up(knex: Knex): Promise<void> {
  for (const sql of UP) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const sql of DOWN) await knex.raw(sql);
}
