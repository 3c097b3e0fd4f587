import type { Knex } from 'knex';

/**
 * Two facts of the booking snapshot (`details`) that the database filters and groups on become columns: the
 * consultation type (the reports group by it) with a CHECK of the types the product knows, and the pet (the
 * health reminders find a pet's latest clinic by it, a sub-user's reach of a customer's pets is read from it) as
 * a foreign key that lets go when the pet is deleted. Both stay nullable: a row whose snapshot names no pet, or a
 * type the product does not know, has none. `holdBooking` writes them with the snapshot; the next migration fills
 * the rows before it. The index serves the pet's latest appointment and the foreign key's delete.
 * (The list below is the product's CONSULTATION_TYPES at this date; a new type adds a migration that widens it.)
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.text('consultation_type').nullable();
    t.bigInteger('pet_id').nullable().references('id').inTable('pets').onDelete('SET NULL');
    t.index(['pet_id', 'slot'], 'bookings_pet_id_slot_index');
  });
  await knex.raw(`alter table bookings add constraint bookings_consultation_type_check
                  check (consultation_type in ('clinic', 'video', 'phone', 'chat'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.dropIndex(['pet_id', 'slot'], 'bookings_pet_id_slot_index');
    t.dropColumn('pet_id');
    t.dropColumn('consultation_type');
  });
}
