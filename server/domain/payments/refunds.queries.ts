import type { Conn } from '../../db/knex.ts';

export interface RefundRow {
  id: number;
  payment_id: number;
  amount_cents: number;
  status: 'pending' | 'succeeded' | 'failed';
  gateway: string;
  gateway_ref: string | null;
  idempotency_key: string;
  reason: string;
  attempts: number;
  last_error: string | null;
  booking_id: number | null;
  refunded_at: Date | null;
  created_at: Date;
}

const COLUMNS = [
  'id', 'payment_id', 'amount_cents', 'status', 'gateway', 'gateway_ref', 'idempotency_key', 'reason', 'attempts', 'last_error',
  'booking_id', 'refunded_at', 'created_at',
];

/**
 * Records a refund pending under its idempotency key; a second call with the same key records
 * nothing and returns the first row (so a retried cancel cannot ask for two refunds).
 */
export async function insertRefund(db: Conn, row: {
  payment_id: number; amount_cents: number; gateway: string; idempotency_key: string; reason: string; booking_id: number | null;
}): Promise<RefundRow> {
  await db('refunds').insert({ ...row, status: 'pending' }).onConflict('idempotency_key').ignore();
  return db('refunds').select(COLUMNS).where({ idempotency_key: row.idempotency_key }).first();
}

export function refundById(db: Conn, id: number): Promise<RefundRow | undefined> {
  return db('refunds').select(COLUMNS).where({ id }).first();
}

/** Refunds of some payments, oldest first (the payment record and the appointment detail show them). */
export function refundsOfPayments(db: Conn, paymentIds: readonly number[]): Promise<RefundRow[]> {
  if (!paymentIds.length) return Promise.resolve([]);
  return db('refunds').select(COLUMNS).whereIn('payment_id', paymentIds.map(Number)).orderBy('id');
}

/** Counts an attempt (before the gateway is called), so the row shows how often it was tried. */
export async function countRefundAttempt(db: Conn, id: number): Promise<void> {
  await db('refunds').where({ id, status: 'pending' }).increment('attempts', 1).update({ updated_at: db.fn.now() });
}

/** Settles a pending refund as succeeded; returns false when it was not pending any more (settled by another run). */
export async function markRefundSucceeded(db: Conn, id: number, gatewayRef: string, at: Date): Promise<boolean> {
  const n = await db('refunds').where({ id, status: 'pending' })
    .update({ status: 'succeeded', gateway_ref: gatewayRef, refunded_at: at, last_error: null, updated_at: db.fn.now() });
  return Number(n) > 0;
}

/** Keeps a refund pending with the gateway's last answer, for the retry job. */
export async function noteRefundError(db: Conn, id: number, error: string): Promise<void> {
  await db('refunds').where({ id, status: 'pending' }).update({ last_error: error.slice(0, 500), updated_at: db.fn.now() });
}

/** Gives up on a refund after the retries (it shows as failed; the practice refunds by hand). */
export async function markRefundFailed(db: Conn, id: number, error: string): Promise<void> {
  await db('refunds').where({ id, status: 'pending' }).update({ status: 'failed', last_error: error.slice(0, 500), updated_at: db.fn.now() });
}

/** Ids of refunds still pending since before `olderThan` (the retry sweep's work), oldest first. */
export async function pendingRefundIds(db: Conn, olderThan: Date, limit: number): Promise<number[]> {
  const rows = await db('refunds').select('id').where({ status: 'pending' }).where('created_at', '<', olderThan).orderBy('created_at').limit(limit);
  return rows.map((r: { id: number }) => Number(r.id));
}

/** What a payment has had refunded (succeeded refunds), in cents. */
export async function refundedCentsOfPayment(db: Conn, paymentId: number): Promise<number> {
  const row = await db('refunds').where({ payment_id: paymentId, status: 'succeeded' }).sum({ cents: 'amount_cents' }).first();
  return Number(row?.cents ?? 0);
}
