import type { Knex } from 'knex';

/**
 * Share links of a pet's record, replacing the spec's page that read guessable pet and user ids. The
 * link's URL carries `public_id` and an HMAC of it (server/domain/health-records/share-link-token.ts),
 * so a row alone does not make a working link and a guessed or altered one fails before any lookup
 * matters. A link works until it expires (optional) or its owner revokes it; revoked rows are kept,
 * so a revoked link keeps answering 'Invalid link' rather than ever meaning something else.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pet_share_links', (t) => {
    t.bigIncrements('id');
    t.text('public_id').notNullable().unique();
    t.bigInteger('pet_id').notNullable().references('id').inTable('pets').onDelete('CASCADE');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).nullable();
    t.timestamp('revoked_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['pet_id', 'created_at'], 'pet_share_links_pet_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('pet_share_links');
}
