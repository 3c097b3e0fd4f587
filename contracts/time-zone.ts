import { ZONE_ALIASES } from './zone-aliases.ts';

/**
 * Time zone names as people see them. Browsers and Node report ICU's names, which keep
 * old aliases ('Asia/Calcutta' for India, even when the system says 'Asia/Kolkata'); we
 * store and print the canonical IANA name. No server-only imports: islands use it too.
 */

/**
 * The zones a clinic picks from (the listing editor) and a person filters appointments by (the
 * Timezone filter): one list, west to east, UTC last. The listing's own zone, or the viewer's, is
 * added where it is missing; the server accepts any IANA zone.
 */
export const CLINIC_TIME_ZONES: readonly string[] = [
  'Pacific/Honolulu', 'America/Anchorage', 'America/Los_Angeles', 'America/Vancouver', 'America/Phoenix', 'America/Denver',
  'America/Chicago', 'America/Mexico_City', 'America/Bogota', 'America/New_York', 'America/Toronto', 'America/Halifax',
  'America/Sao_Paulo', 'America/Argentina/Buenos_Aires', 'Europe/London', 'Europe/Dublin', 'Europe/Lisbon', 'Africa/Lagos',
  'Europe/Paris', 'Europe/Berlin', 'Europe/Madrid', 'Europe/Rome', 'Europe/Amsterdam', 'Europe/Stockholm', 'Africa/Cairo',
  'Africa/Johannesburg', 'Europe/Athens', 'Africa/Nairobi', 'Europe/Istanbul', 'Asia/Dubai', 'Asia/Karachi', 'Asia/Kolkata',
  'Asia/Bangkok', 'Asia/Jakarta', 'Asia/Singapore', 'Asia/Manila', 'Asia/Hong_Kong', 'Asia/Shanghai', 'Australia/Perth',
  'Asia/Seoul', 'Asia/Tokyo', 'Australia/Brisbane', 'Australia/Adelaide', 'Australia/Sydney', 'Pacific/Auckland', 'UTC',
];

/** The zones to offer: the clinics' list plus the given zones not among them, first (a listing's own, the viewer's). */
export function zoneChoices(...extra: Array<string | null | undefined>): string[] {
  const out = [...CLINIC_TIME_ZONES];
  for (const zone of extra) if (zone && isZone(zone) && !out.includes(canonicalZone(zone))) out.unshift(canonicalZone(zone));
  return out;
}

/** The canonical IANA name of a zone name or alias ('Asia/Calcutta' -> 'Asia/Kolkata'); other names come back as given. */
export function canonicalZone(zone: string): string {
  return Object.hasOwn(ZONE_ALIASES, zone) ? ZONE_ALIASES[zone] : zone;
}

/** The names `isZone` has answered for, and its answer (bounded: names come from requests too). */
const zoneAnswers = new Map<string, boolean>();
const MAX_ZONE_ANSWERS = 1_000;

/** True for a zone name this runtime's Intl knows. */
export function isZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone || zone.length > 64) return false;
  let known = zoneAnswers.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (zoneAnswers.size >= MAX_ZONE_ANSWERS) zoneAnswers.clear();
    zoneAnswers.set(zone, known);
  }
  return known;
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
