import { CONSULTATION_PRODUCT, isEConsultation, type ConsultationType } from '../../../contracts/consultations.ts';
import { PRODUCT } from '../../../contracts/products.ts';

/**
 * Price rules. Every amount is computed here on the server from the listing,
 * Petcare's own product prices and the plan; a price sent by a browser is never trusted.
 */
export interface PlanOffer {
  percent_off?: number;
  amount_off?: number;
}

export interface PlanTerms {
  offers: PlanOffer | Record<string, unknown>;
  expires_at: Date | null;
  max_uses: number | null;
  uses: number;
  per_user_limit?: number | null;
  product_ids?: number[] | null;
  /** Who pays the discount; a clinic's plan applies to that clinic's listings only. */
  funded_by?: 'marketplace' | 'clinic';
  vendor_id?: number | null;
  vendor_ids?: number[] | null;
  listing_ids?: number[] | null;
}

/** Where a plan would be used: the clinic and the listing booked (unknown for a preview that names none). */
export interface PlanPlace {
  vendorId: number;
  listingId: number;
}

const listed = (ids: unknown, id: number) => !Array.isArray(ids) || ids.length === 0 || ids.map(Number).includes(id);

/** Whole dollars (the spec's integer USD prices) to cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(Number(dollars) * 100);
}

/**
 * True when the plan may be used now for this product at this place (clinic and listing), by a customer who
 * already holds `customerUses` of it (undefined when the customer is not known yet, as for a visitor's preview:
 * the payment checks again). A clinic's own plan applies only to that clinic's listings, so no clinic's price is
 * cut by a plan it did not make; a plan limited to some clinics or listings applies only there. Without a place
 * (a preview that names no listing) only a plan that applies everywhere does.
 */
export function planApplies(plan: PlanTerms, productId: number, now: Date, customerUses?: number, place?: PlanPlace): boolean {
  if (plan.expires_at && new Date(plan.expires_at).getTime() <= now.getTime()) return false;
  if (plan.max_uses !== null && plan.max_uses !== undefined && plan.uses >= plan.max_uses) return false;
  if (plan.per_user_limit != null && customerUses !== undefined && customerUses >= Number(plan.per_user_limit)) return false;
  if (!listed(plan.product_ids, productId)) return false;
  const scoped = plan.funded_by === 'clinic' || !listed(plan.vendor_ids, -1) || !listed(plan.listing_ids, -1);
  if (!place) return !scoped;
  if (plan.funded_by === 'clinic' && Number(plan.vendor_id) !== place.vendorId) return false;
  return listed(plan.vendor_ids, place.vendorId) && listed(plan.listing_ids, place.listingId);
}

/** The price after a plan's offer: a percentage and/or a fixed amount off, never below zero. */
export function discountedCents(priceCents: number, offers: PlanOffer | Record<string, unknown>): number {
  const percent = Math.min(Math.max(Number((offers as PlanOffer).percent_off ?? 0), 0), 100);
  const amountOffCents = Math.max(dollarsToCents(Number((offers as PlanOffer).amount_off ?? 0)), 0);
  const afterPercent = Math.round(priceCents * (1 - percent / 100));
  return Math.max(afterPercent - amountOffCents, 0);
}

/**
 * The product a booked consultation is sold as and its list price, or null when the requested product cannot
 * be booked on this consultation. The price is always the listing's: the same consultation with the same vet
 * costs the same from every entry point. Naming the e-Consultation (product 8000, booked at
 * /e-consultation/order) only says how it was sold, and is refused unless the consultation is offered on the
 * e-Consultation's terms (`isEConsultation`: a video call of 10-15 minutes at $25), so that page never sells
 * a practice's other video consultations at a price they do not ask.
 */
export function bookingListPrice(
  requestedProductId: number | undefined, consultation: { type: ConsultationType; price: number; duration: number },
): { productId: number; listPriceCents: number } | null {
  const listPriceCents = dollarsToCents(consultation.price);
  if (requestedProductId === PRODUCT.E_CONSULTATION) {
    return isEConsultation(consultation) ? { productId: PRODUCT.E_CONSULTATION, listPriceCents } : null;
  }
  return { productId: CONSULTATION_PRODUCT[consultation.type], listPriceCents };
}
