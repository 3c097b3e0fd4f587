import type { Conn } from '../../db/knex.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { planByCode, planById, type PlanRow } from '../accounts/plans.queries.ts';
import { discountedCents, dollarsToCents, planApplies } from '../payments/pricing.ts';
import { sanitizeTenantHtml } from '../websites/sanitize.ts';
import { signupPlanIdOfUser } from './signup-plans.queries.ts';

export const PROMO_APPLIED = 'Promo Applied!';
export const INVALID_CODE = 'Invalid code';

export interface DiscountQuery {
  productId: number;
  /** The price the page shows; only used to preview the discount, never to charge. */
  price: number;
  userId?: number;
  code?: string;
}

/** The spec's answer plus what the page needs to show and to send back at payment. */
export interface DiscountAnswer {
  status: string;
  newPrice: number;
  description?: string;
  code?: string;
}

/** Dollars after the plan's offer, or the same price when the plan does not apply now. */
function priceAfter(plan: PlanRow, query: DiscountQuery, now: Date): number | null {
  if (!planApplies(plan, query.productId, now)) return null;
  return discountedCents(dollarsToCents(query.price), plan.offers) / 100;
}

/**
 * POST /api/payment/check_discount: an explicit code, else the owner's signup
 * plan. The preview is computed here; the charge recomputes everything from the
 * listing in the booking service, so a tampered price changes nothing there.
 */
export function discountService(db: Conn) {
  return {
    async check(viewer: Viewer | null, query: DiscountQuery, now: Date): Promise<DiscountAnswer> {
      const code = query.code?.trim();
      if (code) {
        const plan = await planByCode(db, code);
        const newPrice = plan ? priceAfter(plan, query, now) : null;
        if (!plan || newPrice === null) return { status: INVALID_CODE, newPrice: query.price };
        return { status: PROMO_APPLIED, newPrice, description: sanitizeTenantHtml(plan.description), code: plan.code };
      }
      // Without a code, the plan the owner signed up with: the owner's own, or a vendor's chosen customer.
      const userId = viewer?.kind === 'user' ? viewer.id : viewer?.kind === 'vendor' ? query.userId : undefined;
      const planId = userId ? await signupPlanIdOfUser(db, userId) : null;
      const plan = planId ? await planById(db, planId) : undefined;
      const newPrice = plan ? priceAfter(plan, query, now) : null;
      if (!plan || newPrice === null) return { status: '', newPrice: query.price };
      return { status: PROMO_APPLIED, newPrice, description: sanitizeTenantHtml(plan.description), code: plan.code };
    },
  };
}

export type DiscountService = ReturnType<typeof discountService>;
