import type { Knex } from 'knex';

/**
 * An activity entry's sentence said in the reader's language: `phrase` keeps which sentence it is and its raw
 * values (the customer's name, the consultation type, the slot's instant and zone, amounts in cents, the gateway,
 * ...), and the Activity tab says it through the catalogue when it is read. `summary` stays the English sentence
 * written with it (the data export's, and older readers'); older rows have no phrase and show their summary.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendor_audit_events', (t) => {
    t.jsonb('phrase').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('vendor_audit_events', (t) => {
    t.dropColumn('phrase');
  });
}
