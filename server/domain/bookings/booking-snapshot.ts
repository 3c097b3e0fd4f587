import { knownZone } from '../reference/known-zone.ts';
import type { BookingSummaryRow } from './bookings.queries.ts';
import type { BookedOn } from '../notices/booking-notice.ts';

/**
 * Reading a booking's `details` snapshot (jsonb written by the booking service,
 * older rows may lack fields): the snapshot wins over the listing's and the
 * owner's current values, so pages show what was booked.
 */

/** A non-empty trimmed string, else null. */
export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** An object field of the snapshot, or an empty record. */
export const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? value as Record<string, unknown> : {});

/** The listing's zone from the snapshot, else the listing's current one, else UTC; by its canonical name. */
export function bookingListingZone(row: Pick<BookingSummaryRow, 'details' | 'listing_timezone'>): string {
  return knownZone(record(row.details).listingTZ) ?? knownZone(row.listing_timezone) ?? 'UTC';
}

/** The customer's name as the clinic knows it: the snapshot's (what was booked or typed at the desk), else the owner's current one. */
export function clinicCustomerName(row: Pick<BookingSummaryRow, 'details' | 'user_first_name' | 'user_last_name'>): string {
  const user = record(record(row.details).user);
  return [text(user.first_name) ?? text(row.user_first_name), text(user.last_name) ?? text(row.user_last_name)].filter(Boolean).join(' ');
}

/** What a booking's notices read from its snapshot: the pet, the reason for the visit and where it was booked. */
export function snapshotNoticeFacts(details: unknown): { petName: string | null; reason: string | null; bookedOn: BookedOn } {
  const d = record(details);
  return {
    petName: text(record(d.pet).name),
    reason: text(record(d.info).summary),
    // Bookings made before the origin was kept were all the marketplace's links.
    bookedOn: d.bookedOn === 'clinic-site' ? 'clinic-site' : 'marketplace',
  };
}
