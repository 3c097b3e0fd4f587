import type { Knex } from 'knex';

/** Staff accounts of a vendor: one root admin who signed up, plus sub-users it creates. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('vendor_logins', (t) => {
    t.bigIncrements('id');
    t.bigInteger('vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('email').notNullable().unique();
    t.text('phone').nullable();
    t.text('pic').nullable();
    t.text('password_hash').notNullable();
    t.text('subrole').notNullable().defaultTo('user');
    t.timestamp('password_changed_at', { useTz: true }).nullable();
    t.timestamps(true, true);
    t.index(['vendor_id'], 'vendor_logins_vendor_id_index');
    t.check('email = lower(email)', [], 'vendor_logins_email_lowercase');
    t.check(`subrole in ('root_admin', 'user')`, [], 'vendor_logins_subrole_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('vendor_logins');
}
