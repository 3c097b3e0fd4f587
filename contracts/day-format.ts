import { dateTimeFormat } from './intl-format.ts';

/**
 * A calendar day and a time zone as people read them in a locale: what a page shows of a stored 'YYYY-MM-DD' day or
 * an IANA zone name (kept apart from intl-format.ts, whose chunk every island shares).
 */

const SHORT_DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };

/**
 * 'Mar 4, 2026' for '2026-03-04' (a calendar day, so read in UTC); '4 mar 2026' in Spanish. An instant
 * ('2026-03-04T18:00:00Z') reads as its UTC day; text that is no date comes back as it is.
 */
export function formatDay(day: string, locale = 'en-US'): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return dateTimeFormat(locale, SHORT_DAY).format(d);
}

/**
 * A stored day as a page of the signed-in area prints it to its reader: English keeps the 'YYYY-MM-DD' those pages
 * have always printed (word for word as before); another language reads its short date ('15 nov 2026').
 */
export function readerDay(day: string, locale: string): string {
  return locale.startsWith('en') ? day.slice(0, 10) : formatDay(day, locale);
}

/**
 * A time zone as people read it in `locale` ('Eastern Time', 'hora oriental'), by Intl's long generic name; the
 * IANA name stays the value everywhere (Intl may answer with an offset such as 'GMT+00:00'; an unknown zone comes
 * back as it is).
 */
export function zoneName(zone: string, locale: string): string {
  try {
    return dateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(0).find((p) => p.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
}
