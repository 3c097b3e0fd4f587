import type { Conn, Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { listingScope, listingsChanged, type ScopedCache } from '../../db/cache-versions.ts';
import { canManageListing } from '../listings/listing-policy.ts';
import { manageableListing } from '../listings/listing-service.ts';
import { NO_LISTING } from '../../../contracts/listings.ts';
import { findListing, type ConsultationType, type ListingRow } from '../listings/index.ts';
import { CONSULTATION_TYPES } from '../../../contracts/consultations.ts';
import { canonicalZone } from '../../../contracts/time-zone.ts';
import {
  deleteOverrides, liveBookingsBetween, overridesBetween, upcomingBookingSlots, upsertOverride, type LiveBookingRow, type OverrideRow,
} from './availability.queries.ts';
import {
  bookableSlots, bookingDates, dayRange, isKnownZone, scheduleOf, weeklyStarts, zoneAbbreviation, type EngineInput,
} from './slots.ts';
import { scheduleWeekCells, toggledOverride, weekDates, weekStartOf } from './schedule-week.ts';
import { hasOpenHold, holdForOther, openHoldsBetween } from './slot-holds.queries.ts';
import { copyWeek, type CopyWeekResult } from './copy-week.ts';
import { isCalendarDate, localDate } from '../../../contracts/zoned-time.ts';

const DAY_MS = 86_400_000;

function checkDate(date: string, field = 'date'): string {
  if (!isCalendarDate(date)) {
    throw new ValidationError('Please select a date', { fields: { [field]: 'Please select a date' } });
  }
  return date;
}

function checkType(type: string): ConsultationType {
  if (!(CONSULTATION_TYPES as readonly string[]).includes(type)) {
    throw new ValidationError('Unknown consultation type', { fields: { type: 'Unknown consultation type' } });
  }
  return type as ConsultationType;
}

function consultationOf(listing: Pick<ListingRow, 'consultations'>, type: ConsultationType) {
  return (listing.consultations ?? []).find((c) => c.type === type);
}

/** The engine's input with the override rows it came from (their dates, for the schedule calendar). */
export type RowEngineInput = Omit<EngineInput, 'overrides'> & { overrides: OverrideRow[] };

/**
 * The engine's input for one consultation of a listing over [from, to), from its live bookings and
 * override rows (those of other listings or types are left out): the one way every surface and
 * every check builds it, so all of them see the same schedule, duration (the step) and overrides.
 */
export function toEngineInput(
  listing: Pick<ListingRow, 'id' | 'timezone' | 'consultations'>, type: ConsultationType, from: number, to: number,
  bookings: readonly LiveBookingRow[], overrides: readonly OverrideRow[],
): RowEngineInput {
  const c = consultationOf(listing, type);
  const id = Number(listing.id);
  return {
    schedule: scheduleOf(c),
    duration: Number(c?.duration ?? 0),
    timezone: listing.timezone,
    from,
    to,
    bookings: bookings.filter((b) => Number(b.vendor_listing_id) === id)
      .map((b) => ({ start: new Date(b.slot).getTime(), duration: Number(b.duration) })),
    overrides: overrides.filter((o) => Number(o.vendor_listing_id) === id && (o.consultation_type === null || o.consultation_type === type)),
  };
}

/** Which waitlist holds an engine input counts: those open at `now`, but not the ones kept for `holderId`. */
export interface HoldsSeen {
  now: Date;
  holderId: number | null;
}

/**
 * Engine input for one listing and consultation over [from, to): its live bookings and the
 * overrides of its local dates in that range, read with two indexed queries. With `holds`, a time
 * held for someone else on the waitlist counts as taken (the booking lookup and every booking check).
 */
export async function engineInput(
  db: Conn, listing: ListingRow, type: ConsultationType, from: number, to: number, holds?: HoldsSeen,
): Promise<RowEngineInput> {
  const [bookings, overrides, held] = await Promise.all([
    liveBookingsBetween(db, [Number(listing.id)], new Date(from), new Date(to)),
    overridesBetween(db, [Number(listing.id)], localDate(from, listing.timezone),
      localDate(to, listing.timezone), type),
    holds ? openHoldsBetween(db, [Number(listing.id)], new Date(from), new Date(to), holds.now) : [],
  ]);
  const others = held.filter((h) => holds?.holderId === null || Number(h.user_id) !== holds?.holderId);
  return toEngineInput(listing, type, from, to, [...bookings, ...others], overrides);
}

/**
 * Whether the engine offers `at` for this consultation now, under the booking rules, to `holderId` (the owner
 * booked for; a time held on the waitlist for anyone else is not offered): the server's check of a booking, a
 * reschedule and the checkout's slot check.
 */
export async function isOffered(db: Conn, listing: ListingRow, type: ConsultationType, at: number, now: Date, holderId: number | null = null): Promise<boolean> {
  if (!Number.isFinite(at)) return false;
  const input = await engineInput(db, listing, type, at - DAY_MS, at + DAY_MS, { now, holderId });
  return bookableSlots(input, now.getTime()).includes(at);
}

/** Whether a time of the listing is held on the waitlist for someone other than `holderId` at `now`. */
export async function heldForSomeoneElse(db: Conn, listingId: number, at: Date, duration: number, holderId: number | null, now: Date): Promise<boolean> {
  return Boolean(await holdForOther(db, listingId, at, duration, holderId, now));
}

/** A day's bookable starts as the booking lookup answers them. */
export interface DaySlots {
  listingId: number;
  type: ConsultationType;
  timezone: string;
  slots: string[];
}

/** The dates a booking can fall on, in the listing's zone (YYYY-MM-DD). */
export interface BookingWindow {
  listingId: number;
  timezone: string;
  firstDate: string;
  lastDate: string;
}

/**
 * Availability use cases: the booking lookup and the vendor's schedule-mode overrides. With `slotsCache`, the
 * lookup's answers to everyone but the listing's own vendor (the same for all of them) are kept for seconds,
 * keyed by the listing's own version (server/db/cache-versions.ts), which its bookings and overrides move.
 */
export function availabilityService(db: Db, options: {
  slotsCache?: ScopedCache<DaySlots>;
  /** A schedule change may have opened times: the listing's waitlist may offer them. */
  slotsFreed?: (vendorId: number, listingId: number) => Promise<void>;
} = {}) {
  /** The override row of one date and type, and the slot starts the weekly rules give that date. */
  async function dateState(conn: Conn, listing: ListingRow, type: ConsultationType, date: string) {
    const rows = await overridesBetween(conn, [Number(listing.id)], date, date, type);
    const own = rows.find((r) => r.consultation_type === type);
    const c = consultationOf(listing, type);
    const range = dayRange(date, listing.timezone);
    const weekly = weeklyStarts({ schedule: scheduleOf(c), duration: Number(c?.duration ?? 0), timezone: listing.timezone, ...range });
    return { added: own?.added ?? [], removed: own?.removed ?? [], weekly: new Set(weekly), duration: Number(c?.duration ?? 0) };
  }

  async function daySlots(viewer: Viewer | null, listingId: number, type: ConsultationType, date: string, now: Date, holderId: number | null = null): Promise<DaySlots> {
    const listing = await findListing(db, listingId, { live: true });
    if (!listing) throw new NotFoundError(NO_LISTING);
    const c = consultationOf(listing, type);
    const result: DaySlots = { listingId: Number(listing.id), type, timezone: canonicalZone(listing.timezone), slots: [] };
    if (!c || (!c.enabled && !canManageListing(viewer, listing))) return result;
    const range = dayRange(date, listing.timezone, 2);
    const input = await engineInput(db, listing, type, range.from, range.to, { now, holderId });
    result.slots = bookableSlots(input, now.getTime()).map((t) => new Date(t).toISOString());
    return result;
  }

  return {
    /**
     * Bookable starts for the selected day plus the next day in the clinic's zone (the spec's lookup),
     * more than 1 hour ahead and no later than 15 days out. Disabled consultations offer nothing
     * except to the listing's own managers.
     */
    async availableSlots(viewer: Viewer | null, args: { listingId: number; type: string; date: string; timezone?: string | null }, now: Date) {
      const type = checkType(args.type);
      const date = checkDate(args.date);
      if (args.timezone && !isKnownZone(args.timezone)) {
        throw new ValidationError('Unknown time zone', { fields: { timezone: 'Unknown time zone' } });
      }
      // An owner a waitlist time is held for sees it; nobody else does (the kept answer hides every hold).
      if (viewer?.kind === 'user' && (await hasOpenHold(db, viewer.id, args.listingId, now))) {
        return daySlots(null, args.listingId, type, date, now, viewer.id);
      }
      // Only a vendor's login can manage a listing (and see a disabled consultation's slots): every other viewer gets the same answer.
      if (options.slotsCache && viewer?.kind !== 'vendor') {
        return options.slotsCache.get(`${args.listingId}|${type}|${date}`, [listingScope(args.listingId)], () => daySlots(null, args.listingId, type, date, now));
      }
      return daySlots(viewer, args.listingId, type, date, now);
    },

    /**
     * The dates a booking on this listing can fall on (`bookingDates()`): today in the listing's zone
     * through the last date of the booking window, for the date pickers' min and max.
     */
    async bookingWindow(listingId: number, now: Date): Promise<BookingWindow> {
      const listing = await findListing(db, listingId);
      if (!listing) throw new NotFoundError(NO_LISTING);
      const { first, last } = bookingDates(now.getTime(), listing.timezone);
      return { listingId: Number(listing.id), timezone: canonicalZone(listing.timezone), firstDate: first, lastDate: last };
    },

    /**
     * The schedule calendar's week (Sunday first, in the listing's zone) of one consultation:
     * working hours, slot starts marked open, closed or booked, booking spans (times only, no
     * customer data) and the dates' overrides. Only the listing's managers may read it.
     */
    async scheduleWeek(viewer: Viewer | null, args: { listingId: number; type: string; date?: string | null }, now: Date) {
      const type = checkType(args.type);
      if (args.date) checkDate(args.date);
      const listing = await manageableListing(db, viewer, args.listingId);
      const tz = listing.timezone;
      const weekStart = weekStartOf(args.date, tz, now.getTime());
      const dates = weekDates(weekStart, tz);
      const range = dayRange(weekStart, tz, 7);
      const input = await engineInput(db, listing, type, range.from, range.to);
      const overrides = input.overrides.filter((o) => dates.includes(o.date))
        .map((o) => ({ date: o.date, added: o.added, removed: o.removed }));
      const c = consultationOf(listing, type);
      return {
        listingId: Number(listing.id), title: listing.title, type, timezone: canonicalZone(tz), zoneName: zoneAbbreviation(tz, range.from),
        weekStart, dates, duration: Number(c?.duration ?? 0), enabled: !!c?.enabled,
        types: (listing.consultations ?? []).map((x) => x.type),
        overrides,
        ...scheduleWeekCells({ ...input, dates, overrides, now: now.getTime() }),
      };
    },

    /** The spec's fetch_booked_slots: upcoming live booking starts of a listing, no personal data. */
    async bookedSlots(listingId: number, now: Date): Promise<string[]> {
      const listing = await findListing(db, listingId, { live: true });
      if (!listing) throw new NotFoundError(NO_LISTING);
      const rows = await upcomingBookingSlots(db, listingId, now);
      return rows.map((r) => new Date(r.slot).toISOString());
    },

    /**
     * Schedule mode: closes a slot the weekly rules (or an earlier opening) offer, or reopens one
     * closed before, or opens a start outside the rules. Returns the date's override.
     */
    async toggleSlot(viewer: Viewer | null, args: { listingId: number; type: string; slot: string }) {
      const type = checkType(args.type);
      const at = Date.parse(args.slot);
      if (!Number.isFinite(at)) throw new ValidationError('Please select a slot', { fields: { slot: 'Please select a slot' } });
      return inTransaction(db, async (tx) => {
        const listing = await manageableListing(tx, viewer, args.listingId, true);
        const date = localDate(at, listing.timezone);
        const state = await dateState(tx, listing, type, date);
        const { added, removed, open } = toggledOverride(state, at, state.duration);
        await upsertOverride(tx, Number(listing.vendor_id), Number(listing.id), date, type, added, removed);
        await listingsChanged(tx, Number(listing.vendor_id), [Number(listing.id)]);
        return { date, type, added, removed, open, vendorId: Number(listing.vendor_id) };
      }).then(async ({ vendorId, ...toggled }) => {
        if (toggled.open) await options.slotsFreed?.(vendorId, args.listingId);
        return toggled;
      });
    },

    /**
     * Copy this week: the overrides of the 7 dates from `weekStart` onto the next `weeks` weeks (1-7);
     * when that would reopen slots closed there, nothing is written until `reopenClosed` (copy-week.ts).
     */
    async copyWeek(
      viewer: Viewer | null, args: { listingId: number; type: string; weekStart: string; weeks: number; reopenClosed?: boolean | null }, now: Date,
    ): Promise<CopyWeekResult> {
      const type = checkType(args.type);
      const weekStart = checkDate(args.weekStart, 'weekStart');
      const copied = await copyWeek(db, viewer, { ...args, type, weekStart }, now);
      const listing = await findListing(db, args.listingId);
      if (listing) await options.slotsFreed?.(Number(listing.vendor_id), Number(listing.id));
      return copied;
    },

    /** Drops a date's overrides for a type: the date follows the weekly rules again. */
    async resetDate(viewer: Viewer | null, args: { listingId: number; type: string; date: string }): Promise<boolean> {
      const type = checkType(args.type);
      const date = checkDate(args.date);
      const listing = await manageableListing(db, viewer, args.listingId);
      await inTransaction(db, async (tx) => {
        await deleteOverrides(tx, Number(listing.id), [date], type);
        await listingsChanged(tx, Number(listing.vendor_id), [Number(listing.id)]);
      });
      await options.slotsFreed?.(Number(listing.vendor_id), Number(listing.id));
      return true;
    },
  };
}

export type AvailabilityService = ReturnType<typeof availabilityService>;
