// The one function, not the package's index: that loads TZDate, whose module patches its prototype on load.
import { tzOffset } from '@date-fns/tz/tzOffset';

/**
 * Wall-clock arithmetic in named IANA zones: the one implementation the availability engine, the
 * server's notices and reports, the schedule calendar island and the demo seeds share. Offsets come
 * from @date-fns/tz, which reads the runtime's own zone data through Intl, so no zone data ships
 * with an island. Dates are 'YYYY-MM-DD' calendar dates of the zone; minutes count from its local
 * midnight; instants are epoch milliseconds.
 */

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An instant's wall-clock date and time in a zone. */
export interface WallTime {
  /** The local calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** Minutes since local midnight (0-1439). */
  minutes: number;
}

function exactOffset(zone: string, at: number): number {
  const offset = tzOffset(zone, new Date(at));
  return Number.isFinite(offset) ? offset : 0;
}

// Asking Intl for an offset costs about a microsecond and the engine asks for the same few hours of
// a zone again and again (every listing of a zone, every slot of a strip), so each hour's offset is
// kept. An hour whose two ends disagree holds a clock change: its instants are asked one by one.
const hourOffsets = new Map<string, Map<number, number>>();
let kept = 0;

/**
 * Minutes `zone`'s clock is ahead of UTC at the instant `at` (negative west of Greenwich, as
 * @date-fns/tz's `tzOffset`). A name the runtime does not know reads as UTC.
 */
export function zoneOffset(zone: string, at: number): number {
  let hours = hourOffsets.get(zone);
  if (!hours) {
    if (kept > 100_000) {
      hourOffsets.clear();
      kept = 0;
    }
    hours = new Map();
    hourOffsets.set(zone, hours);
  }
  const hour = Math.floor(at / HOUR);
  let offset = hours.get(hour);
  if (offset === undefined) {
    const start = exactOffset(zone, hour * HOUR);
    offset = start === exactOffset(zone, hour * HOUR + HOUR - 1) ? start : Number.NaN;
    hours.set(hour, offset);
    kept += 1;
  }
  return Number.isNaN(offset) ? exactOffset(zone, at) : offset;
}

/** An instant's wall-clock date and minutes past local midnight in `zone`. */
export function wallTime(at: number, zone: string): WallTime {
  if (!Number.isFinite(at)) return { date: 'Invalid date', minutes: Number.NaN };
  const local = at + zoneOffset(zone, at) * MINUTE;
  const dayStart = Math.floor(local / DAY) * DAY;
  return { date: new Date(dayStart).toISOString().slice(0, 10), minutes: Math.floor((local - dayStart) / MINUTE) };
}

/** The calendar date ('YYYY-MM-DD') of an instant in `zone`. */
export function localDate(at: number, zone: string): string {
  return wallTime(at, zone).date;
}

/**
 * The instant when `zone`'s clock reads `minutes` past midnight of `date` (NaN for a date that is not
 * one). A time the clock skips (a spring-forward gap) is read on the offset before the change (New
 * York's 02:30 becomes 03:30 EDT); a time it shows twice (fall back) is its first showing.
 */
export function zonedInstant(date: string, minutes: number, zone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  if (!Number.isFinite(wall)) return Number.NaN;
  // The zone's offsets a day either side: the same unless the clock changes near this time.
  const offsetBefore = zoneOffset(zone, wall - DAY);
  const before = wall - offsetBefore * MINUTE;
  const after = wall - zoneOffset(zone, wall + DAY) * MINUTE;
  if (before === after) return before;
  const reads = (t: number) => Math.floor((t + zoneOffset(zone, t) * MINUTE) / MINUTE) * MINUTE === wall;
  if (reads(before)) return reads(after) ? Math.min(before, after) : before;
  // In a gap neither reads back: the time is taken on the offset before the change.
  return reads(after) ? after : before;
}

/** The instant local midnight of `date` begins in `zone` (the first instant of the date when midnight is skipped). */
export function startOfDate(date: string, zone: string): number {
  return zonedInstant(date, 0, zone);
}

/** The instant the local date holding `at` began in `zone`. */
export function startOfLocalDay(at: number, zone: string): number {
  return startOfDate(localDate(at, zone), zone);
}

/** The date `days` after `date` (negative: before), as calendar arithmetic. */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * DAY;
  return Number.isFinite(t) ? new Date(t).toISOString().slice(0, 10) : 'Invalid date';
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

/** The weekday of a calendar date: 0 = Sunday ... 6 = Saturday. */
export function weekdayIndex(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** True for a real 'YYYY-MM-DD' calendar date ('2026-02-30' is not one). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === value;
}
