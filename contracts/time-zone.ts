import { dateTimeFormat } from './intl-format.ts';
import { ZONE_ALIASES } from './zone-aliases.ts';

/**
 * Time zone names as people see them. Browsers and Node report ICU's names, which keep
 * old aliases ('Asia/Calcutta' for India, even when the system says 'Asia/Kolkata'); we
 * store and print the canonical IANA name. No server-only imports: islands use it too.
 */

/** The canonical IANA name of a zone name or alias ('Asia/Calcutta' -> 'Asia/Kolkata'); other names come back as given. */
export function canonicalZone(zone: string): string {
  return Object.hasOwn(ZONE_ALIASES, zone) ? ZONE_ALIASES[zone] : zone;
}

/** True for a zone name this runtime's Intl knows. */
export function isZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone || zone.length > 64) return false;
  try {
    dateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's zone by its canonical name (UTC when it cannot tell): what an owner's own browser says. */
export function browserZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isZone(zone) ? canonicalZone(zone) : 'UTC';
  } catch {
    return 'UTC';
  }
}
