import type { Conn } from '../../db/knex.ts';

/** The use numbers a customer holds on a plan, ascending (each from 1 to the plan's per_user_limit). */
export async function redemptionNumbers(db: Conn, planId: number, userId: number): Promise<number[]> {
  const rows: Array<{ n: number }> = await db('plan_redemptions').select('n').where({ plan_id: planId, user_id: userId }).orderBy('n', 'asc');
  return rows.map((r) => Number(r.n));
}

/** How many uses of the plan the customer holds (succeeded or still being charged). */
export async function redemptionCount(db: Conn, planId: number, userId: number): Promise<number> {
  const [row] = await db('plan_redemptions').where({ plan_id: planId, user_id: userId }).count<{ n: number | string }[]>({ n: '*' });
  return Number(row?.n ?? 0);
}

/**
 * Records use number `n` for a payment; false when the customer already holds that number
 * (`on conflict do nothing` waits for a concurrent holder of the number to commit or roll back).
 */
export async function insertRedemption(db: Conn, row: { plan_id: number; user_id: number; n: number; payment_id: number }): Promise<boolean> {
  const inserted = await db('plan_redemptions').insert(row).onConflict(['plan_id', 'user_id', 'n']).ignore().returning('id');
  return inserted.length === 1;
}

/** Gives back the use held by a payment that failed. */
export async function deleteRedemptionOfPayment(db: Conn, paymentId: number): Promise<void> {
  await db('plan_redemptions').where({ payment_id: paymentId }).delete();
}
