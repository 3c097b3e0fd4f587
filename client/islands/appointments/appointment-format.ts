/**
 * Dates of the appointments pages, in a named zone. Built from Intl's parts and
 * joined here (not Intl's own joined strings, whose spaces differ between ICU
 * versions), so the server's HTML and the browser's hydration say the same thing.
 * Zones are printed by their canonical IANA names.
 */
import { zonedFormat } from '../../../contracts/intl-format.ts';
import { browserZone, canonicalZone, isZone, zoneChoices } from '../../../contracts/time-zone.ts';

export { isZone, zoneChoices };

/** The browser's zone by its canonical name (UTC when it cannot tell). */
export const guessZone = browserZone;

export interface DateParts {
  weekday: string;
  day: string;
  month: string;
  year: string;
  time: string;
}

const partsFormat = zonedFormat('en-US', {
  weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true,
});
const bookingDayFormat = zonedFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

// The same appointments are shown again and again (every list and detail load): what Intl said of each
// instant in a zone is kept (formatToParts is the costly step of a list's rendering).
const MAX_REMEMBERED = 5000;
const remembered = new Map<string, DateParts>();
const bookingDays = new Map<string, string>();

/** Weekday, day, month, year and time ('9:30 AM') of an instant in a zone. */
export function dateParts(iso: string, zone: string): DateParts {
  const key = `${zone}|${iso}`;
  const known = remembered.get(key);
  if (known) return { ...known };
  const parts = partsFormat(zone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const found: DateParts = {
    weekday: part('weekday'), day: part('day'), month: part('month'), year: part('year'),
    time: `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`,
  };
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(key, found);
  return { ...found };
}

/** 'Mon, Mar 9, 2026, 9:30 AM (America/New_York)' */
export function formatDateTime(iso: string, zone: string): string {
  const p = dateParts(iso, zone);
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}, ${p.time} (${canonicalZone(zone)})`;
}

/**
 * The booking (creation) date as people read it ('Nov 25, 2026', not the spec's DD-MM-YYYY, which reads
 * differently on each side of the Atlantic), in the zone times are shown in: the one formatter of the
 * card and the detail page, so both read the same day.
 */
export function formatBookingDate(iso: string, zone: string): string {
  const key = `${zone}|${iso}`;
  const known = bookingDays.get(key);
  if (known !== undefined) return known;
  const parts = bookingDayFormat(zone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('month')} ${part('day')}, ${part('year')}`;
  if (bookingDays.size >= MAX_REMEMBERED) bookingDays.clear();
  bookingDays.set(key, day);
  return day;
}

