import { E_CONSULTATION_IS_VIDEO, NOT_AVAILABLE, SLOT_TAKEN } from '../../../contracts/bookings.ts';
import { validateCard } from '../../../contracts/payments.ts';
import type { ConsultationType } from '../../../contracts/consultations.ts';
import type { Conn } from '../../db/knex.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { customerById } from '../accounts/customer-lookup.ts';
import type { UserRow } from '../accounts/accounts.queries.ts';
import { engineInput } from '../availability/availability-service.ts';
import { DASHBOARD_RULES, PUBLIC_RULES, slots } from '../availability/slots.ts';
import { canManageListing } from '../listings/listing-policy.ts';
import { listingById } from '../listings/listing-lookup.ts';
import { clinicVerified } from '../vendors/vendors.queries.ts';
import { VERIFY_MESSAGES } from '../../../contracts/account-rules.ts';
import type { Consultation, ListingRow } from '../listings/listings.queries.ts';
import { applicablePlan, type PlanRow } from '../payments/promo-plans.ts';
import { bookingListPrice, discountedCents } from '../payments/pricing.ts';
import { knownZone } from '../reference/known-zone.ts';
import { resolveBookingPet, type BookingPet } from '../pets/booking-pet.ts';
import type { AppointmentRequest } from './booking-request.ts';

/*
 * The checks of a booking, in the order book() runs them, before anything is written. Each either
 * answers what the next needs or throws the error the person sees.
 */

const HOUR_MS = 3_600_000;

/** Authorize: the listing exists, a vendor may book on it, its clinic takes bookings, and it offers the type now. */
export async function authorizeBooking(db: Conn, who: Viewer, req: AppointmentRequest): Promise<{ listing: ListingRow; consultation: Consultation }> {
  const listing = await listingById(db, req.vendorListingId);
  if (who.kind === 'vendor' && !canManageListing(who, listing)) throw new ForbiddenError('You cannot book on this listing.');
  // A clinic takes bookings once its sign-up address is verified (it may not be the vet it claims to be).
  if (!(await clinicVerified(db, Number(listing.vendor_id)))) throw new ConflictError(VERIFY_MESSAGES.bookingsBlocked);
  const consultation = (listing.consultations ?? []).find((c) => c.type === req.type && c.enabled);
  if (!consultation) throw new ValidationError(NOT_AVAILABLE, { fields: { type: NOT_AVAILABLE } });
  return { listing, consultation };
}

export interface BookingParty {
  customer: UserRow;
  pet: BookingPet | null;
  /** The owner's own browser's zone when the owner books (remembered with the booking). */
  browserTZ: string | null;
  /** The zone the owner's emails name: their browser's, else the one they last used; never a vet's at the desk. */
  ownerTZ: string | null;
  listingTZ: string;
}

/** Resolve the customer (the owner, or a vendor's chosen customer), the pet and the zones. */
export async function resolveParty(
  db: Conn, who: Viewer, req: AppointmentRequest, listing: ListingRow, petsRequired: boolean,
): Promise<BookingParty> {
  const customer = await customerById(db, who.kind === 'user' ? who.id : Number(req.userId));
  if (!customer) throw new ValidationError('Customer not found', { fields: { userId: 'Customer not found' } });
  const pet = await resolveBookingPet(db, Number(customer.id), req.pet, petsRequired);
  const browserTZ = who.kind === 'user' ? knownZone(req.userTZ) : null;
  return { customer, pet, browserTZ, ownerTZ: browserTZ ?? knownZone(customer.time_zone), listingTZ: knownZone(listing.timezone) ?? listing.timezone };
}

/** Check the slot: the engine offers it now, under the dashboard's rules or the public list's. */
export async function checkSlot(db: Conn, listing: ListingRow, type: ConsultationType, slot: string, now: Date): Promise<Date> {
  const at = Date.parse(slot);
  if (!Number.isFinite(at)) throw new ConflictError(SLOT_TAKEN);
  const input = await engineInput(db, listing, type, at - 24 * HOUR_MS, at + 24 * HOUR_MS);
  const within = (days: number) => at <= now.getTime() + days * 24 * HOUR_MS;
  const dashboard = within(DASHBOARD_RULES.days) && slots({ ...input, now: now.getTime(), leadMinutes: DASHBOARD_RULES.leadMinutes }).includes(at);
  const offered = dashboard || (within(PUBLIC_RULES.days + 1) && slots({
    ...input, now: now.getTime(), leadMinutes: PUBLIC_RULES.leadMinutes, stepMinutes: PUBLIC_RULES.stepMinutes,
    defaultSchedule: PUBLIC_RULES.defaultSchedule,
  }).includes(at));
  if (!offered) throw new ConflictError(SLOT_TAKEN);
  return new Date(at);
}

export interface BookingPrice {
  productId: number;
  listPriceCents: number;
  plan: PlanRow | undefined;
  waived: boolean;
  /** What is charged: the list price, after the promo's offer, or 0 when a vendor waives it. */
  amountCents: number;
}

/**
 * Price on the server: the product's (the e-Consultation's own, else the listing's), then the promo's
 * offer, then a vendor's waiver; the card is checked only when something is charged and we receive it
 * (`cardByProvider`: the card-payment provider's own fields collect it in the browser). The client's
 * price is never read.
 */
export async function priceBooking(
  db: Conn, who: Viewer, req: AppointmentRequest, consultation: Consultation, customerId: number, now: Date,
  options: { cardByProvider?: boolean } = {},
): Promise<BookingPrice> {
  const product = bookingListPrice(req.productId, req.type, consultation.price);
  if (!product) throw new ValidationError(E_CONSULTATION_IS_VIDEO, { fields: { type: E_CONSULTATION_IS_VIDEO } });
  const code = req.promoCode?.trim();
  const plan = code ? await applicablePlan(db, code, product.productId, customerId, now) : undefined;
  const waived = who.kind === 'vendor' && req.waive === true;
  const amountCents = waived ? 0 : plan ? discountedCents(product.listPriceCents, plan.offers) : product.listPriceCents;
  if (amountCents > 0 && !options.cardByProvider) validateCard(req.card, now);
  return { ...product, plan, waived, amountCents };
}
