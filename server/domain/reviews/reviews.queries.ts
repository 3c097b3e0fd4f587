import type { Conn } from '../../db/knex.ts';

export interface ReviewRow {
  vendor_id: number;
  id: number;
  booking_id: number;
  listing_id: number;
  user_id: number;
  rating: number;
  text: string | null;
  created_at: Date;
  reply: string | null;
  replied_at: Date | null;
  reported_at: Date | null;
  hidden_at: Date | null;
}

const COLUMNS = [
  'vendor_id', 'id', 'booking_id', 'listing_id', 'user_id', 'rating', 'text', 'created_at', 'reply', 'replied_at', 'reported_at', 'hidden_at',
];

/** Writes a review; the unique (vendor_id, booking_id) refuses a second one of the same appointment. */
export async function insertReview(conn: Conn, row: {
  vendor_id: number; booking_id: number; listing_id: number; user_id: number; rating: number; text: string | null; created_at: Date;
}): Promise<number> {
  const [inserted] = await conn('reviews').insert(row).returning('id');
  return Number(inserted.id);
}

/** The review of one appointment, hidden or not. */
export function reviewOfBooking(conn: Conn, vendorId: number, bookingId: number, options: { forUpdate?: boolean } = {}): Promise<ReviewRow | undefined> {
  const q = conn('reviews').select(COLUMNS).where({ vendor_id: vendorId, booking_id: bookingId }).first();
  return options.forUpdate ? q.forUpdate() : q;
}

/** The reviews of these appointments (the clinic's list of its bookings), by booking id. */
export function reviewsOfBookings(conn: Conn, vendorId: number, bookingIds: readonly number[]): Promise<ReviewRow[]> {
  return conn('reviews').select(COLUMNS).where({ vendor_id: vendorId }).whereIn('booking_id', bookingIds as number[]);
}

/** The practice's one reply (rows changed: 0 when it has one already). */
export function setReply(conn: Conn, vendorId: number, id: number, reply: string, by: number, now: Date): Promise<number> {
  return conn('reviews').where({ vendor_id: vendorId, id }).whereNull('reply').update({ reply, replied_at: now, replied_by: by });
}

/** The practice's report (rows changed: 0 when reported already). */
export function setReported(conn: Conn, vendorId: number, id: number, reason: string | null, by: number, now: Date): Promise<number> {
  return conn('reviews').where({ vendor_id: vendorId, id }).whereNull('reported_at').update({ reported_at: now, reported_by: by, report_reason: reason });
}

/** A review by id alone, for the marketplace's own command (which has no clinic to name). */
export function reviewById(conn: Conn, id: number): Promise<ReviewRow | undefined> {
  return conn('reviews').select(COLUMNS).where({ id }).first();
}

/** Hides a review from every page and rating (rows changed: 0 when hidden already). */
export function setHidden(conn: Conn, vendorId: number, id: number, now: Date): Promise<number> {
  return conn('reviews').where({ vendor_id: vendorId, id }).whereNull('hidden_at').update({ hidden_at: now });
}

/** How many published reviews a listing has and the sum of their ratings. */
export async function ratingTotals(conn: Conn, vendorId: number, listingId: number): Promise<{ count: number; sum: number }> {
  const row = await conn('reviews').where({ vendor_id: vendorId, listing_id: listingId }).whereNull('hidden_at')
    .count<{ count: string }[]>('* as count').sum<{ sum: string | null }[]>('rating as sum').first() as unknown as { count: string; sum: string | null } | undefined;
  return { count: Number(row?.count ?? 0), sum: Number(row?.sum ?? 0) };
}

/** A clinic's latest published reviews (its site), newest first. */
export function publishedReviewsOfVendor(conn: Conn, vendorId: number, limit: number): Promise<ReviewRow[]> {
  return conn('reviews').select(COLUMNS).where({ vendor_id: vendorId }).whereNull('hidden_at')
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
}

/** A clinic's published rating over all its listings. */
export async function vendorRatingTotals(conn: Conn, vendorId: number): Promise<{ count: number; sum: number }> {
  const row = await conn('reviews').where({ vendor_id: vendorId }).whereNull('hidden_at')
    .count<{ count: string }[]>('* as count').sum<{ sum: string | null }[]>('rating as sum').first() as unknown as { count: string; sum: string | null } | undefined;
  return { count: Number(row?.count ?? 0), sum: Number(row?.sum ?? 0) };
}
