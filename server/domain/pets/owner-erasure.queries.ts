import type { Conn } from '../../db/knex.ts';

/** An erased owner's pets go (their bookings keep the booking and lose the pet: bookings.pet_id is set null). */
export async function erasePetsOf(db: Conn, userId: number): Promise<number> {
  return db('pets').where({ user_id: userId }).delete();
}
