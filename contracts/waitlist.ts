import { z } from 'zod';
import './zod-words.ts';
import { SOLD_CONSULTATION_TYPES, type ConsultationType } from './consultations.ts';
import { WEEKDAYS, type Weekday } from './listings.ts';

/*
 * The waitlist: an owner waits for a time on a listing (a consultation type, the days and hours that suit, or any
 * time earlier than one of their bookings); when one frees, the first in line is offered it and it is held for them
 * for WAITLIST_HOLD_MINUTES, then it passes to the next. The words, the join form's schema and the pages' DTOs.
 */

/** How long a freed time is kept for the owner it is offered to. */
export const WAITLIST_HOLD_MINUTES = 15;
/** Time windows an entry may name, and waitlists an owner may wait on at once. */
export const WAITLIST_MAX_WINDOWS = 3;
export const WAITLIST_MAX_ENTRIES = 10;

export const WAITLIST_MESSAGES = {
  held: 'This time is held for a pet owner on the waitlist. Please choose another time.',
  joined: 'You are on the waitlist. When a time that suits you opens, we will email and text you, and it is held for you for 15 minutes.',
  left: 'You left the waitlist.',
  declined: 'You turned down this time. It is offered to the next person in line.',
  off: 'This practice is not taking a waitlist for this listing.',
  tooMany: `You can wait on at most ${WAITLIST_MAX_ENTRIES} waitlists at once.`,
  already: 'You are already on this waitlist for this consultation.',
  window: 'Please choose a start before the end.',
  time: 'Please choose a time.',
  earlierBooking: 'Please choose one of your upcoming appointments with this listing.',
  notFound: 'Waitlist entry not found.',
  offerNotFound: 'This offer was not found.',
  offerClosed: 'This offer is no longer open.',
  turnedOn: 'The waitlist of this listing is on.',
  turnedOff: 'The waitlist of this listing is off: nobody can join it and no time is offered.',
  noListing: 'No listing found!',
  type: 'Please choose a consultation this listing offers.',
} as const;

/** What an entry's line on the owner's page says of it. */
export type WaitlistEntryState = 'waiting' | 'offered' | 'booked' | 'left' | 'paused';
export const WAITLIST_STATE_LABELS: Record<WaitlistEntryState, string> = {
  waiting: 'Waiting',
  offered: 'A time is held for you',
  booked: 'Booked',
  left: 'Left',
  paused: 'Paused by the practice',
};

/** 'HH:mm' on a 24-hour clock. */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const windowSchema = z.object({
  from: z.string().regex(CLOCK, WAITLIST_MESSAGES.time),
  to: z.string().regex(CLOCK, WAITLIST_MESSAGES.time),
}).refine((w) => w.from < w.to, { message: WAITLIST_MESSAGES.window, path: ['to'] });

/** The join form, as `waitlistFormInput` reads its fields. */
export const waitlistJoinSchema = z.object({
  listingId: z.coerce.number().int().positive(),
  type: z.enum(SOLD_CONSULTATION_TYPES, { error: WAITLIST_MESSAGES.type }),
  days: z.array(z.enum(WEEKDAYS)).max(WEEKDAYS.length),
  windows: z.array(windowSchema).max(WAITLIST_MAX_WINDOWS),
  beforeBookingId: z.coerce.number().int().positive().nullable(),
});
export type WaitlistJoinInput = z.output<typeof waitlistJoinSchema>;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * A plain form's fields as the join schema takes them: `days` (checkboxes: none, one or several values),
 * `from1`/`to1`.. `from3`/`to3` (a window counts when either end is chosen), `beforeBookingId` ('' for none).
 */
export function waitlistFormInput(body: Record<string, unknown>): Record<string, unknown> {
  const days = body.days === undefined ? [] : Array.isArray(body.days) ? body.days : [body.days];
  const windows: Array<{ from: string; to: string }> = [];
  for (let i = 1; i <= WAITLIST_MAX_WINDOWS; i++) {
    const from = str(body[`from${i}`]);
    const to = str(body[`to${i}`]);
    if (from || to) windows.push({ from, to });
  }
  const before = str(body.beforeBookingId);
  return { listingId: str(body.listingId), type: str(body.type), days, windows, beforeBookingId: before || null };
}

/** A field's key on the plain form for a schema path ('windows.0.to' -> 'to1'). */
export function waitlistFieldKey(path: string): string {
  const m = /^windows\.(\d+)\.(from|to)$/.exec(path);
  return m ? `${m[2]}${Number(m[1]) + 1}` : path.split('.')[0];
}

/** 'Mon, Wed, Fri' or 'Any day'; '10:00-12:00, 14:00-16:00' or 'Any time'. */
export function daysText(days: readonly Weekday[]): string {
  return days.length === 0 || days.length === WEEKDAYS.length ? 'Any day' : WEEKDAYS.filter((d) => days.includes(d)).join(', ');
}
export function windowsText(windows: ReadonlyArray<{ from: string; to: string }>): string {
  return windows.length === 0 ? 'Any time' : windows.map((w) => `${w.from}-${w.to}`).join(', ');
}

/** An offer as the owner sees it. */
export interface WaitlistOfferView {
  id: number;
  listingId: number;
  vendorId: number;
  listingTitle: string;
  type: ConsultationType;
  slot: string;
  timezone: string;
  /** The time as the listing's zone reads it ('Mon 7 Dec, 10:00 AM EST'). */
  when: string;
  expiresAt: string;
  /** The hold's end in the listing's zone ('10:15 AM'). */
  until: string;
  status: 'open' | 'booked' | 'declined' | 'expired' | 'void';
  /** The checkout link of this time (the normal booking path). */
  bookUrl: string;
  /** The entry was for a time earlier than this appointment of theirs. */
  earlierThan: { id: number; when: string } | null;
}

/** One of the owner's entries. */
export interface WaitlistEntryView {
  id: number;
  listingId: number;
  listingTitle: string;
  type: ConsultationType;
  days: Weekday[];
  windows: Array<{ from: string; to: string }>;
  /** 'Any time earlier than <appointment>' when the entry waits for an earlier time. */
  earlierThan: string | null;
  joinedAt: string;
  state: WaitlistEntryState;
  offer: WaitlistOfferView | null;
}

/** A listing's line as the clinic sees it. */
export interface ClinicWaitlistView {
  listingId: number;
  title: string;
  enabled: boolean;
  entries: Array<{
    id: number;
    position: number;
    customer: string;
    type: ConsultationType;
    days: Weekday[];
    windows: Array<{ from: string; to: string }>;
    earlierThan: string | null;
    joinedAt: string;
    /** The time held for them now, in the listing's zone. */
    heldSlot: string | null;
  }>;
}

/** The join page: the listing, its consultations and the owner's upcoming bookings of it (for "earlier than"). */
export interface WaitlistJoinView {
  listingId: number;
  title: string;
  line1: string | null;
  timezone: string;
  types: Array<{ type: ConsultationType; label: string }>;
  type: ConsultationType | null;
  bookings: Array<{ id: number; label: string }>;
  enabled: boolean;
}
