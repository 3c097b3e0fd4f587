import type { Conn } from '../../db/knex.ts';

export interface PlanRow {
  id: number;
  code: string;
  description: string;
  details: Record<string, unknown>;
  offers: Record<string, unknown>;
  expires_at: Date | null;
  max_uses: number | null;
  uses: number;
  /** How many times one customer may use the plan; null for no per-customer limit. */
  per_user_limit: number | null;
  /** The products it applies to; null (or empty) for every product. */
  product_ids: number[] | null;
  /** Who pays the discount: Petcare ('marketplace', the clinic is paid its list price) or the clinic `vendor_id`. */
  funded_by: PlanFunder;
  vendor_id: number | null;
  /** The clinics and the listings it applies to; null (or empty) for every one. */
  vendor_ids: number[] | null;
  listing_ids: number[] | null;
}

export type PlanFunder = 'marketplace' | 'clinic';

const COLUMNS = [
  'id', 'code', 'description', 'details', 'offers', 'expires_at', 'max_uses', 'uses', 'per_user_limit', 'product_ids',
  'funded_by', 'vendor_id', 'vendor_ids', 'listing_ids',
];

/** Codes are case-insensitive (the unique index is on lower(code)). */
export function planByCode(db: Conn, code: string): Promise<PlanRow | undefined> {
  return db('plans').select(COLUMNS).whereRaw('lower(code) = lower(?)', [code]).first();
}

export function planById(db: Conn, id: number): Promise<PlanRow | undefined> {
  return db('plans').select(COLUMNS).where({ id }).first();
}

/** Counts one use while the plan is unexpired and under max_uses; false when it is not usable. */
export async function usePlan(db: Conn, id: number, now: Date): Promise<boolean> {
  const count = await db('plans').where({ id })
    .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now))
    .where((q) => q.whereNull('max_uses').orWhereRaw('uses < max_uses'))
    .increment('uses', 1);
  return Number(count) === 1;
}

/** Every plan, the newest first (the operator's promo codes page). */
export function plansNewestFirst(db: Conn, limit: number): Promise<PlanRow[]> {
  return db('plans').select(COLUMNS).orderBy('id', 'desc').limit(limit);
}

/** A marketplace-funded plan for every clinic and product unless limited; null when its code exists (any case). */
export async function insertPlan(db: Conn, plan: {
  code: string; description: string; offers: { percent_off?: number; amount_off?: number }; max_uses: number | null;
  per_user_limit: number | null; expires_at: Date | null;
}): Promise<number | null> {
  const rows = await db('plans').insert({
    ...plan, offers: JSON.stringify(plan.offers), details: JSON.stringify({}), funded_by: 'marketplace',
  }).onConflict(db.raw('(lower(code))')).ignore().returning('id');
  return rows.length ? Number(rows[0].id) : null;
}

/** Sets a plan's overall limit (null: none); false when the plan is missing or already used more than that. */
export async function setPlanMaxUses(db: Conn, id: number, maxUses: number | null): Promise<boolean> {
  const q = db('plans').where({ id });
  if (maxUses !== null) q.where('uses', '<=', maxUses);
  return Number(await q.update({ max_uses: maxUses })) > 0;
}

/** Ends a plan now (a later expiry is brought forward; an earlier one kept). */
export async function expirePlan(db: Conn, id: number, at: Date): Promise<boolean> {
  const n = await db('plans').where({ id }).where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', at)).update({ expires_at: at });
  return Number(n) > 0;
}
