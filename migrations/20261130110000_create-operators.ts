import type { Knex } from 'knex';

/**
 * The marketplace's operators (`server/domain/ops/`): their own accounts, apart from owners (`users`) and clinic
 * logins (`vendor_logins`), created by `npm run ops:create-operator`. Sign-in is a password (bcrypt) and then a
 * second factor: a TOTP code from the operator's authenticator or one of their recovery codes.
 *
 * - `totp_secret` is the shared secret (Base32) the authenticator holds; `totp_confirmed_at` is set by the first
 *   code that verifies: until then two-factor is not set up and the operator cannot act (only enrol).
 * - `totp_last_step` is the last TOTP time step accepted, so one code signs in once (no replay within its window).
 * - Recovery codes are stored as SHA-256 hashes (each is 50 random bits, far beyond guessing under the sign-in
 *   limit) and spent once (`used_at`).
 * Reference data in a sharded future (a handful of rows, looked up by email).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('operators', (t) => {
    t.bigIncrements('id');
    t.text('email').notNullable();
    t.text('name').notNullable();
    t.text('password_hash').notNullable();
    t.text('totp_secret').notNullable();
    t.timestamp('totp_confirmed_at', { useTz: true }).nullable();
    t.bigInteger('totp_last_step').nullable();
    t.timestamp('disabled_at', { useTz: true }).nullable();
    t.timestamps(true, true);
    t.check('email = lower(email)', [], 'operators_email_lowercase');
  });
  await knex.raw('create unique index operators_email_unique on operators (email)');
  await knex.schema.createTable('operator_recovery_codes', (t) => {
    t.bigIncrements('id');
    t.bigInteger('operator_id').notNullable().references('id').inTable('operators').onDelete('CASCADE');
    t.text('code_hash').notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['operator_id', 'code_hash'], { indexName: 'operator_recovery_codes_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('operator_recovery_codes');
  await knex.schema.dropTable('operators');
}
