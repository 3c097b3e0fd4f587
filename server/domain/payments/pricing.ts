/**
 * Price rules. Every amount is computed here on the server from the listing and
 * the plan; a price sent by a browser is never trusted.
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
