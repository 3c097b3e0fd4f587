import type { Locale } from '../../../contracts/locale.ts';
import type { Conn } from '../../db/knex.ts';
import type { ConsultationType } from '../../../contracts/consultations.ts';
import type { Weekday } from '../../../contracts/listings.ts';

export interface WaitlistEntryRow {
  vendor_id: number;
  id: number;
  vendor_listing_id: number;
  user_id: number;
  consultation_type: ConsultationType;
  days: Weekday[];
  windows: Array<{ from: string; to: string }>;
  before_booking_id: number | null;
  status: 'waiting' | 'left';
  created_at: Date;
  ended_at: Date | null;
}

const COLUMNS = ['vendor_id', 'id', 'vendor_listing_id', 'user_id', 'consultation_type', 'days', 'windows', 'before_booking_id', 'status', 'created_at', 'ended_at'];

export async function insertEntry(db: Conn, row: {
  vendor_id: number; vendor_listing_id: number; user_id: number; consultation_type: ConsultationType; days: Weekday[];
  windows: Array<{ from: string; to: string }>; before_booking_id: number | null; created_at: Date;
}): Promise<number> {
  const [inserted] = await db('waitlist_entries')
    .insert({ ...row, days: JSON.stringify(row.days), windows: JSON.stringify(row.windows) }).returning('id');
  return Number(inserted.id);
}

/** The waiting entries of a listing, first come first (its line). */
export function waitingEntriesOfListing(db: Conn, vendorId: number, listingId: number): Promise<WaitlistEntryRow[]> {
  return db('waitlist_entries').select(COLUMNS).where({ vendor_id: vendorId, vendor_listing_id: listingId, status: 'waiting' })
    .orderBy('created_at', 'asc').orderBy('id', 'asc');
}

/** The waiting entries of these listings of one clinic, first come first, with the owners' names. */
export function waitingEntriesOfListings(db: Conn, vendorId: number, listingIds: readonly number[]): Promise<Array<WaitlistEntryRow & { first_name: string | null; last_name: string | null }>> {
  if (!listingIds.length) return Promise.resolve([]);
  return db('waitlist_entries as e').leftJoin('users as u', 'u.id', 'e.user_id')
    .select(COLUMNS.map((c) => `e.${c}`).concat(['u.first_name', 'u.last_name']))
    .where({ 'e.vendor_id': vendorId, 'e.status': 'waiting' }).whereIn('e.vendor_listing_id', listingIds as number[])
    .orderBy('e.created_at', 'asc').orderBy('e.id', 'asc');
}

/** An owner's entries, newest first (their waitlist page). */
export function entriesOfUser(db: Conn, userId: number, limit = 100): Promise<WaitlistEntryRow[]> {
  return db('waitlist_entries').select(COLUMNS).where({ user_id: userId }).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit);
}

/** How many entries the owner waits on, and whether one of them is this listing's type. */
export async function waitingCounts(db: Conn, userId: number, listingId: number, type: ConsultationType): Promise<{ total: number; same: number }> {
  const [row] = await db('waitlist_entries').where({ user_id: userId, status: 'waiting' })
    .select(db.raw('count(*)::int as total'), db.raw('count(*) filter (where vendor_listing_id = ? and consultation_type = ?)::int as same', [listingId, type]));
  return { total: Number(row?.total ?? 0), same: Number(row?.same ?? 0) };
}

export function entryOfUser(db: Conn, userId: number, id: number, options: { forUpdate?: boolean } = {}): Promise<WaitlistEntryRow | undefined> {
  const q = db('waitlist_entries').select(COLUMNS).where({ user_id: userId, id });
  return (options.forUpdate ? q.forUpdate() : q).first();
}

export function entriesByIds(db: Conn, vendorId: number, ids: readonly number[]): Promise<WaitlistEntryRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db('waitlist_entries').select(COLUMNS).where({ vendor_id: vendorId }).whereIn('id', ids as number[]);
}

