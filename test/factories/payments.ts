import type { Conn } from '../../server/db/knex.ts';

let seq = 0;

/** A promo plan; `offers` as the plans table stores it ({ percent_off } and/or { amount_off }). */
export async function createPlan(db: Conn, attrs: {
  code?: string; description?: string; offers?: Record<string, number>; expires_at?: Date | null; max_uses?: number | null;
  uses?: number; per_user_limit?: number | null; product_ids?: number[] | null;
  /** Who funds it ('marketplace' unless told); a clinic's plan names its clinic. */
  funded_by?: 'marketplace' | 'clinic'; vendor_id?: number | null; vendor_ids?: number[] | null; listing_ids?: number[] | null;
} = {}): Promise<number> {
  const [row] = await db('plans').insert({
    code: attrs.code ?? `PLAN${Date.now().toString(36)}${++seq}`.toUpperCase(),
    description: attrs.description ?? 'A promo plan',
    ...(attrs.offers ? { offers: JSON.stringify(attrs.offers) } : {}),
    ...(attrs.expires_at !== undefined ? { expires_at: attrs.expires_at } : {}),
    ...(attrs.max_uses !== undefined ? { max_uses: attrs.max_uses } : {}),
    ...(attrs.uses !== undefined ? { uses: attrs.uses } : {}),
    ...(attrs.per_user_limit !== undefined ? { per_user_limit: attrs.per_user_limit } : {}),
    ...(attrs.product_ids !== undefined ? { product_ids: attrs.product_ids === null ? null : JSON.stringify(attrs.product_ids) } : {}),
    ...(attrs.funded_by ? { funded_by: attrs.funded_by } : {}),
    ...(attrs.vendor_id != null ? { vendor_id: attrs.vendor_id } : {}),
    ...(attrs.vendor_ids ? { vendor_ids: JSON.stringify(attrs.vendor_ids) } : {}),
    ...(attrs.listing_ids ? { listing_ids: JSON.stringify(attrs.listing_ids) } : {}),
  }).returning('id');
  return Number(row.id);
}

/** A payment row as the ledger writes it (pending unless told), e.g. one a crash left behind. */
export async function createPayment(db: Conn, attrs: {
  userId: number; vendorId?: number | null; amountCents: number; paymentType: number; productId: number;
  gateway?: string; status?: string; planId?: number | null; gatewayRef?: string | null; createdAt?: Date; idempotencyKey?: string;
}): Promise<number> {
  const [row] = await db('payments').insert({
    user_id: attrs.userId, ...(attrs.vendorId != null ? { vendor_id: attrs.vendorId } : {}), amount_cents: attrs.amountCents,
    payment_type: attrs.paymentType, product_id: attrs.productId, gateway: attrs.gateway ?? 'test', status: attrs.status ?? 'pending',
    ...(attrs.planId != null ? { plan_id: attrs.planId } : {}),
    ...(attrs.gatewayRef != null ? { gateway_ref: attrs.gatewayRef } : {}),
    ...(attrs.createdAt ? { created_at: attrs.createdAt } : {}),
    ...(attrs.idempotencyKey ? { idempotency_key: attrs.idempotencyKey } : {}),
  }).returning('id');
  return Number(row.id);
}

/** One numbered use of a plan by a customer, held by a payment. */
export async function createPlanRedemption(db: Conn, attrs: { planId: number; userId: number; paymentId: number; n?: number }): Promise<void> {
  await db('plan_redemptions').insert({ plan_id: attrs.planId, user_id: attrs.userId, n: attrs.n ?? 1, payment_id: attrs.paymentId });
}

/** A refund of a payment as the refund service records it (succeeded unless told), e.g. a partial one. */
export async function createRefund(db: Conn, attrs: {
  paymentId: number; amountCents: number; status?: 'pending' | 'succeeded' | 'failed'; gateway?: string; key?: string;
}): Promise<number> {
  const [row] = await db('refunds').insert({
    payment_id: attrs.paymentId, amount_cents: attrs.amountCents, status: attrs.status ?? 'succeeded', gateway: attrs.gateway ?? 'test',
    idempotency_key: attrs.key ?? `refund:test:${attrs.paymentId}:${++seq}`, reason: 'test',
    refunded_at: (attrs.status ?? 'succeeded') === 'succeeded' ? new Date() : null,
  }).returning('id');
  return Number(row.id);
}
