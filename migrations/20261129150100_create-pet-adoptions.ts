import type { Knex } from 'knex';

/**
 * A shelter adopting one of its pets out to an adopter's email. The invite's token is stored only as a
 * SHA-256 hash, works once (`accepted_at`) and until `expires_at`. Accepting moves the pet and its whole record to
 * the adopter in one transaction; the row then says who adopted and when, which bounds the shelter's read-only
 * view (30 days from `accepted_at`, checked in the service with the clock passed in) and lists the adopters a
 * shelter may send announcements to, unless they opted out (`updates_opted_out_at`).
 *
 * At most one open invite per pet (partial unique index): a second adoption of the same animal must wait for the
 * first to be accepted, canceled or to expire (the service cancels expired ones before inviting again).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pet_adoptions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('shelter_id').notNullable().references('id').inTable('shelters').onDelete('CASCADE');
    t.bigInteger('pet_id').notNullable().references('id').inTable('pets').onDelete('CASCADE');
    t.text('adopter_email').notNullable();
    t.text('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('accepted_at', { useTz: true }).nullable();
    t.bigInteger('adopter_user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('canceled_at', { useTz: true }).nullable();
    t.timestamp('updates_opted_out_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['shelter_id', 'created_at'], 'pet_adoptions_shelter_index');
    t.index(['adopter_user_id'], 'pet_adoptions_adopter_index');
    t.check('adopter_email = lower(adopter_email)', [], 'pet_adoptions_email_lowercase');
    t.check('(accepted_at is null) = (adopter_user_id is null)', [], 'pet_adoptions_accepted_by_someone');
    t.check('accepted_at is null or canceled_at is null', [], 'pet_adoptions_accepted_or_canceled');
  });
  await knex.raw(
    'create unique index pet_adoptions_one_open_per_pet on pet_adoptions (pet_id) where accepted_at is null and canceled_at is null',
  );
  await knex.schema.createTable('shelter_announcements', (t) => {
    t.bigIncrements('id');
    t.bigInteger('shelter_id').notNullable().references('id').inTable('shelters').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('subject').notNullable();
    t.text('body').notNullable();
    t.integer('recipients').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['shelter_id', 'created_at'], 'shelter_announcements_shelter_index');
    t.check(`kind in ('announcement', 'care_reminder')`, [], 'shelter_announcements_kind_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shelter_announcements');
  await knex.schema.dropTable('pet_adoptions');
}
