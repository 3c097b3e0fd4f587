import type { Conn } from '../../db/knex.ts';
import { setUserTimeZone, usersByIds, type UserRow } from './accounts.queries.ts';

/*
 * Owners as other areas that book or bill them read them. Which owners a clinic may act for, and what it sees
 * of them, is the customers area's (customers/desk-customers.ts).
 */

/** An owner by id, for another area that books or bills them (undefined when there is none). */
export async function customerById(db: Conn, id: number): Promise<UserRow | undefined> {
  if (!Number.isInteger(id)) return undefined;
  const [customer] = await usersByIds(db, [id]);
  return customer;
}

/** Remembers the zone an owner's own browser reported, for their later emails. */
export function rememberOwnerZone(db: Conn, id: number, zone: string): Promise<void> {
  return setUserTimeZone(db, id, zone);
}
