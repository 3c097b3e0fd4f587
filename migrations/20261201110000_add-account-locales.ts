import type { Knex } from 'knex';

/**
 * Each owner's and each clinic login's language (contracts/locale.ts): the language their pages open in once
 * they sign in, and the one their emails and SMS are written in, whoever sends them (an English-speaking
 * clinic's notice to a Spanish-speaking owner goes out in Spanish). Null until the person chooses or signs up:
 * then the request's own language is used, and English for what is sent. A CHECK keeps the column to the
 * languages the catalogues have. The accounts' version triggers see the update, so a signed-in viewer
 * reads the new language on the next request.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['users', 'vendor_logins']) {
    await knex.schema.alterTable(table, (t) => {
      t.string('locale', 8).nullable();
    });
    await knex.raw(`alter table ?? add constraint ?? check (locale in ('en', 'es'))`, [table, `${table}_locale_known`]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['users', 'vendor_logins']) {
    await knex.raw('alter table ?? drop constraint ??', [table, `${table}_locale_known`]);
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('locale');
    });
  }
}
