import { isZone } from './appointment-format.ts';

/** The list's filters as they live in the URL query, so a reload keeps them and the plain GET form sends them. */
export interface AppointmentFilters {
  status: number | null;
  listingId: number | null;
  sort: 'slot' | 'created';
  /** The chosen zone; null until chosen (the browser's guess, or the listing's without JavaScript). */
  tz: string | null;
}

/** The query string of a filter set (and an offset for the next page); defaults are left out. */
export function filterQuery(f: AppointmentFilters, offset = 0): string {
  const q = new URLSearchParams();
  if (f.status !== null) q.set('status', String(f.status));
  if (f.listingId !== null) q.set('listing', String(f.listingId));
  if (f.sort !== 'slot') q.set('sort', f.sort);
  if (f.tz) q.set('tz', f.tz);
  if (offset > 0) q.set('offset', String(offset));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Only the zone of a filter set, for links to the detail page and back. */
export function zoneQuery(tz: string | null): string {
  return tz && isZone(tz) ? `?tz=${encodeURIComponent(tz)}` : '';
}
