import { canonicalZone, isZone } from '../../../contracts/time-zone.ts';

/**
 * A zone name the runtime's zone database (Intl, which @date-fns/tz reads for every time we
 * compute and print) knows, as its canonical IANA name; anything else, from a browser or an old
 * row, is null rather than an error, because a zone only changes how a time reads. Offsets
 * ('+05:00'), which Intl also takes, are not zone names.
 */
export function knownZone(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const zone = value.trim();
  return /^[A-Za-z]/.test(zone) && isZone(zone) ? canonicalZone(zone) : null;
}
