import type { Knex } from 'knex';

/**
 * A payment is paid by an owner (`user_id`) or by a clinic (`payer_vendor_id`: a clinic paying for a
 * Peer-to-Peer Consult with its own card), never both and never neither. `vendor_id` stays the practice paid.
 * Every existing row names its owner, so the check holds on the rows there are.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.bigInteger('payer_vendor_id').nullable().references('id').inTable('vendors').onDelete('RESTRICT');
    t.index(['payer_vendor_id', 'created_at'], 'payments_payer_vendor_id_created_at_index');
  });
  await knex.raw('alter table payments alter column user_id drop not null');
  await knex.raw('alter table payments add constraint payments_one_payer check (num_nonnulls(user_id, payer_vendor_id) = 1)');
}

export async function down(knex: Knex): Promise<void> {
  await knex('payments').whereNotNull('payer_vendor_id').delete();
  await knex.raw('alter table payments drop constraint payments_one_payer');
  await knex.raw('alter table payments alter column user_id set not null');
  await knex.schema.alterTable('payments', (t) => {
    t.dropIndex(['payer_vendor_id', 'created_at'], 'payments_payer_vendor_id_created_at_index');
    t.dropColumn('payer_vendor_id');
  });
}
