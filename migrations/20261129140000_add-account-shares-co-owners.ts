import type { Knex } from 'knex';

/**
 * Co-owners: `account_shares` (created unused in 20261121001800) becomes the owner's invitations and grants.
 * A row shares one pet (`pet_id`) or all the owner's pets (`pet_id` null, pets added later included) with one
 * email, at one level:
 * - `view`: see the pets and their records;
 * - `manage`: also book and manage appointments and records;
 * - `full`: everything but sharing and deleting (edit the pet too).
 * The invitation link's token is stored as its SHA-256 only (`token_hash`), works until `token_expires_at`, and
 * once: accepting fills `shared_with_user_id` and `accepted_at` and clears the hash. Revoking sets `revoked_at`
 * and keeps the row for history. The jsonb `permissions` nothing ever wrote gives way to `level`.
 *
 * One live row per owner, email and scope (the partial unique index): a second invitation for the same pets is
 * refused by the database, whatever two requests race. Pet-scoped rows die with their pet row (pets are kept
 * as status 0, so in practice they stay and the access rule skips deleted pets).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('account_shares', (t) => {
    t.dropColumn('permissions');
    t.bigInteger('pet_id').nullable().references('id').inTable('pets').onDelete('CASCADE');
    t.text('level').notNullable().defaultTo('view');
    t.text('token_hash').nullable();
    t.timestamp('token_expires_at', { useTz: true }).nullable();
    t.timestamp('accepted_at', { useTz: true }).nullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`level in ('view', 'manage', 'full')`, [], 'account_shares_level_valid');
  });
  await knex.raw(`create unique index account_shares_token_hash_unique on account_shares (token_hash) where token_hash is not null`);
  await knex.raw(`create unique index account_shares_live_unique on account_shares (user_id, shared_with_email, coalesce(pet_id, 0)) where revoked_at is null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists account_shares_live_unique');
  await knex.raw('drop index if exists account_shares_token_hash_unique');
  await knex.schema.alterTable('account_shares', (t) => {
    t.dropChecks(['account_shares_level_valid']);
    t.dropColumns('pet_id', 'level', 'token_hash', 'token_expires_at', 'accepted_at', 'updated_at');
    t.jsonb('permissions').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
  });
}
