import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { canonicalZone } from '../../../contracts/time-zone.ts';
import { zoneOffset } from '../../../contracts/zoned-time.ts';
import { knownZone } from './known-zone.ts';
import { ZONE_ABBREVIATIONS } from './zone-abbreviations.ts';
import { offsetAbbreviation } from './zone-offset-name.ts';

/**
 * Times as the server writes them into pages, mails and texts: date-fns patterns read in a named
 * zone (a TZDate), with the tz database's abbreviation of the zone at that instant.
 */

/** The zone to read a time in: the given one when the runtime knows it, else UTC (a zone only changes how a time reads). */
export function readableZone(zone: string): string {
  return knownZone(zone) ?? 'UTC';
}

/**
 * The tz database's abbreviation of `zone` at the instant `at` ('EST', 'BST', 'IST', 'CEST'), or its
 * offset where the database names none ('+0545', '-03').
 */
export function zoneAbbreviationAt(zone: string, at: number): string {
  const name = readableZone(zone);
  const offset = zoneOffset(name, at);
  let abbr: string | undefined;
  // The offset's latest name by `at`: entries are in order, a renamed offset's later entry saying since when.
  for (const [o, named, since] of ZONE_ABBREVIATIONS[canonicalZone(name)] ?? []) {
    if (o === offset && (since === undefined || Date.parse(since) <= at)) abbr = named;
  }
  return abbr ?? offsetAbbreviation(offset);
}

/**
 * An instant written by a date-fns `pattern` in `zone` ("EEEE, MMMM d, yyyy 'at' h:mm a"); with
 * `withZone`, followed by the zone's abbreviation ('... 10:00 AM EDT').
 */
export function formatZoned(at: Date | number | string, zone: string, pattern: string, withZone = false): string {
  const instant = typeof at === 'string' ? Date.parse(at) : +at;
  if (!Number.isFinite(instant)) return 'Invalid date';
  const name = readableZone(zone);
  const text = format(new TZDate(instant, name), pattern);
  return withZone ? `${text} ${zoneAbbreviationAt(name, instant)}` : text;
}

/** A calendar date ('YYYY-MM-DD') written by a date-fns `pattern` ('EEE d MMM' gives 'Sat 7 Mar'). */
export function formatDate(date: string, pattern: string): string {
  return format(new TZDate(Date.parse(`${date}T00:00:00Z`), 'UTC'), pattern);
}
