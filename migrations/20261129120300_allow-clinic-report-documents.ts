import type { Knex } from 'knex';

/**
 * A clinic may now file one more kind of record: the report of a service order it delivered (a second
 * opinion), as a document of type note with the report's PDF. Still never anything an owner writes, and
 * never tied to an appointment.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('health_records', (t) => {
    t.dropChecks(['health_records_clinic_writes_notes_only']);
    t.check(
      `vendor_id is null or (category = 'history' and subcategory = 'consultations') or (category = 'documents' and subcategory = 'notes' and booking_id is null)`,
      [], 'health_records_clinic_writes_notes_only',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('health_records', (t) => {
    t.dropChecks(['health_records_clinic_writes_notes_only']);
    t.check(`vendor_id is null or (category = 'history' and subcategory = 'consultations')`, [], 'health_records_clinic_writes_notes_only');
  });
}
