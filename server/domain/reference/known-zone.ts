import moment from 'moment-timezone';
import { canonicalZone } from '../../../contracts/time-zone.ts';

/**
 * A zone name the server's zone database (moment-timezone, which formats every time we
 * print) knows, as its canonical IANA name; anything else, from a browser or an old row,
 * is null rather than an error, because a zone only changes how a time reads.
 */
export function knownZone(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const zone = value.trim();
  return zone && zone.length <= 64 && moment.tz.zone(zone) ? canonicalZone(zone) : null;
}
