import { NO_LISTING } from '../../../contracts/listings.ts';
import { SELECT_SLOT, type CheckoutOrderView } from '../../../contracts/bookings.ts';
import { knownZone } from '../reference/known-zone.ts';
import type { PublicListing } from '../listings/public-listings.ts';
import { CONSULTATION_PRODUCT, CONSULTATION_TYPES, type ConsultationType } from '../../../contracts/consultations.ts';


const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Reads the vet list's Book link (vendorId, vendorServiceId, type, for_ts,
 * listingTZ) against the vendor's public listings. Pure: the caller loads the listings.
 */
export function checkoutOrder(query: Record<string, unknown>, listings: PublicListing[]): Omit<CheckoutOrderView, 'bookable'> | { error: string } {
  const listingId = Number(text(query.vendorServiceId));
  const type = text(query.type) as ConsultationType;
  const listing = listings.find((l) => l.id === listingId);
  const consultation = CONSULTATION_TYPES.includes(type) ? listing?.consultations.find((c) => c.type === type) : undefined;
  if (!listing || !consultation) return { error: NO_LISTING };
  const at = Date.parse(text(query.for_ts));
  if (!Number.isFinite(at)) return { error: SELECT_SLOT };
  const zone = text(query.listingTZ);
  return {
    listingId, title: listing.title, line1: listing.line1, type, slot: new Date(at).toISOString(),
    timezone: zone && knownZone(zone) ? zone : 'UTC', price: consultation.price, productId: CONSULTATION_PRODUCT[type],
    cancellationHours: listing.cancellationHours,
  };
}
