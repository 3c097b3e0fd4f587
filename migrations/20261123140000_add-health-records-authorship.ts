import type { Knex } from 'knex';

/**
 * Who wrote a health record. An owner keeps their pets' records; a clinic may add one kind only, a
 * consultation note from an appointment, signed by the vet who wrote it. Such a note is the clinic's word:
 * the owner sees it but cannot change it, so authorship must be a fact of the row, not a key in details
 * that an owner's edit could rewrite. `vendor_id` set means "written by that clinic"; the login and the
 * appointment are kept while they exist (set null when deleted, the note stays with its clinic).
 * The database holds the rule that a clinic writes only consultation notes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('health_records', (t) => {
    t.bigInteger('vendor_id').nullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.bigInteger('vendor_login_id').nullable().references('id').inTable('vendor_logins').onDelete('SET NULL');
    t.bigInteger('booking_id').nullable().references('id').inTable('bookings').onDelete('SET NULL');
    t.check(`vendor_id is null or (category = 'history' and subcategory = 'consultations')`, [], 'health_records_clinic_writes_notes_only');
    t.check('booking_id is null or vendor_id is not null', [], 'health_records_booking_needs_clinic');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('health_records', (t) => {
    t.dropChecks(['health_records_clinic_writes_notes_only', 'health_records_booking_needs_clinic']);
    t.dropColumn('booking_id');
    t.dropColumn('vendor_login_id');
    t.dropColumn('vendor_id');
  });
}
