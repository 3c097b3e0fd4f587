import type { Knex } from 'knex';

/**
 * The intake questions a clinic asks before a visit on this listing (contracts/intake.ts: each names the
 * consultation types that ask it, when it shows and which answers are red flags). A list kept whole with its
 * listing, as the consultations are: it is read and saved whole, never queried inside. Bounded in the service
 * (30 questions, each label and option bounded), so the row stays small.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendor_listings', (t) => {
    t.jsonb('intake_questions').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendor_listings', (t) => {
    t.dropColumn('intake_questions');
  });
}
