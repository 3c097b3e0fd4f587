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

const PARTS_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true,
};
const BOOKING_DAY_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
/** One formatter maker per Intl locale ('en-US', 'es-US'), made on first use. */
const partsFormats = new Map<string, (zone: string) => Intl.DateTimeFormat>();
const bookingDayFormats = new Map<string, (zone: string) => Intl.DateTimeFormat>();
function formatOf(made: Map<string, (zone: string) => Intl.DateTimeFormat>, locale: string, options: Intl.DateTimeFormatOptions) {
  let format = made.get(locale);
  if (!format) made.set(locale, (format = zonedFormat(locale, options)));
  return format;
}

// The same appointments are shown again and again (every list and detail load): what Intl said of each
// instant in a zone is kept (formatToParts is the costly step of a list's rendering).
const MAX_REMEMBERED = 5000;
const remembered = new Map<string, DateParts>();
const bookingDays = new Map<string, string>();

/**
 * Weekday, day, month, year and time ('9:30 AM'; in Spanish 'lun', 'mar' and '9:30 a.m.') of an instant in a zone.
 * `locale` is Intl's ('en-US', 'es-US': contracts/locale.ts INTL_LOCALE).
 */
export function dateParts(iso: string, zone: string, locale = 'en-US'): DateParts {
  const key = `${locale}|${zone}|${iso}`;
  const known = remembered.get(key);
  if (known) return { ...known };
  const parts = formatOf(partsFormats, locale, PARTS_OPTIONS)(zone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // English says 'AM'; Spanish 'a.m.', written without the space some ICU versions put in it ('a. m.').
  const period = locale.startsWith('en') ? part('dayPeriod').toUpperCase() : part('dayPeriod').replace(/\s/g, '');
  const found: DateParts = {
    weekday: part('weekday'), day: part('day'), month: part('month'), year: part('year'),
    time: `${part('hour')}:${part('minute')} ${period}`,
  };
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(key, found);
  return { ...found };
}

/** 'Mon, Mar 9, 2026, 9:30 AM (America/New_York)'; Spanish puts the day first ('lun, 9 mar 2026, 9:30 a.m. (...)'). */
export function formatDateTime(iso: string, zone: string, locale = 'en-US'): string {
  const p = dateParts(iso, zone, locale);
  const day = locale.startsWith('en') ? `${p.month} ${p.day}, ${p.year}` : `${p.day} ${p.month} ${p.year}`;
  return `${p.weekday}, ${day}, ${p.time} (${canonicalZone(zone)})`;
}

/**
 * The booking (creation) date as people read it ('Nov 25, 2026', not the spec's DD-MM-YYYY, which reads
 * differently on each side of the Atlantic), in the zone times are shown in: the one formatter of the
 * card and the detail page, so both read the same day. `locale` as dateParts'.
 */
export function formatBookingDate(iso: string, zone: string, locale = 'en-US'): string {
  const key = `${locale}|${zone}|${iso}`;
  const known = bookingDays.get(key);
  if (known !== undefined) return known;
  const parts = formatOf(bookingDayFormats, locale, BOOKING_DAY_OPTIONS)(zone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // 'Nov 25, 2026'; Spanish puts the day first ('25 nov 2026').
  const day = locale.startsWith('en') ? `${part('month')} ${part('day')}, ${part('year')}` : `${part('day')} ${part('month')} ${part('year')}`;
  if (bookingDays.size >= MAX_REMEMBERED) bookingDays.clear();
  bookingDays.set(key, day);
  return day;
}

