import type { Knex } from 'knex';

/**
 * Per-listing, per-date changes to the weekly schedule: slots opened (added) or closed (removed),
 * as ISO start instants. Written by the schedule-mode toggles and "copy week to the next N weeks".
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('availability_overrides', (t) => {
    t.bigIncrements('id');
    t.bigInteger('vendor_id').notNullable();
    t.bigInteger('vendor_listing_id').notNullable();
    t.date('date').notNullable(); // the calendar date in the listing's time zone
    t.text('consultation_type').nullable(); // null = applies to every consultation of the listing
    t.jsonb('added').notNullable().defaultTo(knex.raw(`'[]'::jsonb`));
    t.jsonb('removed').notNullable().defaultTo(knex.raw(`'[]'::jsonb`));
    t.timestamps(true, true);
    t.foreign(['vendor_listing_id', 'vendor_id'], 'availability_overrides_listing_fk')
      .references(['id', 'vendor_id'])
      .inTable('vendor_listings')
      .onDelete('CASCADE');
    t.check(`jsonb_typeof(added) = 'array' and jsonb_typeof(removed) = 'array'`, [], 'availability_overrides_arrays');
  });
  // NULLS NOT DISTINCT (PostgreSQL 15+) so the "all consultations" row (type null) is unique per date
  // too, and `onConflict([...]).merge()` upserts it like any other.
  await knex.raw(`
    alter table availability_overrides
      add constraint availability_overrides_listing_date_type_unique
      unique nulls not distinct (vendor_listing_id, date, consultation_type)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('availability_overrides');
}
