/**
 * What pages, islands and GraphQL see of an appointment: plain types and the
 * spec's words, with no server-only imports so the browser bundle can share them.
 */

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
}

/** 'PC-000123'. */
export function bookingCode(id: number): string {
  return `${BOOKING_CODE_PREFIX}${String(id).padStart(6, '0')}`;
}

