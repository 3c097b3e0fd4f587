import type { IntakeAnswerRecord } from './intake.ts';
import type { ConsultationType } from './consultations.ts';
import { isZone } from './time-zone.ts';

/**
 * The name an erased owner's past bookings and payments keep (their account row becomes 'Deleted' 'owner':
 * server/domain/accounts/accounts.queries.ts, and their bookings' snapshots): stored English, said in the reader's
 * language wherever it is shown (`dash.appts.erasedOwner`).
 */
export const ERASED_OWNER_NAME = 'Deleted owner';

/**
 * What pages, islands and GraphQL see of an appointment: the stored statuses, plain types,
 * the spec's words and the list's URL filters.
 */

/**
 * Stored bookings.status values: the spec's four (0 in progress, 1 complete, 2 rescheduled,
 * 3 canceled) and 6 no-show (a past appointment the customer missed, marked by the practice)
 * for appointments, plus two for a booking whose payment has not succeeded:
 * AWAITING_PAYMENT while its charge runs (it holds the slot, so no one else can pay for it
 * meanwhile) and PAYMENT_FAILED once the charge was declined or interrupted (it holds nothing).
 * Neither is an appointment: no list, count, detail, link page or email shows them.
 */
export const BOOKING_STATUS = {
  IN_PROGRESS: 0, COMPLETE: 1, RESCHEDULED: 2, CANCELED: 3, PAYMENT_FAILED: 4, AWAITING_PAYMENT: 5, NO_SHOW: 6,
} as const;
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

/** Statuses whose time span no other booking of the listing may overlap (the bookings_no_overlap constraint's). */
export const SLOT_HOLDING_STATUSES: readonly BookingStatus[] = [
  BOOKING_STATUS.IN_PROGRESS, BOOKING_STATUS.COMPLETE, BOOKING_STATUS.AWAITING_PAYMENT,
];

/** Statuses of bookings that are appointments: paid for (or waived) and shown to owners and vendors. */
export const APPOINTMENT_STATUSES: readonly BookingStatus[] = [
  BOOKING_STATUS.IN_PROGRESS, BOOKING_STATUS.COMPLETE, BOOKING_STATUS.RESCHEDULED, BOOKING_STATUS.CANCELED, BOOKING_STATUS.NO_SHOW,
];

/** Statuses of an appointment that is still on: it can be canceled or rescheduled before it starts. */
export const LIVE_STATUSES: readonly BookingStatus[] = [BOOKING_STATUS.IN_PROGRESS, BOOKING_STATUS.COMPLETE];


/** The fixed prefix of a booking's public code ('PC-000123'). */
export const BOOKING_CODE_PREFIX = 'PC-';

/** The spec's list words: the empty list and the status filter's choices (the spec's 0..3, then no-show). */
export const NO_APPOINTMENTS = 'No Appointments Found';
export const STATUS_FILTER_OPTIONS = [
  { value: BOOKING_STATUS.IN_PROGRESS, label: 'Upcoming' },
  { value: BOOKING_STATUS.COMPLETE, label: 'Complete' },
  { value: BOOKING_STATUS.RESCHEDULED, label: 'Rescheduled' },
  { value: BOOKING_STATUS.CANCELED, label: 'Canceled' },
  { value: BOOKING_STATUS.NO_SHOW, label: 'No-show' },
] as const;
/** The status filter values the list accepts. */
export const STATUS_FILTER_VALUES: readonly number[] = STATUS_FILTER_OPTIONS.map((o) => o.value);

/**
 * Where the booking stands now: upcoming before its start, in progress from its start to its end, complete
 * after (all three compare the time with now), the others are stored.
 */
export type AppointmentState = 'upcoming' | 'inProgress' | 'complete' | 'rescheduled' | 'canceled' | 'noShow';

/** The spec's badge words (the same as the consultation link page's), and ours for one under way and a no-show. */
export const STATE_BADGE: Record<AppointmentState, string> = {
  upcoming: 'Active', inProgress: 'In progress', complete: 'Completed', rescheduled: 'Re-Scheduled', canceled: 'Canceled', noShow: 'No-show',
};

