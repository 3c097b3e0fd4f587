import { isZone } from './time-zone.ts';

/**
 * What pages, islands and GraphQL see of an appointment: the stored statuses, plain types,
 * the spec's words and the list's URL filters.
 */

/**
 * Stored bookings.status values: the spec's four (0 in progress, 1 complete, 2 rescheduled,
 * 3 canceled) for appointments, plus two for a booking whose payment has not succeeded:
 * AWAITING_PAYMENT while its charge runs (it holds the slot, so no one else can pay for it
 * meanwhile) and PAYMENT_FAILED once the charge was declined or interrupted (it holds nothing).
 * Neither is an appointment: no list, count, detail, link page or email shows them.
 */
export const BOOKING_STATUS = {
  IN_PROGRESS: 0, COMPLETE: 1, RESCHEDULED: 2, CANCELED: 3, PAYMENT_FAILED: 4, AWAITING_PAYMENT: 5,
} as const;
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

/** Statuses whose time span no other booking of the listing may overlap (the bookings_no_overlap constraint's). */
export const SLOT_HOLDING_STATUSES: readonly BookingStatus[] = [
  BOOKING_STATUS.IN_PROGRESS, BOOKING_STATUS.COMPLETE, BOOKING_STATUS.AWAITING_PAYMENT,
];

/** Statuses of bookings that are appointments: paid for (or waived) and shown to owners and vendors. */
export const APPOINTMENT_STATUSES: readonly BookingStatus[] = [
  BOOKING_STATUS.IN_PROGRESS, BOOKING_STATUS.COMPLETE, BOOKING_STATUS.RESCHEDULED, BOOKING_STATUS.CANCELED,
];


/** The fixed prefix of a booking's public code ('PC-000123'). */
export const BOOKING_CODE_PREFIX = 'PC-';

/** The spec's list words: the empty list and the status filter's choices (stored values 0..3). */
export const NO_APPOINTMENTS = 'No Appointments Found';
export const STATUS_FILTER_LABELS = ['Upcoming', 'Complete', 'Rescheduled', 'Canceled'] as const;

/** Where the booking stands now: upcoming and complete compare the slot with now, the others are stored. */
export type AppointmentState = 'upcoming' | 'complete' | 'rescheduled' | 'canceled';

/** The spec's badge words (the same as the consultation link page's). */
export const STATE_BADGE: Record<AppointmentState, string> = {
  upcoming: 'Active', complete: 'Completed', rescheduled: 'Re-Scheduled', canceled: 'Canceled',
};

/** One card of the appointments list: plain data for pages, islands and GraphQL. */
export interface AppointmentItem {
  id: number;
  bookingCode: string;
  /** ISO start. */
  slot: string;
  durationMinutes: number;
  type: string;
  typeLabel: string;
  /** The stored status (0 in progress, 1 complete, 2 rescheduled, 3 canceled). */
  status: number;
  state: AppointmentState;
  statusLabel: string;
  listing: { id: number; title: string; line1: string; address: string | null };
  /** The customer, for vendors only. */
  customerName: string | null;
  petName: string | null;
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
  /** The viewer's side of the signed consultation page link (video and phone, while live). */
  consultationLink: string | null;
  /** False once canceled or rescheduled, or when the start has passed. */
  canCancel: boolean;
  /** The booking's owner (users.id) and the pet named with it, if any: whose records the Medical Records tab shows. */
  customerId: number;
  petId: number | null;
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
