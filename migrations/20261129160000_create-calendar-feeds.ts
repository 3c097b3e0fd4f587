import type { Knex } from 'knex';

/**
 * A clinic login's private calendar subscription (the ICS feed of its upcoming appointments): at most one per login,
 * replaced when regenerated, removed when revoked. Only the SHA-256 of the URL's token is stored, so a row alone
 * opens no calendar. The token names its clinic and login (`contracts/calendar-feed.ts`), so the lookup carries the
 * key the row is kept by: `vendor_id` leads the primary key (clinic-side, to be distributed by it). No foreign key to
 * vendor_logins: the feed reads the login back and answers nothing for one that is gone or moved.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calendar_feeds', (t) => {
    t.bigInteger('vendor_id').notNullable();
    t.bigInteger('login_id').notNullable();
    t.text('token_hash').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Written at most once an hour: enough to tell a subscribed calendar from a forgotten link.
    t.timestamp('last_used_at', { useTz: true }).nullable();
    t.primary(['vendor_id', 'login_id'], { constraintName: 'calendar_feeds_pkey' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('calendar_feeds');
}