export async function leaveEntry(db: Conn, vendorId: number, id: number, now: Date): Promise<boolean> {
  const n = await db('waitlist_entries').where({ vendor_id: vendorId, id, status: 'waiting' }).update({ status: 'left', ended_at: now });
  return Number(n) > 0;
}

/** The listings whose line has someone waiting (the sweep's matches). */
export async function listingsWithWaiting(db: Conn, limit = 5000): Promise<Array<{ vendor_id: number; vendor_listing_id: number }>> {
  return db('waitlist_entries').distinct('vendor_id', 'vendor_listing_id').where({ status: 'waiting' }).limit(limit);
}

/** Whether the listing takes a waitlist (its clinic may turn it off). */
export async function waitlistEnabled(db: Conn, listingId: number): Promise<boolean> {
  const row = await db('vendor_listings').select('waitlist_enabled').where({ id: listingId }).first();
  return Boolean(row?.waitlist_enabled);
}

export async function waitlistEnabledOf(db: Conn, listingIds: readonly number[]): Promise<Map<number, boolean>> {
  if (!listingIds.length) return new Map();
  const rows = await db('vendor_listings').select('id', 'waitlist_enabled').whereIn('id', listingIds as number[]);
  return new Map(rows.map((r: { id: number; waitlist_enabled: boolean }) => [Number(r.id), Boolean(r.waitlist_enabled)]));
}

export async function setWaitlistEnabled(db: Conn, vendorId: number, listingId: number, enabled: boolean): Promise<void> {
  await db('vendor_listings').where({ vendor_id: vendorId, id: listingId }).update({ waitlist_enabled: enabled });
}

/** The owner as an offer's notices greet and reach them: email, first name, and their mobile when verified. */
export async function ownerContact(db: Conn, userId: number): Promise<{ email: string; firstName: string | null; mobile: string | null; locale: Locale | null } | undefined> {
  const row = await db('users').select('email', 'first_name', 'phone', 'phone_verified_at', 'locale').where({ id: userId }).whereNull('deleted_at').first();
  if (!row?.email) return undefined;
  const digits = row.phone_verified_at ? String(row.phone ?? '').replace(/\D/g, '') : '';
  return { email: String(row.email), firstName: row.first_name ?? null, mobile: digits || null, locale: row.locale ?? null };
}

/** Ends every waiting entry of an owner (their account deleted); answers the entries ended. */
export async function leaveAllEntriesOf(db: Conn, userId: number, now: Date): Promise<Array<{ vendor_id: number; id: number; vendor_listing_id: number }>> {
  return db('waitlist_entries').where({ user_id: userId, status: 'waiting' }).update({ status: 'left', ended_at: now }, ['vendor_id', 'id', 'vendor_listing_id']);
}

/** The owner's upcoming live appointments on a listing (what "earlier than my booking" may name). */
export function upcomingBookingsOfOwner(db: Conn, userId: number, listingId: number, now: Date, ids?: readonly number[]): Promise<Array<{
  id: number; slot: Date; consultation_type: ConsultationType | null;
}>> {
  const q = db('bookings').select('id', 'slot', 'consultation_type')
    .where({ user_id: userId, vendor_listing_id: listingId, status: 0 }).where('slot', '>', now).orderBy('slot', 'asc').limit(20);
  if (ids) q.whereIn('id', ids as number[]);
  return q;
}

/** The slots of these bookings when still upcoming and live (null otherwise): the "earlier than" limits of a line. */
export async function liveSlotsOf(db: Conn, bookingIds: readonly number[], now: Date): Promise<Map<number, number>> {
  if (!bookingIds.length) return new Map();
  const rows = await db('bookings').select('id', 'slot').whereIn('id', bookingIds as number[]).where({ status: 0 }).where('slot', '>', now);
  return new Map(rows.map((r: { id: number; slot: Date }) => [Number(r.id), new Date(r.slot).getTime()]));
}
