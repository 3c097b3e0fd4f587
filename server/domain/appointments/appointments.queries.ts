import type { Locale } from '../../../contracts/locale.ts';
import type { ConsultationType } from '../../../contracts/consultations.ts';
import type { Knex } from 'knex';
import type { Conn } from '../../db/knex.ts';
import type { BookingSummaryRow } from '../bookings/index.ts';
import { APPOINTMENT_STATUSES, BOOKING_STATUS, LIVE_STATUSES } from '../../../contracts/appointments.ts';
import { prepared } from '../../db/prepared.ts';
import { compiledRead, type CompiledValue } from '../../db/compiled-read.ts';

/**
 * Whose bookings a query may read: an owner's own, or a vendor's (narrowed to the
 * listings naming `managerId` for a sub-user; null for a root admin).
 */
export type AppointmentScope =
  | { kind: 'user'; userId: number }
  | { kind: 'vendor'; vendorId: number; managerId: number | null };

/** The spec's list filter: in progress and complete compare the slot with now; the others match the stored status. */
export interface AppointmentFilter {
  status?: number | null;
  listingId?: number | null;
  /** A vendor's view of one customer (the Users page): only that owner's bookings. */
  customerId?: number | null;
  /** slot: not ended yet soonest first, then ended most recent first; created: newest booking first; recent: latest appointment first (a customer's history). */
  sort: 'slot' | 'created' | 'recent';
  offset: number;
  limit: number;
  now: Date;
}

/** A row of a list page: what a card shows (toAppointmentItem and bookingOf read), nothing the detail alone needs. */
export interface AppointmentListRow extends BookingSummaryRow {
  vendor_listing_id: number;
  created_at: Date;
  user_phone: string | null;
}

/** A list row plus what the detail, the changes and the notices need. */
export interface AppointmentRow extends AppointmentListRow {
  /** The snapshot's type and pet as columns (null on rows whose snapshot had none the database accepts). */
  consultation_type?: ConsultationType | null;
  pet_id?: number | null;
  payment_id: number | null;
  rescheduled_from: number | null;
  listing_cancellation_hours: number | null;
  /** How long the appointment's thread stays open for follow-up after it (vendor_listings.follow_up_hours). */
  listing_follow_up_hours?: number | null;
  /** The listing's response target for messages in hours (vendor_listings.response_target_hours; null: none). */
  listing_response_target_hours?: number | null;
  listing_managers: unknown;
  user_email: string | null;
  /** The owner's language: what is sent to them is written in it (null: English). */
  user_locale?: Locale | null;
}

/** The list's columns (AppointmentListRow): ten fewer than the detail's, among them the listing's managers (jsonb). */
const LIST_COLUMNS = [
  'b.id', 'b.slot', 'b.duration', 'b.status', 'b.user_id', 'b.vendor_id', 'b.vendor_listing_id', 'b.details', 'b.created_at',
  'l.title as listing_title', 'l.line1 as listing_line1', 'l.address as listing_address', 'l.timezone as listing_timezone',
  'u.first_name as user_first_name', 'u.last_name as user_last_name', 'u.phone as user_phone', 'u.time_zone as user_time_zone',
];

/** The detail's columns (AppointmentRow): the list's and the rest. */
const COLUMNS = [
  ...LIST_COLUMNS,
  'b.payment_id', 'b.rescheduled_from', 'l.cancellation_hours as listing_cancellation_hours',
  'l.managers as listing_managers', 'l.follow_up_hours as listing_follow_up_hours',
  'l.response_target_hours as listing_response_target_hours',
  'u.email as user_email', 'u.locale as user_locale', 'b.consultation_type', 'b.pet_id',
];

/**
 * Every read here starts from appointments only: a booking awaiting its payment or whose
 * payment failed (statuses 5 and 4) is not one, in any list, count or detail.
 */
function base(db: Conn): Knex.QueryBuilder {
  return db('bookings as b')
    .join('vendor_listings as l', 'l.id', 'b.vendor_listing_id')
    .join('users as u', 'u.id', 'b.user_id')
    .whereIn('b.status', APPOINTMENT_STATUSES);
}

function applyScope(q: Knex.QueryBuilder, scope: AppointmentScope): void {
  if (scope.kind === 'user') {
    q.where('b.user_id', scope.userId);
    return;
  }
  q.where('b.vendor_id', scope.vendorId);
  // The sub-user sees a booking only while its listing names them (answered by the managers GIN index).
  if (scope.managerId !== null) q.whereRaw('l.managers @> ?::jsonb', [JSON.stringify([scope.managerId])]);
}

