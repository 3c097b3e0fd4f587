import { addDays, isCalendarDate, localDate, weekdayIndex, zonedInstant } from '../../../contracts/zoned-time.ts';
import { minutesOf } from '../../../contracts/listings.ts';
import { closedSpans, overlapChecker, weeklyStarts, weekdayOf, type BookedSpan, type WeeklyRow } from './slots.ts';

const MINUTE = 60_000;

/** Where a slot start stands in the vendor's schedule view. */
export type SlotState = 'open' | 'closed' | 'booked';

export interface WeekSlot {
  start: string; // ISO instant
  end: string;
  state: SlotState;
  /** Started at or before `now`: shown, but no longer toggled. */
  past: boolean;
  /** Offered by the weekly rules (a closed one can be reopened), or opened by an override. */
  fromRules: boolean;
}

export interface WeekSpan {
  start: string;
  end: string;
}

export interface WeekOverride {
  date: string;
  added: string[];
  removed: string[];
}

export interface ScheduleWeekInput {
  schedule: readonly WeeklyRow[];
  duration: number;
  timezone: string;
  /** The 7 local dates of the week, first to last. */
  dates: readonly string[];
  from: number;
  to: number;
  bookings: readonly BookedSpan[];
  overrides: readonly WeekOverride[];
  now: number;
}

export interface ScheduleWeekCells {
  workingHours: WeekSpan[];
  slots: WeekSlot[];
  bookings: WeekSpan[];
}

/**
 * What the schedule calendar shows for one consultation over one week: the working hours the
 * weekly rows give each date (wall-clock in the listing's zone), every slot start the rules or
 * an override name, each marked open, closed (an override removed it) or booked (a live booking
 * meets it), and the bookings' spans. Pure: the same starts the engine steps (duration steps).
 */
export function scheduleWeekCells(input: ScheduleWeekInput): ScheduleWeekCells {
  const length = input.duration * MINUTE;
  const iso = (t: number) => new Date(t).toISOString();
  const workingHours: WeekSpan[] = [];
  for (const date of input.dates) {
    const weekday = weekdayOf(date);
    for (const row of input.schedule) {
      if (!row.days.includes(weekday)) continue;
      const start = zonedInstant(date, minutesOf(row.from), input.timezone);
      const end = zonedInstant(date, minutesOf(row.to), input.timezone);
      if (end > start) workingHours.push({ start: iso(start), end: iso(end) });
    }
  }
  const added = new Set<number>();
  for (const o of input.overrides) for (const s of o.added) added.add(Date.parse(s));
  const closed = overlapChecker(closedSpans(input.overrides, input.duration));
  const rules = new Set(weeklyStarts({ schedule: input.schedule, duration: input.duration, timezone: input.timezone, from: input.from, to: input.to }));
  const starts = new Set(rules);
  for (const t of added) if (Number.isFinite(t) && t >= input.from && t < input.to) starts.add(t);
  const bookings = input.bookings.map((b) => ({ start: b.start, end: b.start + b.duration * MINUTE }));
  const slots = [...starts].sort((a, b) => a - b).map((t): WeekSlot => {
    const booked = bookings.some((b) => b.start < t + length && b.end > t);
    // As the engine reads it: a closed period wins over the rules and an opening.
    const isClosed = closed(t, length);
    return {
      start: iso(t), end: iso(t + length), state: booked ? 'booked' : isClosed ? 'closed' : 'open', past: t <= input.now, fromRules: rules.has(t),
    };
  });
  return { workingHours, slots, bookings: bookings.map((b) => ({ start: iso(b.start), end: iso(b.end) })) };
}

/** The first date (Sunday, as the calendar's 'en' weeks start) of the local week holding `date`, or today's, in `timezone`. */
export function weekStartOf(date: string | null | undefined, timezone: string, now: number): string {
  const day = isCalendarDate(date) ? date : localDate(now, timezone);
  return addDays(day, -weekdayIndex(day));
}

/** The 7 local dates from `weekStart`. */
export function weekDates(weekStart: string, _timezone: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

/** A date's override and the starts its weekly rules give, as schedule mode reads them. */
export interface DateOverrideState {
  weekly: ReadonlySet<number>;
  added: readonly string[];
  removed: readonly string[];
}

/**
 * Schedule mode's click on the start `at` (ISO `iso`) of a `duration`-minute slot, as the engine
 * reads the date: an open slot closes (a rules start is removed, an opening is dropped); a closed
 * one reopens, which lifts every closed period overlapping it (one left from before the duration
 * changed included), and a start outside the rules is added. Pure.
 */
export function toggledOverride(state: DateOverrideState, at: number, duration: number): { added: string[]; removed: string[]; open: boolean } {
  const iso = new Date(at).toISOString();
  const length = duration * MINUTE;
  const closes = (start: string) => {
    const t = Date.parse(start);
    return t < at + length && t + length > at;
  };
  const wasClosed = state.removed.some(closes);
  const wasOpen = (state.weekly.has(at) || state.added.includes(iso)) && !wasClosed;
  let added = state.added.filter((s) => s !== iso);
  let removed = [...state.removed];
  if (wasOpen) {
    if (state.weekly.has(at)) removed = [...removed, iso];
  } else {
    removed = removed.filter((s) => !closes(s));
    if (!state.weekly.has(at)) added = [...added, iso];
  }
  return { added: added.sort(), removed: [...new Set(removed)].sort(), open: !wasOpen };
}
