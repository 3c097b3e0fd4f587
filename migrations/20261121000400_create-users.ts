import type { Knex } from 'knex';

/** Pet owners (role 'user'). Vendor staff live in vendor_logins, a separate account space. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.bigIncrements('id');
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('email').notNullable().unique();
    t.text('phone').nullable();
    t.timestamp('phone_verified_at', { useTz: true }).nullable();
    // Always set: a customer a vendor registers at the desk gets a random, unusable hash and sets a
    // password through reset, so login code never meets a null.
    t.text('password_hash').notNullable();
    t.text('pic').nullable();
    t.text('role').notNullable().defaultTo('user');
    t.bigInteger('signup_plan').nullable().references('id').inTable('plans').onDelete('SET NULL');
    t.text('promocode').nullable();
    t.jsonb('source').notNullable().defaultTo(knex.raw(`'{}'::jsonb`)); // medium, browser, os, vendor_id
    t.timestamp('password_changed_at', { useTz: true }).nullable();
    t.timestamps(true, true);
    // Emails are compared by equality everywhere; storing them lowercased keeps the unique index honest.
    t.check('email = lower(email)', [], 'users_email_lowercase');
    t.check(`role in ('user')`, [], 'users_role_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
