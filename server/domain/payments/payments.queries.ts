import type { Conn } from '../../db/knex.ts';
import { prepared, preparedWrite } from '../../db/prepared.ts';

export interface PaymentRow {
  id: number;
  /** The owner who paid; null when a clinic paid (`payer_vendor_id`): exactly one is set (payments_one_payer). */
  user_id: number | null;
  payer_vendor_id: number | null;
  vendor_id: number | null;
  amount_cents: number;
  /** PAYMENT_TYPE (contracts/products.ts): 100 a service order, else an appointment. */
  payment_type: number;
  status: 'pending' | 'authorized' | 'captured' | 'failed' | 'refunded';
  gateway: string;
  gateway_ref: string | null;
  idempotency_key: string | null;
  plan_id: number | null;
  details: Record<string, unknown>;
  /** The card-payment provider's order the buyer approves in the browser (PayPal's JS SDK flow), else null. */
  provider_order_id: string | null;
  created_at: Date;
}

const COLUMNS = [
  'id', 'user_id', 'payer_vendor_id', 'vendor_id', 'amount_cents', 'payment_type', 'status', 'gateway', 'gateway_ref', 'idempotency_key', 'plan_id', 'details',
  'provider_order_id', 'created_at',
];

export async function insertPayment(db: Conn, row: {
  user_id: number | null; payer_vendor_id?: number | null; vendor_id: number | null; amount_cents: number; payment_type: number; product_id: number;
  gateway: string; idempotency_key: string | null; plan_id: number | null; details: Record<string, unknown>;
  /** The price before any promo or waiver, the promo's part of it and who pays that part (see the payments README). */
  list_price_cents: number; discount_cents: number; discount_funded_by: 'marketplace' | 'clinic' | null;
}): Promise<number> {
  // Written by every payment's hold: a prepared statement (server/db/prepared.ts), as is its settlement.
  const [inserted] = await preparedWrite(db('payments').insert({ ...row, status: 'pending', details: JSON.stringify(row.details) }).returning('id'));
  return Number(inserted.id);
}

export function paymentByIdempotencyKey(db: Conn, key: string): Promise<PaymentRow | undefined> {
  // Asked first by every payment: a prepared statement (server/db/prepared.ts), as are the booking's other reads.
  return prepared(db('payments').select(COLUMNS).where({ idempotency_key: key }).first());
}

/**
 * Settles a pending payment captured (with the gateway's reference) or failed (with the reason shown), in one
 * statement that also takes the row's lock: the payment as settled, or undefined when it was no longer pending
 * (another settlement came first; under READ COMMITTED the update re-reads the row once the other commits).
 */
export async function settlePendingPayment(
  db: Conn, id: number, update: { status: PaymentRow['status']; gateway_ref?: string | null; failure?: string },
): Promise<PaymentRow | undefined> {
  const [row] = await preparedWrite(db('payments').where({ id, status: 'pending' }).update({
    status: update.status,
    gateway_ref: update.gateway_ref ?? null,
    details: update.failure ? db.raw(`details || ?::jsonb`, [JSON.stringify({ failure: update.failure })]) : db.raw('details'),
    updated_at: db.fn.now(),
  }).returning(COLUMNS));
  return row as PaymentRow | undefined;
}

/** Payments left pending since before `olderThan`: a process died between holding the slot and charging. */
export function stalePendingPayments(db: Conn, olderThan: Date): Promise<PaymentRow[]> {
  return db('payments').select(COLUMNS).where({ status: 'pending' }).where('created_at', '<', olderThan);
}

/** Gives back a plan-wide promo use (max_uses) counted for a payment that then failed; see plan-use.ts. */
export async function decrementPlanUses(db: Conn, planId: number): Promise<void> {
  await db('plans').where({ id: planId }).where('uses', '>', 0).decrement('uses', 1);
}

/** The payment the provider's order `orderId` pays (the buyer's approval names only that id). */
export function paymentByProviderOrderId(db: Conn, orderId: string): Promise<PaymentRow | undefined> {
  return db('payments').select(COLUMNS).where({ provider_order_id: orderId }).first();
}

/** Links a pending payment to the provider's order created for it, with what its capture needs to know. */
export async function setProviderOrder(db: Conn, id: number, orderId: string, details: Record<string, unknown>): Promise<void> {
  await db('payments').where({ id }).update({
    provider_order_id: orderId,
    details: db.raw(`details || ?::jsonb`, [JSON.stringify(details)]),
    updated_at: db.fn.now(),
  });
}

/** The payment, its row locked until the transaction ends: one of two racing settlements waits and sees the other's. */
export function paymentById(db: Conn, id: number): Promise<PaymentRow | undefined> {
  return db('payments').select(COLUMNS).where({ id }).first();
}

export function paymentsByIds(db: Conn, ids: readonly number[]): Promise<PaymentRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db('payments').select(COLUMNS).whereIn('id', ids.map(Number));
}

/** A captured payment refunded in full reads as refunded (its refunds rows hold the amounts). */
export async function markPaymentRefunded(db: Conn, id: number): Promise<void> {
  await db('payments').where({ id, status: 'captured' }).update({ status: 'refunded', updated_at: db.fn.now() });
}
