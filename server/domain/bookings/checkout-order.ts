import moment from 'moment-timezone';
import type { PublicListing } from '../listings/public-listings.ts';
import { CONSULTATION_PRODUCT, CONSULTATION_TYPES, type ConsultationType } from '../reference/reference-data.ts';

export const NO_LISTING = 'No listing found!';
export const SELECT_SLOT = 'Please select a slot';

/** What /checkout shows and pays for: the price is the listing's, never the link's. */
export interface CheckoutOrderView {
  listingId: number;
  title: string;
  line1: string;
  type: ConsultationType;
  slot: string;
  timezone: string;
  price: number;
  productId: number;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Reads the vet list's Book link (vendorId, vendorServiceId, type, for_ts,
 * listingTZ) against the vendor's public listings. Pure: the caller loads the listings.
 */
export function checkoutOrder(query: Record<string, unknown>, listings: PublicListing[]): CheckoutOrderView | { error: string } {
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
    timezone: zone && moment.tz.zone(zone) ? zone : 'UTC', price: consultation.price, productId: CONSULTATION_PRODUCT[type],
  };
}
