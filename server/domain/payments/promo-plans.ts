import type { Conn } from '../../db/knex.ts';
import { ValidationError } from '../../errors.ts';
import { MESSAGES } from '../../../contracts/account-rules.ts';
import { planByCode, type PlanRow } from './plans.queries.ts';
import { redemptionCount } from './plan-redemptions.queries.ts';
import { planApplies, type PlanPlace } from './pricing.ts';

export type { PlanRow };

/**
 * The plan a typed promo code names, when it applies now to the product at this clinic and listing for this
 * customer (expiry, max_uses, per_user_limit, product list, the clinics and listings it covers); otherwise
 * 'Invalid code' at the promoCode field.
 */
export async function applicablePlan(db: Conn, code: string, productId: number, customerId: number, now: Date, place?: PlanPlace): Promise<PlanRow> {
  const plan = await planByCode(db, code);
  const customerUses = plan ? await redemptionCount(db, Number(plan.id), customerId) : 0;
  if (!plan || !planApplies(plan, productId, now, customerUses, place)) throw invalidCode();
  return plan;
}

/** The refusal of a promo code, at its field. */
export function invalidCode(): ValidationError {
  return new ValidationError(MESSAGES.invalidCode, { fields: { promoCode: MESSAGES.invalidCode } });
}
