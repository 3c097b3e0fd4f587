import type { Knex } from 'knex';

/**
 * A vendor's branded site (one per vendor), reached on <sub_domain>.<MAIN_DOMAIN> or its custom domain.
 * Host names are matched by equality on every request, so they are stored lowercased and unique.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('websites', (t) => {
    t.bigIncrements('id');
    t.bigInteger('vendor_id').notNullable().unique().references('id').inTable('vendors').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('logo').nullable();
    t.text('sub_domain').nullable().unique();
    t.text('custom_domain').nullable().unique();
    t.text('header_section').nullable(); // HTML, sanitized on save and on render
    t.text('body_section').nullable();
    t.timestamps(true, true);
    t.check('sub_domain = lower(sub_domain)', [], 'websites_sub_domain_lowercase');
    t.check('custom_domain = lower(custom_domain)', [], 'websites_custom_domain_lowercase');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('websites');
}
