import type { Conn } from '../../db/knex.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { planByCode, planById, type PlanRow } from './plans.queries.ts';
import { discountedCents, dollarsToCents, planApplies, type PlanPlace } from './pricing.ts';
import { findListing } from '../listings/index.ts';
import { sanitizeTenantHtml } from '../websites/sanitize.ts';
import { signupPlanIdOfUser } from './signup-plans.queries.ts';
import { redemptionCount } from './plan-redemptions.queries.ts';
import { relationOf } from '../customers/index.ts';
import { MESSAGES } from '../../../contracts/account-rules.ts';

const { promoApplied: PROMO_APPLIED, invalidCode: INVALID_CODE } = MESSAGES;

export interface DiscountQuery {
  productId: number;
  /** The price the page shows; only used to preview the discount, never to charge. */
  price: number;
  userId?: number;
  /** The listing booked: a promo limited to some clinics or listings (or a clinic's own) is previewed only there. */
  listingId?: number;
  code?: string;
}

/** The spec's answer plus what the page needs to show and to send back at payment. */
export interface DiscountAnswer {
  status: string;
  newPrice: number;
  description?: string;
  code?: string;
}

/** Dollars after the plan's offer, or null when the plan does not apply now (to this customer and place, when known). */
function priceAfter(plan: PlanRow, query: DiscountQuery, now: Date, customerUses: number | undefined, place: PlanPlace | undefined): number | null {
  if (!planApplies(plan, query.productId, now, customerUses, place)) return null;
  return discountedCents(dollarsToCents(query.price), plan.offers) / 100;
}

/**
 * POST /api/payment/check_discount: an explicit code, else the owner's signup
 * plan. The preview is computed here; the charge recomputes everything from the
 * listing in the booking service, so a tampered price changes nothing there. A
 * plan the customer has used up (per_user_limit) is 'Invalid code' when typed,
 * and no promo at all when it is their signup plan.
 */
export function discountService(db: Conn) {
  /** The customer's uses of the plan; undefined for a visitor, whose payment checks again once signed in. */
  const usesBy = (plan: PlanRow, userId: number | undefined) =>
    (userId ? redemptionCount(db, Number(plan.id), userId) : Promise.resolve(undefined));

  return {
    async check(viewer: Viewer | null, query: DiscountQuery, now: Date): Promise<DiscountAnswer> {
      // The customer: the owner themselves, or a clinic's chosen customer (only its own: no one else's plan is its to read).
      const chosen = viewer?.kind === 'vendor' && query.userId ? await relationOf(db, viewer.vendorId, query.userId) : undefined;
      const userId = viewer?.kind === 'user' ? viewer.id : chosen ? query.userId : undefined;
      const listing = query.listingId ? await findListing(db, query.listingId) : undefined;
      const place = listing ? { vendorId: Number(listing.vendor_id), listingId: Number(listing.id) } : undefined;
      const code = query.code?.trim();
      if (code) {
        const plan = await planByCode(db, code);
        const newPrice = plan ? priceAfter(plan, query, now, await usesBy(plan, userId), place) : null;
        if (!plan || newPrice === null) return { status: INVALID_CODE, newPrice: query.price };
        return { status: PROMO_APPLIED, newPrice, description: sanitizeTenantHtml(plan.description), code: plan.code };
      }
      const planId = userId ? await signupPlanIdOfUser(db, userId) : null;
      const plan = planId ? await planById(db, planId) : undefined;
      const newPrice = plan ? priceAfter(plan, query, now, await usesBy(plan, userId), place) : null;
      if (!plan || newPrice === null) return { status: '', newPrice: query.price };
      return { status: PROMO_APPLIED, newPrice, description: sanitizeTenantHtml(plan.description), code: plan.code };
    },
  };
}

export type DiscountService = ReturnType<typeof discountService>;