/** The badge's CSS modifier of a state ('badge-active', 'badge-in-progress', 'badge-no-show'). */
export function badgeClass(state: AppointmentState): string {
  const modifier: Record<AppointmentState, string> = {
    upcoming: 'active', inProgress: 'in-progress', complete: 'complete', rescheduled: 'rescheduled', canceled: 'canceled', noShow: 'no-show',
  };
  return `badge-${modifier[state]}`;
}

/** One card of the appointments list: plain data for pages, islands and GraphQL. */
export interface AppointmentItem {
  id: number;
  bookingCode: string;
  /** ISO start. */
  slot: string;
  durationMinutes: number;
  type: ConsultationType;
  typeLabel: string;
  /** The stored status (0 in progress, 1 complete, 2 rescheduled, 3 canceled, 6 no-show). */
  status: number;
  state: AppointmentState;
  statusLabel: string;
  listing: { id: number; title: string; line1: string; address: string | null };
  /** The customer, for vendors only. */
  customerName: string | null;
  petName: string | null;
  /** The pet's owner, when a co-owner booked it (the customer is then not the owner). */
  petOwnerName: string | null;
  /** A house visit of a house-call package: the owner's address the vet goes to; null for every other booking. */
  visitAddress: string | null;
  listingTZ: string;
  /** ISO booking date. */
  createdAt: string;
}

export interface AppointmentPage {
  items: AppointmentItem[];
  hasMore: boolean;
}

/** The detail page's rows on top of the card; empty values are null so the view hides them. */
export interface AppointmentDetail extends AppointmentItem {
  contactNumber: string | null;
  /** Booking Information: the reason given when booking. */
  summary: string | null;
  /** The intake answers given when booking, as asked (empty when the listing asked none). */
  intake: IntakeAnswerRecord[];
  /** The viewer's side of the signed consultation page link (video and phone, while live). */
  consultationLink: string | null;
  /** False once canceled or rescheduled, or when the start has passed. */
  canCancel: boolean;
  /** The booking's owner (users.id) and the pet named with it, if any: whose records the Medical Records tab shows. */
  customerId: number;
  petId: number | null;
  /** The same rule as cancel: a live appointment that has not started. */
  canReschedule: boolean;
  /** A vendor may mark a live appointment whose start has passed Completed or No-show. */
  canMarkOutcome: boolean;
  /** A vendor may take back a Completed or No-show mark until this time (ISO); null when there is none to take back. */
  outcomeUndoUntil: string | null;
  /** Why the appointment was canceled, when the one who canceled said. */
  cancelReason: string | null;
  /** Who canceled: the customer or the practice; null while not canceled. */
  canceledBy: 'user' | 'vendor' | null;
  /** The listing's cancellation window: hours before the slot an owner's cancel is refunded in full. */
  cancellationHours: number;
  /** What a cancel by this viewer now would refund ('full' or 'none'; 'none' too when nothing was paid). */
  refundOnCancel: 'full' | 'none';
  /** The payment behind the appointment, captured minus refunded; null when nothing was charged. */
  payment: AppointmentPayment | null;
  /** The booking this one replaced, and the one that replaced it (each links to the other). */
  rescheduledFrom: AppointmentRef | null;
  rescheduledTo: AppointmentRef | null;
}

export interface AppointmentRef {
  id: number;
  bookingCode: string;
}

export interface AppointmentRefund {
  amountCents: number;
  /** pending (being refunded, retried by the job queue) or succeeded. */
  status: 'pending' | 'succeeded' | 'failed';
  /** ISO time of the refund (when it succeeded), else when it was asked for. */
  at: string;
}

export interface AppointmentPayment {
  capturedCents: number;
  refundedCents: number;
  refunds: AppointmentRefund[];
}

/** 'PC-000123'. */
export function bookingCode(id: number): string {
  return `${BOOKING_CODE_PREFIX}${String(id).padStart(6, '0')}`;
}

