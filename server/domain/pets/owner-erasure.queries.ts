import type { Conn } from '../../db/knex.ts';

/**
 * An erased owner's pets go (their bookings keep the booking and lose the pet: bookings.pet_id is set null), with
 * every share of them and every share given to the owner by others.
 */
export async function erasePetsOf(db: Conn, userId: number): Promise<number> {
  await db('account_shares').where({ user_id: userId }).orWhere({ shared_with_user_id: userId }).delete();
  return db('pets').where({ user_id: userId }).delete();
}
