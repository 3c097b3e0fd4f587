import moment from 'moment-timezone';
import { canonicalZone } from '../../../contracts/time-zone.ts';

/**
 * How a booking's time reads in emails, invites and the consultation page: always
 * with its zone named (the canonical IANA name) and said whose time it is.
 */

/** "Tuesday, March 10, 2026 at 10:00 AM EDT (America/New_York)" */
export function formatInZone(at: Date, zone: string): string {
  return `${moment.tz(at, zone).format('dddd, MMMM D, YYYY [at] h:mm A z')} (${canonicalZone(zone)})`;
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
