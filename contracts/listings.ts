import type { ConsultationType } from './consultations.ts';

/**
 * Listings as the editor, My Listings, the calendar and the server see them: the weekly
 * schedule row (written once: the engine, the zod row, the editor's rows and the GraphQL
 * type all are this shape), the listing's plain view and the editor's words. No zod here (its rules are in
 * listing-input.ts), so an island that only says these words does not carry it.
 */

/** A bookable start of a vet card's strip: its instant (epoch ms) and clock time in the listing's zone ('9:00 AM'). */
export interface StripSlot {
  at: number;
  label: string;
}

/**
 * A day of a vet card's strip: the listing's local date, its label ('Mon 30 Nov') and its bookable starts. The
 * domain builds it (server/domain/availability/slots.ts), the vet list page and GraphQL's `cardStrip` send it as
 * it is, and the island reads it.
 */
export interface StripDay {
  date: string;
  label: string;
  slots: StripSlot[];
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A weekly schedule row: days Mon..Sun and local hours HH:mm in the listing's time zone. */
export interface ScheduleRow {
  days: string[];
  from: string;
  to: string;
}

/** A consultation a listing offers, as stored in vendor_listings.consultations. */
export interface Consultation {
  type: ConsultationType;
  enabled: boolean;
  duration: number;
  /** Whole dollars per session. */
  price: number;
  schedule: ScheduleRow[];
}

/** Minutes since midnight of 'HH:mm' (NaN when malformed). */
export function minutesOf(hhmm: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/** Index of the first row whose hours overlap an earlier row on a shared day, or null. */
export function firstOverlap(rows: ReadonlyArray<{ days: readonly string[]; from: string; to: string }>): number | null {
  for (let i = 1; i < rows.length; i++) {
    for (let j = 0; j < i; j++) {
      const shared = rows[i].days.some((d) => rows[j].days.includes(d));
      if (shared && minutesOf(rows[i].from) < minutesOf(rows[j].to) && minutesOf(rows[j].from) < minutesOf(rows[i].to)) return i;
    }
  }
  return null;
}

/** A listing as its managers see it (the editor's props, GraphQL's Listing). */
export interface ListingView {
  id: number;
  vendorId: number;
  vendorLoginId: number | null;
  managers: number[];
  title: string;
  line1: string;
  line2: string | null;
  address: string | null;
  avatar: string | null;
  timezone: string;
  profile: Record<string, unknown>;
  consultations: Consultation[];
  /** The cancellation window: an owner cancelling at least this many hours before the slot is refunded in full. */
  cancellationHours: number;
  /** How long after the appointment its conversation stays open for follow-up questions (hours). */
  followUpHours: number;
  /** The clinic usually replies to messages within this many hours (shown to owners); null: no target. */
  responseTargetHours: number | null;
  state: ListingState;
}

/**
 * Where a listing stands: `live` on the clinic's site, the vet list and bookable; `awaitingApproval` created by a
 * sub-user, waiting for the root admin; `archived` hidden from the public and from booking, its appointments
 * kept, restorable. Stored as vendor_listings.status (1, 2, 3; 0 is an old hidden row, never shown).
 */
export const LISTING_STATES = ['live', 'awaitingApproval', 'archived'] as const;
export type ListingState = (typeof LISTING_STATES)[number];
export const LISTING_STATUS: Record<ListingState, number> = { live: 1, awaitingApproval: 2, archived: 3 };

/** The state's badge on My Listings. */
export const LISTING_STATE_LABEL: Record<ListingState, string> = { live: 'Live', awaitingApproval: 'Awaiting approval', archived: 'Archived' };

/** What the root admin may do to a listing in each state: approve or restore it (live again), or archive it. */
export const LISTING_STATE_CHANGES: Record<ListingState, readonly ListingState[]> = {
  live: ['archived'],
  awaitingApproval: ['live', 'archived'],
  archived: ['live'],
};

export const LISTING_STATE_MESSAGES = {
  awaitingApproval: 'Saved Successfully. It will show on your site once your account administrator approves it.',
  live: 'The listing is live: it shows on your site and can be booked.',
  archived: 'The listing is archived: it is hidden from your site and from booking; its appointments are kept.',
  notAllowed: 'This listing cannot be changed that way.',
} as const;

/** A consultation's length: whole minutes in these steps (the editor's number input steps by it too), within bounds. */
export const DURATION = { min: 5, max: 480, step: 5 } as const;

/** The cancellation window's bounds (hours) and default. */
export const CANCELLATION_HOURS = { min: 0, max: 720, default: 24 } as const;


/**
 * The editor's labels for the fields a message names: a message says what the person sees
 * ('Clinic name is required'), not the column behind it.
 */
export const LISTING_LABELS = { title: 'Clinic name', line1: 'Doctor name and certifications' } as const;

/** The spec's words: a listing that is not there (or not the viewer's), and a saved listing. */
export const NO_LISTING = 'No listing found!';
export const SAVED = 'Saved Successfully';
export const LISTINGS_PAGE_SIZE = 10;

/** '1 week', '3 weeks': the plural only for more than one. */
export function weeksWord(weeks: number): string {
  return `${weeks} week${weeks === 1 ? '' : 's'}`;
}

/** Copy this week's answer once it copied. */
export function copiedWeekMessage(weeks: number): string {
  return `Copied this week to the next ${weeksWord(weeks)}`;
}

/** Copy this week's warning before it replaces the target weeks' changes and so reopens slots closed there. */
export function reopenWarning(closed: number, weeks: number): string {
  const slots = closed === 1 ? '1 slot you closed' : `${closed} slots you closed`;
  return `Copying replaces the changes of the next ${weeksWord(weeks)}: ${slots} there would open again.`;
}
