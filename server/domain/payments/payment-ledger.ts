import type { Conn } from '../../db/knex.ts';
import {
  insertPayment, paymentByIdempotencyKey, setProviderOrder, settlePendingPayment, stalePendingPayments, type PaymentRow,
} from './payments.queries.ts';

/**
 * The payments area's ledger, as other areas use it: a payment is recorded pending before its
 * charge (under its idempotency key), then settled captured or failed. No card data, ever.
 */
export type { PaymentRow };

/** Records a pending payment; returns its id. */
export const recordPendingPayment: typeof insertPayment = (db, row) => insertPayment(db, row);

/** The payment an idempotency key already names, if any (a retry of the same attempt). */
export function paymentByKey(db: Conn, key: string): Promise<PaymentRow | undefined> {
  return paymentByIdempotencyKey(db, key);
}

/** Marks a pending payment captured (with the gateway's reference) or failed (with the reason shown); undefined when it was not pending. */
export const settle: typeof settlePendingPayment = (db, id, update) => settlePendingPayment(db, id, update);

/** Payments still pending since before `olderThan`: a crash came between their hold and their settlement. */
export function stalePayments(db: Conn, olderThan: Date): Promise<PaymentRow[]> {
  return stalePendingPayments(db, olderThan);
}

/** Links a pending payment to the card-payment provider's order the buyer approves, with what its capture needs. */
export function attachProviderOrder(db: Conn, id: number, orderId: string, details: Record<string, unknown>): Promise<void> {
  return setProviderOrder(db, id, orderId, details);
}
