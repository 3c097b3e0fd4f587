/**
 * Wall-clock arithmetic for the schedule grid: the zone arithmetic is the shared module's
 * (contracts/zoned-time.ts, @date-fns/tz on the browser's own Intl, so no zone data ships with the
 * island); this file adds the grid's labels. Dates are 'YYYY-MM-DD' strings of the listing's calendar;
 * minutes count from its local midnight.
 */
export { addDays, wallTime, zonedInstant, type WallTime } from '../../../contracts/zoned-time.ts';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';

/** English keeps the grid's own labels below; another language's are its `Intl` (UTC: a date string is a calendar day). */
const english = (locale: string) => locale.startsWith('en');
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

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

/**
 * Intl's thin and narrow no-break spaces as plain ones. ICU versions differ in them: the server's writes a range
 * across two months '29 nov\u2009–\u20095 dic 2026' where Chromium's writes plain spaces, and the island's
 * hydration would find the server's text not its own.
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, ' ');
}

/** 'Mon 5 Jan': a day as the week's selects and column heads name it. */
export function shortDay(date: string, locale = 'en'): string {
  if (!english(locale)) {
    // Its weekday, day and month in the grid's short order ('lun 23 nov'), without the language's 'de'.
    const parts = dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).formatToParts(utc(date));
    const part = (type: string) => parts.find((p) => p.type === type)?.value.replace(/\.$/, '') ?? '';
    return `${part('weekday')} ${part('day')} ${part('month')}`;
  }
  const c = calendar(date);
  return `${WEEKDAYS[c.weekday].slice(0, 3)} ${c.day} ${MONTHS[c.month]}`;
}

/** 'Friday, Nov 27, 2026': the day view's heading. */
export function longDay(date: string, locale = 'en'): string {
  if (!english(locale)) return dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(date));
  const c = calendar(date);
  return `${WEEKDAYS[c.weekday]}, ${MONTHS[c.month]} ${c.day}, ${c.year}`;
}

/** 'Nov 22 – 28, 2026' or 'Nov 29 – Dec 5, 2026' (and across a year): the week view's heading. */
export function weekRange(first: string, last: string, locale = 'en'): string {
  if (!english(locale)) return plainSpaces(dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(utc(first), utc(last)));
  const a = calendar(first);
  const b = calendar(last);
  if (a.year !== b.year) return `${MONTHS[a.month]} ${a.day}, ${a.year} – ${MONTHS[b.month]} ${b.day}, ${b.year}`;
  return `${MONTHS[a.month]} ${a.day} – ${a.month === b.month ? '' : `${MONTHS[b.month]} `}${b.day}, ${b.year}`;
}

/** A time of day in `locale`: English's clockLabel, another language's `Intl`. */
export function timeLabel(minutes: number, locale: string): string {
  if (!english(locale)) return plainSpaces(dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(minutes * 60_000)));
  return clockLabel(minutes);
}

/** '9 AM': an hour of the grid's gutter. */
export function hourLabel(hour: number, locale = 'en'): string {
  if (!english(locale)) return dateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).format(new Date(hour * 3_600_000));
  return clockLabel(hour * 60).replace(':00', '');
}
