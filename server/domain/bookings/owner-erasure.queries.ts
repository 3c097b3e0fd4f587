import type { Conn } from '../../db/knex.ts';

/**
 * An erased owner's bookings stay for the clinic's accounts (time, listing, type, price, payment) with the person
 * replaced by "Deleted owner" in the frozen snapshot: no phone, no pet, no reason for the visit.
 */
export async function anonymiseBookingsOf(db: Conn, userId: number): Promise<number> {
  return db('bookings').where({ user_id: userId }).update({
    details: db.raw(
      `details || jsonb_build_object('user', jsonb_build_object('id', user_id, 'first_name', 'Deleted', 'last_name', 'owner', 'phone', null),
        'pet', null, 'info', '{}'::jsonb)`,
    ),
  });
}