/**
 * One page of the scope's bookings with their listing and owner, one row more than
 * `limit` when there are more (the caller reads that as hasMore). Every list page view runs it: compiled once per
 * shape (compiled-read.ts), a prepared statement (prepared.ts).
 */
export function appointmentRows(db: Conn, scope: AppointmentScope, filter: AppointmentFilter): Promise<AppointmentListRow[]> {
  const sub = scope.kind === 'vendor' && scope.managerId !== null;
  const byStatus = filter.status === BOOKING_STATUS.RESCHEDULED || filter.status === BOOKING_STATUS.CANCELED || filter.status === BOOKING_STATUS.NO_SHOW;
  const timed = filter.status === BOOKING_STATUS.IN_PROGRESS || filter.status === BOOKING_STATUS.COMPLETE ? filter.status : null;
  const values: Record<string, CompiledValue> = {
    scope: scope.kind === 'user' ? scope.userId : scope.vendorId, now: filter.now, offset: filter.offset, limit: filter.limit + 1,
  };
  if (sub) values.managers = JSON.stringify([scope.managerId]);
  if (filter.listingId != null) values.listing = filter.listingId;
  if (filter.customerId != null) values.customer = filter.customerId;
  if (byStatus) values.status = filter.status!;
  const shape = `appointments:${scope.kind}:${sub ? 'sub' : ''}:${timed ?? ''}:${filter.sort}`;
  return compiledRead(db, shape, values, (v) => {
    const q = base(db).select(LIST_COLUMNS);
    if (scope.kind === 'user') q.where('b.user_id', v.scope);
    else q.where('b.vendor_id', v.scope);
    // The sub-user sees a booking only while its listing names them (answered by the managers GIN index).
    if (v.managers !== undefined) q.whereRaw('l.managers @> ?::jsonb', [v.managers]);
    if (v.listing !== undefined) q.where('b.vendor_listing_id', v.listing);
    if (v.customer !== undefined) q.where('b.user_id', v.customer);
    if (timed === BOOKING_STATUS.IN_PROGRESS) {
      // Upcoming: not ended yet (one under way is still on); a practice's Completed mark ends it.
      q.where((w) => w.where('b.status', BOOKING_STATUS.IN_PROGRESS).whereRaw('b.slot + make_interval(mins => b.duration) > ?', [v.now])
        .orWhere((x) => x.where('b.status', BOOKING_STATUS.COMPLETE).where('b.slot', '>', v.now)));
    } else if (timed === BOOKING_STATUS.COMPLETE) {
      q.where((w) => w.where('b.status', BOOKING_STATUS.IN_PROGRESS).whereRaw('b.slot + make_interval(mins => b.duration) <= ?', [v.now])
        .orWhere((x) => x.where('b.status', BOOKING_STATUS.COMPLETE).where('b.slot', '<=', v.now)));
    } else if (v.status !== undefined) {
      q.where('b.status', v.status);
    }
    if (filter.sort === 'slot') {
      // Appointment Date: what has not ended yet first, soonest first; then the past, most recent first (nobody
      // opens their appointments to read last year's visits before next week's).
      const ended = 'b.slot + make_interval(mins => b.duration) <= ?';
      q.orderByRaw(`(${ended}) asc`, [v.now])
        .orderByRaw(`case when ${ended} then null else b.slot end asc`, [v.now])
        .orderBy([{ column: 'b.slot', order: 'desc' }, { column: 'b.id', order: 'asc' }]);
    } else if (filter.sort === 'recent') q.orderBy([{ column: 'b.slot', order: 'desc' }, { column: 'b.id', order: 'desc' }]);
    else q.orderBy([{ column: 'b.created_at', order: 'desc' }, { column: 'b.id', order: 'desc' }]);
    return prepared(q.offset(v.offset as number).limit(v.limit as number));
  });
}

/** One booking by id inside the scope, or undefined (someone else's reads as missing). */
export function appointmentRow(db: Conn, scope: AppointmentScope, id: number, options: { forUpdate?: boolean } = {}): Promise<AppointmentRow | undefined> {
  const q = base(db).select(COLUMNS).where('b.id', id).first();
  applyScope(q, scope);
  // Only the booking row is locked: the listing and owner are read, not changed.
  return options.forUpdate ? q.forUpdate('b') : q;
}

/** Marks a live appointment canceled and records who, when, why (when said) and the refund decided in its details; returns rows changed. */
export function markCanceled(
  db: Conn, id: number, canceled: { by: { kind: string; id: number }; at: string; refund: string; reason?: string | null },
): Promise<number> {
  return db('bookings').where({ id }).whereIn('status', LIVE_STATUSES)
    .update({
      status: BOOKING_STATUS.CANCELED,
      details: db.raw(`details || jsonb_build_object('canceled', ?::jsonb)`, [JSON.stringify(canceled)]),
      updated_at: db.fn.now(),
    });
}

