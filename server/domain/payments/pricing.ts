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
}

/** Whole dollars (the spec's integer USD prices) to cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(Number(dollars) * 100);
}

/**
 * True when the plan may be used now for this product, by a customer who already holds
 * `customerUses` of it (undefined when the customer is not known yet, as for a visitor's
 * preview: the payment checks again).
 */
export function planApplies(plan: PlanTerms, productId: number, now: Date, customerUses?: number): boolean {
  if (plan.expires_at && new Date(plan.expires_at).getTime() <= now.getTime()) return false;
  if (plan.max_uses !== null && plan.max_uses !== undefined && plan.uses >= plan.max_uses) return false;
  if (plan.per_user_limit != null && customerUses !== undefined && customerUses >= Number(plan.per_user_limit)) return false;
  if (plan.product_ids && plan.product_ids.length > 0 && !plan.product_ids.map(Number).includes(productId)) return false;
  return true;
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
