import type { Knex } from 'knex';

/**
 * Fills `bookings.consultation_type` and `bookings.pet_id` from each booking's snapshot: the type when it is one
 * the product knows (another stays null, as the CHECK requires), the pet when the snapshot names one by a numeric
 * id that still exists (the foreign key's rule). Rows are never changed otherwise.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    update bookings set consultation_type = details ->> 'type'
     where consultation_type is null and details ->> 'type' in ('clinic', 'video', 'phone', 'chat')`);
  await knex.raw(`
    update bookings b set pet_id = p.id
      from pets p
     where b.pet_id is null
       and (b.details -> 'pet' ->> 'id') ~ '^[0-9]{1,15}$'
       and p.id = (b.details -> 'pet' ->> 'id')::bigint`);
}

export async function down(): Promise<void> {
  // The values stay valid: the schema migration's down drops the columns.
}
