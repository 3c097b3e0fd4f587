import type { Conn } from '../../db/knex.ts';
import { orderByPaymentId, setOrderStatus } from './orders.queries.ts';

/**
 * After a payment that never completed (a crash before its settlement): its order goes back to
 * 'new', since no money was taken, so the owner can pay the same order again.
 */
export async function reopenOrderOfPayment(tx: Conn, paymentId: number): Promise<void> {
  const order = await orderByPaymentId(tx, paymentId);
  if (order?.status === 'pending') await setOrderStatus(tx, Number(order.id), 'new');
}

/** A payment found captured after all (the gateway took the money before a crash): its order is paid. */
export async function markOrderOfPaymentPaid(tx: Conn, paymentId: number): Promise<void> {
  const order = await orderByPaymentId(tx, paymentId);
  if (order && order.status !== 'paid') await setOrderStatus(tx, Number(order.id), 'paid');
}
