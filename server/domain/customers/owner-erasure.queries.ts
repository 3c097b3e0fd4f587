import type { Conn } from '../../db/knex.ts';

/** An erased owner is nobody's customer any more (their past bookings still show, as "Deleted owner"). */
export async function forgetCustomerEverywhere(db: Conn, userId: number): Promise<number> {
  return db('vendor_customers').where({ user_id: userId }).delete();
}
