import type { Knex } from 'knex';

/**
 * Verified reviews (`server/domain/reviews/`): one per appointment, written by its owner after it took place.
 * Clinic-side: `vendor_id` leads the primary and unique keys (to be distributed by it); the booking, listing and
 * owner are checked by the service (no foreign key crosses to the owner-side users table). The practice's reply
 * and report, and the marketplace's hiding, are columns of the review. Text is plain and bounded here as in the
 * contract (`contracts/reviews.ts`).
 *
 * The listing's published rating is kept on the listing (`review_count`, `rating_average`), written by the review
 * service in the review's own transaction, so the vet list reads and sorts by it with no join.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reviews', (t) => {
    t.bigInteger('vendor_id').notNullable();
    t.bigIncrements('id', { primaryKey: false });
    t.bigInteger('booking_id').notNullable();
    t.bigInteger('listing_id').notNullable();
    t.bigInteger('user_id').notNullable();
    t.smallint('rating').notNullable();
    t.text('text').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('reply').nullable();
    t.timestamp('replied_at', { useTz: true }).nullable();
    t.bigInteger('replied_by').nullable(); // vendor_logins.id
    t.timestamp('reported_at', { useTz: true }).nullable();
    t.bigInteger('reported_by').nullable(); // vendor_logins.id
    t.text('report_reason').nullable();
    t.timestamp('hidden_at', { useTz: true }).nullable();
    t.primary(['vendor_id', 'id'], { constraintName: 'reviews_pkey' });
    t.unique(['vendor_id', 'booking_id'], { indexName: 'reviews_one_per_booking' });
    t.index(['vendor_id', 'listing_id', 'created_at'], 'reviews_listing_index');
    t.check('rating between 1 and 5', [], 'reviews_rating_range');
    t.check('char_length(text) <= 2000', [], 'reviews_text_length');
    t.check('char_length(reply) <= 2000', [], 'reviews_reply_length');
    t.check('char_length(report_reason) <= 500', [], 'reviews_report_reason_length');
  });
  await knex.schema.alterTable('vendor_listings', (t) => {
    t.integer('review_count').notNullable().defaultTo(0);
    t.decimal('rating_average', 2, 1).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendor_listings', (t) => {
    t.dropColumn('rating_average');
    t.dropColumn('review_count');
  });
  await knex.schema.dropTable('reviews');
}
