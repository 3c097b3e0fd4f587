import type { Knex } from 'knex';

const BEFORE = `'user_avatar', 'brand_logo', 'vendor_services_avatar', 'phr', 'smo_service', 'thread_attachment'`;

/** Files a clinic's vet attaches to a Peer-to-Peer Consult they order: a file kind of their own (uploaded by clinic logins). */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table files drop constraint files_service_type_valid');
  await knex.raw(`alter table files add constraint files_service_type_valid check (service_type in (${BEFORE}, 'peer_consult'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('files').where('service_type', 'peer_consult').delete();
  await knex.raw('alter table files drop constraint files_service_type_valid');
  await knex.raw(`alter table files add constraint files_service_type_valid check (service_type in (${BEFORE}))`);
}
