import { canonicalZone } from '../../../contracts/time-zone.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';
import { translate } from '../../i18n/server-intl.ts';
import { formatZoned } from '../reference/zone-format.ts';

/**
 * How a booking's time reads in emails, invites and the consultation page: always
 * with its zone named (the canonical IANA name) and said whose time it is.
 */

/** "Tuesday, March 10, 2026 at 10:00 AM EDT (America/New_York)" */
export function formatInZone(at: Date, zone: string): string {
  return `${formatZoned(at, zone, "EEEE, MMMM d, yyyy 'at' h:mm a", true)} (${canonicalZone(zone)})`;
}

/**
 * The same in a person's language. English stays the sentence above; another language is written by `Intl`
 * for the locale ("martes, 10 de marzo de 2026 a las 10:00 a.m. EDT (America/New_York)").
 */
export function formatInZoneFor(locale: Locale, at: Date, zone: string): string {
  if (locale === DEFAULT_LOCALE) return formatInZone(at, zone);
  const tag = INTL_LOCALE[locale];
  const date = dateTimeFormat(tag, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: zone }).format(at);
  const time = dateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: zone }).format(at);
  return `${translate(locale, 'mail.time.at', { date, time })} (${canonicalZone(zone)})`;
}

/** The words after the owner's zone: 'your time' to the owner, "the customer's time" to the practice. */
export type OwnerZoneLabel = 'your time' | "the customer's time";

/**
 * The start in the clinic's zone, then in the owner's when it is known and differs:
 * ['... (America/New_York) clinic time', '... (Asia/Kolkata) your time']. An unknown
 * owner zone is left out rather than guessed (a desk booking knows only the clinic's).
 */
export function whenInZones(at: Date, listingTZ: string, ownerTZ: string | null, ownerLabel: OwnerZoneLabel = 'your time'): string[] {
  const when = [`${formatInZone(at, listingTZ)} clinic time`];
  if (ownerTZ && canonicalZone(ownerTZ) !== canonicalZone(listingTZ)) when.push(`${formatInZone(at, ownerTZ)} ${ownerLabel}`);
  return when;
}

/**
 * `whenInZones` in a reader's language: the owner reads "... clinic time" then "... your time", the practice
 * "... clinic time" then "... the customer's time" (the owner's only when known and different). English stays the
 * sentence `whenInZones` writes.
 */
export function whenInZonesFor(locale: Locale, at: Date, listingTZ: string, ownerTZ: string | null, ownerLabel: OwnerZoneLabel = 'your time'): string[] {
  if (locale === DEFAULT_LOCALE) return whenInZones(at, listingTZ, ownerTZ, ownerLabel);
  const when = [translate(locale, 'mail.time.clinic', { time: formatInZoneFor(locale, at, listingTZ) })];
  if (ownerTZ && canonicalZone(ownerTZ) !== canonicalZone(listingTZ)) {
    when.push(translate(locale, ownerLabel === 'your time' ? 'mail.time.yours' : 'mail.time.customers', { time: formatInZoneFor(locale, at, ownerTZ) }));
  }
  return when;
}

/** The owner's side of `whenInZones` in the owner's language: "... clinic time", then "... your time" when it differs. */
export function ownerWhenInZones(locale: Locale, at: Date, listingTZ: string, ownerTZ: string | null): string[] {
  return whenInZonesFor(locale, at, listingTZ, ownerTZ, 'your time');
}
