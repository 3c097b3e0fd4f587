import { isLocale, type Locale } from '../../../contracts/locale.ts';
import type { Conn } from '../../db/knex.ts';
import { BOOKING_STATUS } from '../../../contracts/appointments.ts';

export interface ReminderCandidate {
  id: number;
  slot: Date;
  created_at: Date;
  reminder_hours: number[];
}

/**
 * Live appointments (status 0 only: never canceled, rescheduled, failed or awaiting payment ones)
 * starting after `now` and within `horizonHours`, with their clinic's reminder hours, oldest slot
 * first, in pages after `afterId` (served by bookings_live_slot_index).
 */
export function reminderCandidates(db: Conn, now: Date, horizonHours: number, afterSlot: Date | null, afterId: number, limit: number): Promise<ReminderCandidate[]> {
  const q = db('bookings as b').join('vendors as v', 'v.id', 'b.vendor_id')
    .select('b.id', 'b.slot', 'b.created_at', 'v.reminder_hours')
    .where('b.status', BOOKING_STATUS.IN_PROGRESS)
    .where('b.slot', '>', now)
    .where('b.slot', '<=', new Date(now.getTime() + horizonHours * 3_600_000));
  if (afterSlot) q.whereRaw('(b.slot, b.id) > (?, ?)', [afterSlot, afterId]);
  return q.orderBy([{ column: 'b.slot' }, { column: 'b.id' }]).limit(limit);
}

export interface ReminderBooking {
  id: number;
  slot: Date;
  duration: number;
  status: number;
  created_at: Date;
  user_id: number;
  vendor_id: number;
  /** The snapshot: read it only through `bookingOf`. */
  details: unknown;
  reminder_hours: number[];
  listing_title: string;
  listing_line1: string;
  listing_address: string | null;
  listing_timezone: string;
  user_first_name: string;
  user_email: string;
  user_phone: string | null;
  user_time_zone: string | null;
  /** The owner's language: the reminder is written in it (null: English). */
  user_locale: Locale | null;
}

/** One booking with what its reminder says and whom it goes to. */
export function reminderBooking(db: Conn, id: number): Promise<ReminderBooking | undefined> {
  return db('bookings as b')
    .join('vendors as v', 'v.id', 'b.vendor_id')
    .join('vendor_listings as l', 'l.id', 'b.vendor_listing_id')
    .join('users as u', 'u.id', 'b.user_id')
    .select(
      'b.id', 'b.slot', 'b.duration', 'b.status', 'b.created_at', 'b.user_id', 'b.vendor_id', 'b.details', 'v.reminder_hours',
      'l.title as listing_title', 'l.line1 as listing_line1', 'l.address as listing_address', 'l.timezone as listing_timezone',
      'u.first_name as user_first_name', 'u.email as user_email', 'u.phone as user_phone', 'u.time_zone as user_time_zone',
      'u.locale as user_locale',
    )
    .where('b.id', id).first();
}

export interface HealthDueRecord {
  id: number;
  user_id: number;
  pet_id: number;
  subcategory: string;
  details: Record<string, unknown>;
}

/**
 * Immunization and medication records whose next-due date (details.nextDueDate, YYYY-MM-DD) falls
 * between two dates (inclusive), in pages after `afterId`.
 */
export function healthRecordsDueBetween(db: Conn, from: string, to: string, afterId: number, limit: number): Promise<HealthDueRecord[]> {
  return db('health_records').select('id', 'user_id', 'pet_id', 'subcategory', 'details')
    .where({ category: 'history' }).whereIn('subcategory', ['immunizations', 'medications'])
    .whereRaw(`details->>'nextDueDate' between ? and ?`, [from, to])
    .where('id', '>', afterId).orderBy('id').limit(limit);
}

export interface HealthReminderFacts {
  record: HealthDueRecord;
  pet_name: string | null;
  user_first_name: string;
  user_email: string;
  user_time_zone: string | null;
  user_locale: Locale | null;
}

export async function healthReminderFacts(db: Conn, recordId: number): Promise<HealthReminderFacts | undefined> {
  const row = await db('health_records as h').join('users as u', 'u.id', 'h.user_id').leftJoin('pets as p', 'p.id', 'h.pet_id')
    .select('h.id', 'h.user_id', 'h.pet_id', 'h.subcategory', 'h.details', 'p.name as pet_name', 'p.status as pet_status',
      'u.first_name as user_first_name', 'u.email as user_email', 'u.time_zone as user_time_zone', 'u.locale as user_locale')
    .where('h.id', recordId).first();
  if (!row || Number(row.pet_status) === 0) return undefined;
  return {
    record: { id: Number(row.id), user_id: Number(row.user_id), pet_id: Number(row.pet_id), subcategory: row.subcategory, details: row.details ?? {} },
    pet_name: row.pet_name, user_first_name: row.user_first_name, user_email: row.user_email, user_time_zone: row.user_time_zone,
    user_locale: isLocale(row.user_locale) ? row.user_locale : null,
  };
}

/**
 * The clinic to book with about a record: the pet's latest appointment's clinic, else none. (Immunizations
 * and medications are the owner's entries: health_records.vendor_id names a clinic only on its own
 * consultation notes, which carry no due date.)
 */
export async function clinicForRecord(db: Conn, record: HealthDueRecord): Promise<{ id: number; name: string } | undefined> {
  const latest = await db('bookings as b').join('vendors as v', 'v.id', 'b.vendor_id').select('v.id', 'v.name')
    .where({ 'b.user_id': record.user_id, 'b.pet_id': record.pet_id })
    .whereNotIn('b.status', [BOOKING_STATUS.PAYMENT_FAILED, BOOKING_STATUS.AWAITING_PAYMENT])
    .orderBy('b.slot', 'desc').first();
  return latest ? { id: Number(latest.id), name: latest.name } : undefined;
}
