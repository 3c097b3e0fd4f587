import type { Conn } from '../../db/knex.ts';
import { prepared } from '../../db/prepared.ts';
import { SLOT_HOLDING_STATUSES } from '../../../contracts/appointments.ts';

export interface LiveBookingRow {
  vendor_listing_id: number;
  slot: Date;
  duration: number;
}

/**
 * Bookings holding time (in progress, complete, or awaiting their payment) of the listings whose
 * span meets [from, to). The predicate is the exclusion constraint's own
 * (`booking_span(slot, duration) &&`, `status in (0, 1, 5)`), so its GiST index answers the lookup.
 */
export function liveBookingsBetween(db: Conn, listingIds: readonly number[], from: Date, to: Date): Promise<LiveBookingRow[]> {
  return prepared(db('bookings')
    .select('vendor_listing_id', 'slot', 'duration')
    .whereIn('vendor_listing_id', listingIds as number[])
    .whereIn('status', SLOT_HOLDING_STATUSES)
    .whereRaw(`booking_span(slot, duration) && tstzrange(?, ?, '[)')`, [from.toISOString(), to.toISOString()])
    .orderBy('slot', 'asc'));
}

export interface OverrideRow {
  vendor_listing_id: number;
  date: string;
  consultation_type: string | null;
  added: string[];
  removed: string[];
}

/** Overrides of the listings on local dates [fromDate, toDate], for one consultation type and the all-types rows. */
export function overridesBetween(
  db: Conn, listingIds: readonly number[], fromDate: string, toDate: string, type: string | null,
): Promise<OverrideRow[]> {
  const q = db('availability_overrides')
    .select('vendor_listing_id', db.raw(`to_char(date, 'YYYY-MM-DD') as date`), 'consultation_type', 'added', 'removed')
    .whereIn('vendor_listing_id', listingIds as number[])
    .whereBetween('date', [fromDate, toDate]);
  if (type) q.where((w) => w.where('consultation_type', type).orWhereNull('consultation_type'));
  return prepared(q.orderBy('date', 'asc'));
}

/** Writes the override of one listing, date and type (insert or replace). */
export async function upsertOverride(
  db: Conn, vendorId: number, listingId: number, date: string, type: string | null, added: string[], removed: string[],
): Promise<void> {
  await db('availability_overrides')
    .insert({
      vendor_id: vendorId, vendor_listing_id: listingId, date, consultation_type: type,
      added: JSON.stringify(added), removed: JSON.stringify(removed),
    })
    .onConflict(['vendor_listing_id', 'date', 'consultation_type'])
    .merge({ added: JSON.stringify(added), removed: JSON.stringify(removed), updated_at: db.fn.now() });
}

/** Removes the overrides of one listing and type on the given dates (back to the weekly rules). */
export function deleteOverrides(db: Conn, listingId: number, dates: readonly string[], type: string | null): Promise<number> {
  const q = db('availability_overrides').where({ vendor_listing_id: listingId }).whereIn('date', dates as string[]);
  return (type ? q.where('consultation_type', type) : q.whereNull('consultation_type')).delete();
}

/** Upcoming starts of one listing's bookings holding time (the spec's fetch_booked_slots). */
export function upcomingBookingSlots(db: Conn, listingId: number, from: Date): Promise<Array<{ slot: Date; duration: number }>> {
  return db('bookings')
    .select('slot', 'duration')
    .where({ vendor_listing_id: listingId })
    .whereIn('status', SLOT_HOLDING_STATUSES)
    .whereRaw(`booking_span(slot, duration) && tstzrange(?, null, '[)')`, [from.toISOString()])
    .orderBy('slot', 'asc')
    .limit(1000);
}
