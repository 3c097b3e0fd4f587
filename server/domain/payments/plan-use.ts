import type { Conn } from '../../db/knex.ts';
import { usePlan, type PlanRow } from './plans.queries.ts';
import { decrementPlanUses } from './payments.queries.ts';
import { deleteRedemptionOfPayment, insertRedemption, redemptionNumbers } from './plan-redemptions.queries.ts';

/** For a plan with no per-customer limit: how many numbers past the highest to try before giving up on a busy row. */
const UNLIMITED_TRIES = 5;

/** The use numbers to try, lowest first: the gaps left by failed payments, then the next ones, up to the limit. */
function freeNumbers(held: readonly number[], limit: number | null): number[] {
  const taken = new Set(held);
  const top = limit ?? (held.length ? Math.max(...held) : 0) + UNLIMITED_TRIES;
  const free: number[] = [];
  for (let n = 1; n <= top; n++) if (!taken.has(n)) free.push(n);
  return free;
}

/**
 * Counts one use of `plan` by the customer for a payment being held, inside the payment's
 * transaction: against the plan's expiry and max_uses (`plans.uses`), then as a numbered
 * redemption under the customer's per_user_limit (the plan_redemptions unique constraint
 * makes this hold under concurrency, see its migration). False when either is used up; the
 * caller then refuses the code and rolls the transaction back. Uses of plans without a
 * per-customer limit are recorded too, so a limit set later counts them.
 */
export async function holdPlanUse(
  tx: Conn, plan: Pick<PlanRow, 'id' | 'per_user_limit'>, userId: number, paymentId: number, now: Date,
): Promise<boolean> {
  if (!(await usePlan(tx, Number(plan.id), now))) return false;
  const limit = plan.per_user_limit == null ? null : Number(plan.per_user_limit);
  for (const n of freeNumbers(await redemptionNumbers(tx, Number(plan.id), userId), limit)) {
    if (await insertRedemption(tx, { plan_id: Number(plan.id), user_id: userId, n, payment_id: paymentId })) return true;
  }
  return false;
}

/** Gives back the use a failed payment held: one of max_uses and the customer's redemption. */
export async function releasePlanUse(tx: Conn, payment: { id: number; plan_id: number | null }): Promise<void> {
  if (payment.plan_id == null) return;
  await decrementPlanUses(tx, Number(payment.plan_id));
  await deleteRedemptionOfPayment(tx, Number(payment.id));
}
