import type { Knex } from 'knex';

/**
 * A number that moves at the commit of any change to `owner_notices`, as `accounts_version` does for accounts
 * (migration 20261126120100): the owner's appointment list, which each web process keeps for a while, shows the
 * unread notices, so a note filed through any process must show in the owner's next page.
 */
// One statement per call: the embedded database runs each as a prepared statement.
const UP = [
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

const DOWN = [
  `drop trigger owner_notices_truncate_notices_version on owner_notices`,
  `drop trigger owner_notices_notices_version on owner_notices`,
  `drop function bump_notices_version()`,
  `drop sequence notices_version`,
];

export async function up(knex: Knex): Promise<void> {
  for (const sql of UP) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const sql of DOWN) await knex.raw(sql);
}
