import type { Conn } from '../../db/knex.ts';
import { prepared } from '../../db/prepared.ts';
import { writeBookings, type AlongsideWrite } from '../../db/cache-versions.ts';
import type { NewBookingSnapshot } from '../../../contracts/bookings.ts';
import type { ConsultationType } from '../../../contracts/consultations.ts';
import { APPOINTMENT_STATUSES, BOOKING_STATUS, SLOT_HOLDING_STATUSES } from '../../../contracts/appointments.ts';
import { isLocale, type Locale } from '../../../contracts/locale.ts';

export interface NewBooking {
  slot: Date;
  duration: number;
  user_id: number;
  vendor_id: number;
  vendor_listing_id: number;
  payment_id: number | null;
  /** The snapshot's type and pet, as columns the database filters on. */
  consultation_type: ConsultationType;
  pet_id: number | null;
  details: NewBookingSnapshot;
}

/** Serialises bookings of one listing for the rest of the transaction (released at commit or rollback). */
export async function lockListingForBooking(db: Conn, listingId: number): Promise<void> {
  await db.raw('select pg_advisory_xact_lock(?::bigint)', [listingId]);
}

/** A booking holding time that overlaps [slot, slot + duration) on the listing, if any (served by the exclusion index). */
export function overlappingLiveBooking(db: Conn, listingId: number, slot: Date, duration: number): Promise<{ id: number } | undefined> {
  return prepared(db('bookings').select('id')
    .where({ vendor_listing_id: listingId })
    .whereIn('status', SLOT_HOLDING_STATUSES)
    .whereRaw(`booking_span(slot, duration) && booking_span(?::timestamptz, ?::integer)`, [slot, duration])
    .first());
}

/**
 * Inserts a booking awaiting its payment: it holds the slot but is not an appointment until confirmed. The versions
 * of what it shows move in the same statement (`writeBookings`).
 */
export async function insertBooking(db: Conn, row: NewBooking): Promise<number> {
  const [inserted] = await writeBookings<{ id: number } & Pick<ConfirmedBooking, 'vendor_id' | 'vendor_listing_id' | 'user_id'>>(db, db('bookings')
    .insert({ ...row, status: BOOKING_STATUS.AWAITING_PAYMENT, details: JSON.stringify(row.details) })
    .returning(['id', 'vendor_id', 'vendor_listing_id', 'user_id']));
  return Number(inserted.id);
}

export function bookingByPaymentId(db: Conn, paymentId: number): Promise<{ id: number; status: number } | undefined> {
  return db('bookings').select('id', 'status').where({ payment_id: paymentId }).first();
}

/** A booking with what its confirmation names (the snapshot taken when it was held). */
export interface BookingRowOfPayment {
  id: number; slot: Date; duration: number; status: number; user_id: number; vendor_id: number; vendor_listing_id: number; details: unknown;
}

const CONFIRMATION_COLUMNS = ['id', 'slot', 'duration', 'status', 'user_id', 'vendor_id', 'vendor_listing_id', 'details'];

/** The booking a payment holds, with what its confirmation names (the snapshot taken when it was held). */
export function bookingOfPayment(db: Conn, paymentId: number): Promise<BookingRowOfPayment | undefined> {
  return prepared(db('bookings').select(CONFIRMATION_COLUMNS).where({ payment_id: paymentId }).first());
}

/** One booking by id, with what its confirmation names (a booking paid by no payment of its own: a package visit). */
export function bookingRowById(db: Conn, bookingId: number): Promise<BookingRowOfPayment | undefined> {
  return db('bookings').select(CONFIRMATION_COLUMNS).where({ id: bookingId }).first();
}

/**
 * Inserts a booking live at once (in progress): one paid by no payment of its own (a package visit), written under
 * the listing's lock like every booking.
 */
export async function insertLiveBooking(db: Conn, row: NewBooking): Promise<number> {
  const [inserted] = await db('bookings')
    .insert({ ...row, status: BOOKING_STATUS.IN_PROGRESS, details: JSON.stringify(row.details) })
    .returning('id');
  return Number(inserted.id);
}

/** A booking that has just become an appointment, with what the clinic's log says of it. */
export interface ConfirmedBooking {
  id: number;
  vendor_id: number;
  vendor_listing_id: number;
  user_id: number;
  slot: Date;
  duration: number;
  status: number;
  details: unknown;
}

/**
 * The payment succeeded: its booking awaiting payment becomes an appointment (in progress), and the versions of
 * what it shows move in the same statement, with `alongside` writes that read its rows. Answers the bookings it
 * confirmed (none when another call confirmed them first).
 */
