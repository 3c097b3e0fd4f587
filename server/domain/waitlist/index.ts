import type { Conn } from '../../db/knex.ts';
import { listingsChanged } from '../../db/cache-versions.ts';
import { voidHoldsOfEntries } from '../availability/index.ts';
import { leaveAllEntriesOf } from './waitlist-entries.queries.ts';

/**
 * What other areas may use of the waitlist: an owner deleting their account leaves every line at once, and the
 * times held for them go back (in the caller's transaction).
 */
export async function leaveAllWaitlistsOf(tx: Conn, userId: number, now: Date): Promise<void> {
  const ended = await leaveAllEntriesOf(tx, userId, now);
  const byVendor = new Map<number, number[]>();
  for (const e of ended) byVendor.set(Number(e.vendor_id), [...(byVendor.get(Number(e.vendor_id)) ?? []), Number(e.id)]);
  for (const [vendorId, ids] of byVendor) {
    const listings = await voidHoldsOfEntries(tx, vendorId, ids, now);
    if (listings.length) await listingsChanged(tx, vendorId, listings);
  }
}
