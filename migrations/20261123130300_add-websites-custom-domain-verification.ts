import type { Knex } from 'knex';

/**
 * Custom domains are verified before they are served: a clinic must prove it controls a domain by a
 * DNS TXT record holding its token, or any clinic could claim another's domain. Until then the domain
 * is pending and not served. So a pending claim may not block the real owner, uniqueness now holds
 * among verified domains only (a partial unique index); several clinics may have the same domain
 * pending, and the first to verify it has it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('websites', (t) => {
    t.text('custom_domain_token').nullable();
    t.timestamp('custom_domain_verified_at', { useTz: true }).nullable();
  });
  await knex.raw('alter table websites drop constraint websites_custom_domain_unique');
  await knex.raw(`create unique index websites_custom_domain_verified_unique on websites (custom_domain) where custom_domain_verified_at is not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index websites_custom_domain_verified_unique');
  await knex.raw('alter table websites add constraint websites_custom_domain_unique unique (custom_domain)');
  await knex.schema.alterTable('websites', (t) => {
    t.dropColumn('custom_domain_verified_at');
    t.dropColumn('custom_domain_token');
  });
}