export async function confirmBookingsOfPayment(db: Conn, paymentId: number, alongside: readonly AlongsideWrite[] = []): Promise<ConfirmedBooking[]> {
  return writeBookings<ConfirmedBooking>(db, db('bookings').where({ payment_id: paymentId, status: BOOKING_STATUS.AWAITING_PAYMENT })
    .update({ status: BOOKING_STATUS.IN_PROGRESS, updated_at: db.fn.now() }, ['id', 'vendor_id', 'vendor_listing_id', 'user_id', 'slot', 'duration', 'status', 'details']), alongside);
}

/**
 * The payment failed (declined, or left pending by a crash): its booking frees the slot and never
 * becomes an appointment. Also moves a booking of the previous code, inserted live (0) before its
 * charge, so the start-up reconcile treats both alike.
 */
export async function failBookingsOfPayment(db: Conn, paymentId: number): Promise<void> {
  await db('bookings').where({ payment_id: paymentId })
    .whereIn('status', [BOOKING_STATUS.AWAITING_PAYMENT, BOOKING_STATUS.IN_PROGRESS])
    .update({ status: BOOKING_STATUS.PAYMENT_FAILED, updated_at: db.fn.now() });
}

/**
 * The clinic logins told of a booking on a listing: the root admins and the listing's managers (ids, addresses and
 * each login's stored language, in one read).
 */
export async function vendorNotificationRecipients(
  db: Conn, vendorId: number, managerIds: readonly number[],
): Promise<Array<{ id: number; email: string; locale: Locale | null }>> {
  const rows = await prepared(db('vendor_logins').select('id', 'email', 'locale').where({ vendor_id: vendorId })
    .where((q) => q.where({ subrole: 'root_admin' }).orWhereIn('id', managerIds.map(Number))));
  return rows.map((r: { id: number; email: string; locale: string | null }) => ({ id: Number(r.id), email: r.email, locale: isLocale(r.locale) ? r.locale : null }));
}

export interface BookingSummaryRow {
  id: number;
  slot: Date;
  duration: number;
  status: number;
  user_id: number;
  vendor_id: number;
  /** The snapshot: read it only through `bookingOf`. */
  details: unknown;
  listing_title: string | null;
  listing_line1: string | null;
  listing_address: string | null;
  listing_timezone: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
  user_time_zone?: string | null;
}

/**
 * One appointment with its listing's and owner's current names, by id alone: the
 * caller holds a signed consultation link for it and compares the tenant and
 * owner itself. A booking whose payment has not succeeded is not an appointment
 * and reads as missing.
 */
export function bookingSummaryById(db: Conn, bookingId: number): Promise<BookingSummaryRow | undefined> {
  return db('bookings as b')
    .leftJoin('vendor_listings as l', 'l.id', 'b.vendor_listing_id')
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .select(
      'b.id', 'b.slot', 'b.duration', 'b.status', 'b.user_id', 'b.vendor_id', 'b.details',
      'l.title as listing_title', 'l.line1 as listing_line1', 'l.address as listing_address', 'l.timezone as listing_timezone',
      'u.first_name as user_first_name', 'u.last_name as user_last_name', 'u.time_zone as user_time_zone',
    )
    .where('b.id', bookingId)
    .whereIn('b.status', APPOINTMENT_STATUSES)
    .first();
}

/**
 * The booking that replaces a rescheduled one: live at once (the old one was paid), holding the old
 * one's payment (no new charge) and pointing back at it (rescheduled_from, unique: one successor). The versions of
 * its listing and owner (the old one's: a reschedule keeps both) move in the same statement (`writeBookings`), with
 * the writes `alongside` that read it.
 */
export async function insertReplacementBooking(db: Conn, row: {
  slot: Date; duration: number; user_id: number; vendor_id: number; vendor_listing_id: number; payment_id: number | null;
  rescheduled_from: number; consultation_type: ConsultationType | null; pet_id: number | null; details: Record<string, unknown>;
}, alongside: readonly AlongsideWrite[] = []): Promise<number> {
  const [inserted] = await writeBookings<{ id: number } & Pick<ConfirmedBooking, 'vendor_id' | 'vendor_listing_id' | 'user_id'>>(db, db('bookings')
    .insert({ ...row, status: BOOKING_STATUS.IN_PROGRESS, details: JSON.stringify(row.details) })
    .returning(['id', 'vendor_id', 'vendor_listing_id', 'user_id', 'slot']), alongside);
  return Number(inserted.id);
}
