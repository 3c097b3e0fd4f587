import type { Knex } from 'knex';

/**
 * A number that moves at the commit of any change to an account (owners in `users`, vendor logins in
 * `vendor_logins`): a password change, a new name, a removed team member. Each process keeps the accounts its
 * requests name under it for a short while (`server/domain/accounts/authentication.ts`), so a signed-in request
 * need not read its account every time, and a change made by any process is seen within a second.
 * A sequence with deferred triggers, as `availability_version` (migration 20261126120000).
 */
// One statement per call: the embedded database runs each as a prepared statement.
const UP = [
  `create sequence accounts_version`,
  `create function bump_accounts_version() returns trigger
    language plpgsql as $$
    begin
      perform nextval('accounts_version');
      return null;
    end;
    $$`,
  `create constraint trigger users_accounts_version after insert or update or delete on users
    deferrable initially deferred for each row execute function bump_accounts_version()`,
  `create constraint trigger vendor_logins_accounts_version after insert or update or delete on vendor_logins
    deferrable initially deferred for each row execute function bump_accounts_version()`,
  `create trigger users_truncate_accounts_version after truncate on users
    for each statement execute function bump_accounts_version()`,
  `create trigger vendor_logins_truncate_accounts_version after truncate on vendor_logins
    for each statement execute function bump_accounts_version()`,
];

const DOWN = [
  `drop trigger vendor_logins_truncate_accounts_version on vendor_logins`,
  `drop trigger users_truncate_accounts_version on users`,
  `drop trigger vendor_logins_accounts_version on vendor_logins`,
  `drop trigger users_accounts_version on users`,
  `drop function bump_accounts_version()`,
  `drop sequence accounts_version`,
];

export async function up(knex: Knex): Promise<void> {
  for (const sql of UP) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const sql of DOWN) await knex.raw(sql);
}
