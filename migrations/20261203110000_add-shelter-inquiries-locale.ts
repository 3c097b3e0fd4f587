import type { Knex } from 'knex';

/**
 * The language a shelter enquiry was sent in (the form page's, contracts/locale.ts): the shelter has no account
 * yet, so this is the only language known for it. The operator's approval stores it as the new shelter account's
 * language and writes the welcome in it. Null for the enquiries sent before (English). A CHECK keeps it to the
 * languages the catalogues have, as users.locale.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shelter_inquiries', (t) => {
    t.string('locale', 8).nullable();
  });
  await knex.raw(`alter table shelter_inquiries add constraint shelter_inquiries_locale_known check (locale in ('en', 'es'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table shelter_inquiries drop constraint shelter_inquiries_locale_known');
  await knex.schema.alterTable('shelter_inquiries', (t) => {
    t.dropColumn('locale');
  });
}
