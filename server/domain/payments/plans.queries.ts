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
