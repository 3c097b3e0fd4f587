import type { Knex } from 'knex';

/**
 * Uploaded objects (S3 or local disk). A row is written 'pending' when the upload URL is signed and
 * flipped to 'uploaded' once the object exists; pending rows past a day can be swept.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('files', (t) => {
    t.bigIncrements('id');
    t.text('key').notNullable().unique(); // storage key, unguessable
    t.text('access').notNullable();
    t.text('service_type').notNullable();
    t.text('owner_type').notNullable();
    t.bigInteger('owner_id').notNullable(); // users.id or vendor_logins.id, by owner_type
    // Set when a vendor login uploaded it, so tenant-scoped queries need no join.
    t.bigInteger('vendor_id').nullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.text('content_type').notNullable();
    t.bigInteger('size_bytes').nullable();
    t.text('status').notNullable().defaultTo('pending');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['owner_type', 'owner_id'], 'files_owner_index');
    t.check(`access in ('public', 'private')`, [], 'files_access_valid');
    t.check(
      `service_type in ('user_avatar', 'brand_logo', 'vendor_services_avatar', 'phr', 'smo_service')`,
      [],
      'files_service_type_valid',
    );
    t.check(`owner_type in ('user', 'vendor_login')`, [], 'files_owner_type_valid');
    t.check(`status in ('pending', 'uploaded')`, [], 'files_status_valid');
    t.check('size_bytes is null or size_bytes >= 0', [], 'files_size_non_negative');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('files');
}
