import type { Conn } from '../../db/knex.ts';
import { prepared } from '../../db/prepared.ts';
import type { AlongsideWrite } from '../../db/cache-versions.ts';

/** A hold's states (migration 20261130100000). */
export type HoldStatus = 'open' | 'booked' | 'declined' | 'expired' | 'void';

export interface SlotHoldRow {
  vendor_id: number;
  id: number;
  vendor_listing_id: number;
  consultation_type: string;
  slot: Date;
  duration: number;
  user_id: number;
  entry_id: number;
  status: HoldStatus;
  expires_at: Date;
  ended_at: Date | null;
  booking_id: number | null;
  notified_at: Date | null;
  created_at: Date;
}

const HOLD_COLUMNS = [
  'vendor_id', 'id', 'vendor_listing_id', 'consultation_type', 'slot', 'duration', 'user_id', 'entry_id', 'status', 'expires_at',
  'ended_at', 'booking_id', 'notified_at', 'created_at',
];

/** Open holds of the listings whose span meets [from, to) and that have not run out at `now`. */
export function openHoldsBetween(db: Conn, listingIds: readonly number[], from: Date, to: Date, now: Date): Promise<Array<{
  vendor_listing_id: number; slot: Date; duration: number; user_id: number;
}>> {
  return prepared(db('slot_holds').select('vendor_listing_id', 'slot', 'duration', 'user_id')
    .whereIn('vendor_listing_id', listingIds as number[])
    .where('status', 'open').where('expires_at', '>', now)
    .whereRaw(`booking_span(slot, duration) && tstzrange(?, ?, '[)')`, [from.toISOString(), to.toISOString()]));
}

/** An open hold, not run out at `now`, overlapping [slot, slot + duration) on the listing and kept for someone else. */
export function holdForOther(db: Conn, listingId: number, slot: Date, duration: number, userId: number | null, now: Date): Promise<{ id: number; user_id: number } | undefined> {
  const q = db('slot_holds').select('id', 'user_id')
    .where({ vendor_listing_id: listingId, status: 'open' }).where('expires_at', '>', now)
    .whereRaw(`booking_span(slot, duration) && booking_span(?::timestamptz, ?::integer)`, [slot, duration]);
  if (userId !== null) q.whereNot('user_id', userId);
  return prepared(q.first());
}

export async function insertHold(db: Conn, row: {
  vendor_id: number; vendor_listing_id: number; consultation_type: string; slot: Date; duration: number; user_id: number; entry_id: number; expires_at: Date;
}): Promise<SlotHoldRow> {
  const [inserted] = await db('slot_holds').insert(row).returning(HOLD_COLUMNS);
  return inserted as SlotHoldRow;
}

export function holdById(db: Conn, vendorId: number | null, id: number, options: { forUpdate?: boolean } = {}): Promise<SlotHoldRow | undefined> {
  const q = db('slot_holds').select(HOLD_COLUMNS).where({ id });
  if (vendorId !== null) q.where({ vendor_id: vendorId });
  return (options.forUpdate ? q.forUpdate() : q).first();
}

/** Ends an open hold; answers the row when this call ended it (none when it was no longer open). */
export async function endHold(db: Conn, vendorId: number, id: number, status: Exclude<HoldStatus, 'open'>, now: Date): Promise<SlotHoldRow | undefined> {
  const [row] = await db('slot_holds').where({ vendor_id: vendorId, id, status: 'open' })
    .update({ status, ended_at: now }, HOLD_COLUMNS);
  return row as SlotHoldRow | undefined;
}

/** Ends the open holds of these entries (left the line, the waitlist turned off); answers their listings. */
export async function voidHoldsOfEntries(db: Conn, vendorId: number, entryIds: readonly number[], now: Date): Promise<number[]> {
  if (!entryIds.length) return [];
  const rows = await db('slot_holds').where({ vendor_id: vendorId, status: 'open' }).whereIn('entry_id', entryIds as number[])
    .update({ status: 'void', ended_at: now }, ['vendor_listing_id']);
  return [...new Set(rows.map((r: { vendor_listing_id: number }) => Number(r.vendor_listing_id)))];
}

/** The open holds whose time ran out by `now` (the sweep's repair of an expiry job that did not run). */
export function overdueHolds(db: Conn, now: Date, limit = 500): Promise<Array<{ vendor_id: number; id: number; vendor_listing_id: number }>> {
  return db('slot_holds').select('vendor_id', 'id', 'vendor_listing_id').where('status', 'open').where('expires_at', '<=', now)
    .orderBy('expires_at', 'asc').limit(limit);
}

/**
 * Bookings just written (a booking paid, or an appointment moved onto a new time) end their owner's open hold of the
 * same listing and time as 'booked' (the offer was taken), whatever the hold's clock says: the booking holds the time
 * from now on. Made in the `writeBookings` statement that writes them (its `changed` rows).
 */
export function holdsBookedAlongside(now: Date): AlongsideWrite {
  return {
    sql: `update slot_holds h set status = 'booked', ended_at = ?, booking_id = c.id from changed c
      where h.vendor_id = c.vendor_id and h.vendor_listing_id = c.vendor_listing_id and h.user_id = c.user_id
      and h.status = 'open' and h.slot = c.slot`,
    bindings: [now],
  };
}

/** The holds (every state) of these entries, newest first. */
export function holdsOfEntries(db: Conn, vendorIds: readonly number[], entryIds: readonly number[]): Promise<SlotHoldRow[]> {
  if (!entryIds.length) return Promise.resolve([]);
  return db('slot_holds').select(HOLD_COLUMNS).whereIn('vendor_id', [...new Set(vendorIds.map(Number))]).whereIn('entry_id', entryIds as number[])
    .orderBy('created_at', 'desc').orderBy('id', 'desc');
}

/** Claims the notice of a hold (one statement): true when this call may send it. */
export async function claimHoldNotice(db: Conn, vendorId: number, id: number, now: Date): Promise<boolean> {
  const n = await db('slot_holds').where({ vendor_id: vendorId, id, status: 'open' }).whereNull('notified_at').update({ notified_at: now });
  return Number(n) > 0;
}

/** Holds of a listing not yet notified (a match whose notices did not all go out). */
export function unnotifiedHolds(db: Conn, vendorId: number, listingId: number, now: Date): Promise<SlotHoldRow[]> {
  return db('slot_holds').select(HOLD_COLUMNS).where({ vendor_id: vendorId, vendor_listing_id: listingId, status: 'open' })
    .whereNull('notified_at').where('expires_at', '>', now).orderBy('id', 'asc');
}

/** Whether a time of the listing is held for this owner at `now`. */
export async function hasOpenHold(db: Conn, userId: number, listingId: number, now: Date): Promise<boolean> {
  const rows = await db('slot_holds').select('id').where({ vendor_listing_id: listingId, user_id: userId, status: 'open' })
    .where('expires_at', '>', now).limit(1);
  return rows.length > 0;
}