/** The spec's and our words when an appointment cannot be shown or canceled, and after a cancel. */
export const APPOINTMENT_NOT_FOUND = 'Appointment not found.';
export const ALREADY_CANCELED = 'This appointment is already canceled.';
export const RESCHEDULED_NOT_CANCELABLE = 'This appointment was rescheduled; cancel the new appointment instead.';
export const ALREADY_STARTED = 'This appointment has already started and can no longer be canceled.';
export const LISTING_FILTER_VENDORS_ONLY = 'Only vets and clinics can filter by listing.';
export const CANCELED_MESSAGE = 'The appointment was canceled.';
export const RESCHEDULED_NOT_RESCHEDULABLE = 'This appointment was already rescheduled; reschedule the new appointment instead.';
export const CANCELED_NOT_RESCHEDULABLE = 'This appointment is canceled and cannot be rescheduled.';
export const STARTED_NOT_RESCHEDULABLE = 'This appointment has already started and can no longer be rescheduled.';
export const SAME_SLOT = 'Please pick a different time.';
export const RESCHEDULED_MESSAGE = 'The appointment was rescheduled.';
export const OUTCOME_NOT_YET = 'An appointment can be marked completed or no-show only once it has started.';
export const OUTCOME_VENDORS_ONLY = 'Only the practice can mark an appointment completed or no-show.';
export const OUTCOME_NOT_LIVE = 'Only an active appointment can be marked completed or no-show.';
export const OUTCOME_NOT_MARKED = 'This appointment has no completed or no-show mark to undo.';
export const OUTCOME_UNDO_EXPIRED = 'A completed or no-show mark can be undone only on the day it was made.';
export const OUTCOME_UNDONE = 'The mark was undone: the appointment is active again.';
export const NO_SHOW_QUESTION = 'Mark this appointment as a no-show?';
export const NO_SHOW_DETAIL = 'The customer is recorded as not having come. You can undo this until the end of the day.';

/** The longest reason a cancel may give (it is stored with the booking and mailed to the customer). */
export const CANCEL_REASON_MAX = 500;


/** The cancellation policy in words (wizard before payment, detail page). */
export function cancellationPolicyText(hours: number): string {
  return hours > 0
    ? `Free cancellation up to ${hours} ${hours === 1 ? 'hour' : 'hours'} before the appointment, with a full refund. Later cancellations are not refunded.`
    : 'Free cancellation with a full refund until the appointment starts.';
}

/** What an owner is told before confirming a cancel inside the window. */
export function noRefundWarning(hours: number): string {
  return `This appointment starts in less than ${hours} ${hours === 1 ? 'hour' : 'hours'}: no refund applies if you cancel now.`;
}

/** What the owner is told before confirming a cancel that will be refunded. */
export function fullRefundNotice(cents: number): string {
  return `You will get a full refund of $${(cents / 100).toFixed(2)}.`;
}

/** What the practice is told before confirming a cancel: the customer is refunded, not the one cancelling. */
export function customerRefundNotice(cents: number): string {
  return `The customer will get a full refund of $${(cents / 100).toFixed(2)}.`;
}

/** The list's line after a cancel, naming the refund when one was made. */
export const REFUND_STARTED = 'A full refund has been issued.';
export const REFUND_PENDING = 'A full refund is being processed.';

/** The list's filters as they live in the URL query, so a reload keeps them and the plain GET form sends them. */
export interface AppointmentFilters {
  status: number | null;
  listingId: number | null;
  sort: 'slot' | 'created';
  /** The chosen zone; null until chosen (the browser's guess, or the listing's without JavaScript). */
  tz: string | null;
}

/** The query string of a filter set (and an offset for the next page); defaults are left out. */
export function filterQuery(f: AppointmentFilters, offset = 0): string {
  const q = new URLSearchParams();
  if (f.status !== null) q.set('status', String(f.status));
  if (f.listingId !== null) q.set('listing', String(f.listingId));
  if (f.sort !== 'slot') q.set('sort', f.sort);
  if (f.tz) q.set('tz', f.tz);
  if (offset > 0) q.set('offset', String(offset));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Only the zone of a filter set, for links to the detail page and back. */
export function zoneQuery(tz: string | null): string {
  return tz && isZone(tz) ? `?tz=${encodeURIComponent(tz)}` : '';
}
