import { execute } from '../../lib/graphql-client.ts';
import { graphql } from '../../gql/gql.ts';
import type { ConsultationType, WizardListing } from './types.ts';

/** Bookable starts (ISO) of the selected date and the next, from the availability engine. */
export async function fetchSlots(listingId: number, type: ConsultationType, date: string): Promise<{ slots: string[]; timezone: string }> {
  const data = await execute(AVAILABLE_SLOTS, { l: String(listingId), t: type, d: date });
  return data.availableSlots;
}

const AVAILABLE_SLOTS = graphql(`
  query WizardSlots($l: ID!, $t: String!, $d: String!) { availableSlots(listingId: $l, type: $t, date: $d) { slots timezone } }
`);

const BOOKING_WINDOW = graphql(`
  query WizardBookingWindow($l: ID!) { bookingWindow(listingId: $l) { firstDate lastDate timezone } }
`);

/** The dates a booking can fall on, in the listing's zone, from the server's own window (the date picker's min and max). */
export async function fetchBookingWindow(listingId: number): Promise<{ firstDate: string; lastDate: string; timezone: string }> {
  const data = await execute(BOOKING_WINDOW, { l: String(listingId) });
  return data.bookingWindow;
}

const MAIN_SITE_LISTINGS = graphql(`
  query WizardListings($t: String, $p: Int, $n: Int) {
    vendorServices(type: $t, product: $p, limit: $n) { id name providerName address price duration type cancellationHours }
  }
`);

/** The main site's listings of one type (or offering one product): the vet list's vendor services, as wizard listings. */
export async function fetchMainSiteListings(type: ConsultationType, product: number | null = null): Promise<WizardListing[]> {
  const data = await execute(MAIN_SITE_LISTINGS, { t: type, p: product, n: 20 });
  return data.vendorServices.map((s) => ({
    id: Number(s.id), title: s.name, line1: s.providerName, address: s.address, cancellationHours: s.cancellationHours,
    consultations: [{ type, duration: s.duration, price: s.price }],
  }));
}

/** One key per payment attempt: a double click or a retry of the same attempt cannot charge twice. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-http custom domain still gets 128 random bits.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
