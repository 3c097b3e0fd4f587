import type { Knex } from 'knex';

/** Promo-code plans (e.g. WELCOME10). Users reference the plan they signed up with. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('plans', (t) => {
    t.bigIncrements('id');
    t.text('code').notNullable();
    t.text('description').notNullable().defaultTo(''); // HTML, sanitized by the app before storing
    t.jsonb('details').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.jsonb('offers').notNullable().defaultTo(knex.raw(`'{}'::jsonb`)); // e.g. {"percent_off":10}
    t.jsonb('product_ids').nullable(); // null = applies to every product
    t.timestamp('expires_at', { useTz: true }).nullable();
    t.integer('max_uses').nullable();
    t.integer('uses').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('uses >= 0', [], 'plans_uses_non_negative');
    t.check('max_uses is null or uses <= max_uses', [], 'plans_uses_within_max');
  });
  // The spec looks codes up case-insensitively; a unique index on lower(code) both serves that
  // lookup and makes 'welcome10' and 'WELCOME10' the same code.
  await knex.raw('create unique index plans_code_lower_unique on plans (lower(code))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('plans');
}
