import { zonedFormat } from '../../../contracts/intl-format.ts';

/**
 * Wall-clock arithmetic in one named zone for the schedule grid, on the browser's own Intl (no zone data
 * ships with the island). Dates are 'YYYY-MM-DD' strings of the listing's calendar; minutes count from its
 * local midnight.
 */

const parts = zonedFormat('en-US', {
  hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
});

export interface WallTime {
  /** The local calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** Minutes since local midnight (0-1439). */
  minutes: number;
}

/** An instant's wall-clock date and time in `zone`. */
export function wallTime(instant: number, zone: string): WallTime {
  const p: Record<string, string> = {};
  for (const { type, value } of parts(zone).formatToParts(instant)) p[type] = value;
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

/** How far `zone`'s wall clock is ahead of UTC at an instant, in minutes. */
function offsetAt(instant: number, zone: string): number {
  const { date, minutes } = wallTime(instant, zone);
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant when `zone`'s clock reads `minutes` past midnight of `date`. A time the clock skips (a
 * spring-forward gap) is read on the new offset (New York's 02:30 becomes 03:30 EDT); a time it shows
 * twice (fall back) is the first.
 */
export function zonedInstant(date: string, minutes: number, zone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // The zone's offsets a day either side: the same unless the clock changes near this time.
  const before = wall - offsetAt(wall - 86_400_000, zone) * 60_000;
  const after = wall - offsetAt(wall + 86_400_000, zone) * 60_000;
  const reads = (t: number) => {
    const w = wallTime(t, zone);
    return w.date === date && w.minutes === minutes;
  };
  if (reads(before)) return reads(after) ? Math.min(before, after) : before;
  // In a gap neither reads back: the time is taken on the offset before the change.
  return reads(after) ? after : before;
}

/** '9:05 AM', '12:30 PM': minutes since midnight on a 12-hour clock. */
export function clockLabel(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 || 12}:${m < 10 ? '0' : ''}${m} ${h < 12 ? 'AM' : 'PM'}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function calendar(date: string): { weekday: number; day: number; month: number; year: number } {
  const d = new Date(`${date}T00:00:00Z`);
  return { weekday: d.getUTCDay(), day: d.getUTCDate(), month: d.getUTCMonth(), year: d.getUTCFullYear() };
}

/** The date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 'Mon 5 Jan': a day as the week's selects and column heads name it. */
export function shortDay(date: string): string {
  const c = calendar(date);
  return `${WEEKDAYS[c.weekday].slice(0, 3)} ${c.day} ${MONTHS[c.month]}`;
}

/** 'Friday, Nov 27, 2026': the day view's heading. */
export function longDay(date: string): string {
  const c = calendar(date);
  return `${WEEKDAYS[c.weekday]}, ${MONTHS[c.month]} ${c.day}, ${c.year}`;
}

/** 'Nov 22 – 28, 2026' or 'Nov 29 – Dec 5, 2026' (and across a year): the week view's heading. */
export function weekRange(first: string, last: string): string {
  const a = calendar(first);
  const b = calendar(last);
  if (a.year !== b.year) return `${MONTHS[a.month]} ${a.day}, ${a.year} – ${MONTHS[b.month]} ${b.day}, ${b.year}`;
  return `${MONTHS[a.month]} ${a.day} – ${a.month === b.month ? '' : `${MONTHS[b.month]} `}${b.day}, ${b.year}`;
}