/** The booking that replaced this one on a reschedule, if any (the unique rescheduled_from index answers it). */
export async function successorOf(db: Conn, id: number): Promise<number | null> {
  const row = await db('bookings').select('id').where({ rescheduled_from: id }).first();
  return row ? Number(row.id) : null;
}

/**
 * Marks a live appointment rescheduled, pointing at the booking that replaces it (details.rescheduled);
 * it stops holding its slot at once (the no-overlap constraint covers live statuses only).
 */
export function markRescheduled(db: Conn, id: number, rescheduled: { by: { kind: string; id: number }; at: string }): Promise<number> {
  return db('bookings').where({ id }).whereIn('status', LIVE_STATUSES)
    .update({
      status: BOOKING_STATUS.RESCHEDULED,
      details: db.raw(`details || jsonb_build_object('rescheduled', ?::jsonb)`, [JSON.stringify(rescheduled)]),
      updated_at: db.fn.now(),
    });
}

/** Records the practice's outcome of a past appointment: complete (1) or no-show (6), with who and when. */
export function markOutcome(db: Conn, id: number, status: 1 | 6, outcome: { by: { kind: string; id: number }; at: string }): Promise<number> {
  return db('bookings').where({ id }).whereIn('status', LIVE_STATUSES)
    .update({
      status,
      details: db.raw(`details || jsonb_build_object('outcome', ?::jsonb)`, [JSON.stringify(outcome)]),
      updated_at: db.fn.now(),
    });
}

/**
 * Takes back the practice's Completed or No-show mark: live again (0), the mark moved to `details.outcomeUndone`
 * (who undid it and when, with the mark it replaced), so the booking keeps its history.
 */
export function unmarkOutcome(db: Conn, id: number, undone: { by: { kind: string; id: number }; at: string }): Promise<number> {
  return db('bookings').where({ id }).whereIn('status', [BOOKING_STATUS.COMPLETE, BOOKING_STATUS.NO_SHOW])
    .update({
      status: BOOKING_STATUS.IN_PROGRESS,
      details: db.raw(`(details - 'outcome') || jsonb_build_object('outcomeUndone', ?::jsonb || jsonb_build_object('mark', details->'outcome', 'status', status))`,
        [JSON.stringify(undone)]),
      updated_at: db.fn.now(),
    });
}

/** The rescheduled booking points to the one that replaced it (details.rescheduled.to). */
export async function pointToSuccessor(db: Conn, id: number, successorId: number): Promise<void> {
  await db('bookings').where({ id, status: BOOKING_STATUS.RESCHEDULED })
    .update({ details: db.raw(`jsonb_set(details, '{rescheduled,to}', to_jsonb(?::bigint))`, [successorId]), updated_at: db.fn.now() });
}

/** An owner's live bookings that have not started (what deleting their account cancels), soonest first. */
export async function upcomingLiveIdsOfOwner(db: Conn, userId: number, now: Date): Promise<number[]> {
  const rows = await db('bookings').select('id').where({ user_id: userId })
    .whereIn('status', LIVE_STATUSES as number[]).where('slot', '>', now).orderBy('slot');
  return rows.map((r) => Number(r.id));
}

/** A clinic's live bookings that have not begun, soonest first (its closure cancels them). */
export async function upcomingLiveIdsOfVendor(db: Conn, vendorId: number, now: Date): Promise<number[]> {
  const rows = await db('bookings').select('id').where({ vendor_id: vendorId })
    .whereIn('status', LIVE_STATUSES as number[]).where('slot', '>', now).orderBy('slot');
  return rows.map((r) => Number(r.id));
}

/**
 * The scope's appointments still to come (not ended by `from`, starting before `until`), soonest first, at most
 * `limit`: a clinic login's calendar feed.
 */
export function upcomingAppointmentRows(db: Conn, scope: AppointmentScope, from: Date, until: Date, limit: number): Promise<AppointmentRow[]> {
  const q = base(db).select(COLUMNS).whereIn('b.status', LIVE_STATUSES)
    .whereRaw('b.slot + make_interval(mins => b.duration) > ?', [from]).where('b.slot', '<', until)
    .orderBy([{ column: 'b.slot', order: 'asc' }, { column: 'b.id', order: 'asc' }]).limit(limit);
  applyScope(q, scope);
  return q;
}
