import type { Knex } from 'knex';

/**
 * A service order placed by a clinic for one of its patients (the Peer-to-Peer Consult): the clinic
 * (`requester_vendor_id`) and its login who ordered it (`requester_login_id`) instead of an owner, so no
 * owner's query ever reaches it (`user_id` is null; exactly one of the two orderers is set). `vendor_id` stays
 * the practice that fulfils it (the panel). The report's PDF is kept on the order (`report_file_id`), not in a
 * pet's record, until the requesting clinic shares it (`shared_record_id`, the record it was filed as).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.bigInteger('requester_vendor_id').nullable().references('id').inTable('vendors').onDelete('RESTRICT');
    t.bigInteger('requester_login_id').nullable().references('id').inTable('vendor_logins').onDelete('RESTRICT');
    t.bigInteger('report_file_id').nullable().references('id').inTable('files').onDelete('RESTRICT');
    t.bigInteger('shared_record_id').nullable();
    // The requesting clinic's list: its orders, newest first.
    t.index(['requester_vendor_id', 'created_at'], 'orders_requester_vendor_id_created_at_index');
  });
  await knex.raw('alter table orders alter column user_id drop not null');
  await knex.raw('alter table orders add constraint orders_one_orderer check (num_nonnulls(user_id, requester_vendor_id) = 1)');
  await knex.raw('alter table orders add constraint orders_requester_login check ((requester_vendor_id is null) = (requester_login_id is null))');
}

export async function down(knex: Knex): Promise<void> {
  await knex('orders').whereNotNull('requester_vendor_id').delete();
  await knex.raw('alter table orders drop constraint orders_requester_login');
  await knex.raw('alter table orders drop constraint orders_one_orderer');
  await knex.raw('alter table orders alter column user_id set not null');
  await knex.schema.alterTable('orders', (t) => {
    t.dropIndex(['requester_vendor_id', 'created_at'], 'orders_requester_vendor_id_created_at_index');
    for (const c of ['shared_record_id', 'report_file_id', 'requester_login_id', 'requester_vendor_id']) t.dropColumn(c);
  });
}
