import type { Conn } from '../../db/knex.ts';
import { markOrderPaid, orderByPaymentId, setOrderStatus } from './orders.queries.ts';
import { REPORT_PRODUCTS } from './fulfilment-rules.ts';

/**
 * After a payment that never completed (a crash before its settlement): its order goes back to
 * 'new', since no money was taken, so the owner can pay the same order again.
 */
export async function reopenOrderOfPayment(tx: Conn, paymentId: number): Promise<void> {
  const order = await orderByPaymentId(tx, paymentId);
  if (order?.status === 'pending') await setOrderStatus(tx, Number(order.id), 'new');
}

/**
 * A captured payment (at once, or found captured after a crash): its order is paid, once. An order that reports
 * (a second opinion) starts its clock now: due in 48 h, refunded past 5 days (fulfilment-rules.ts). An order
 * already further along (assigned, delivered...) is never moved back.
 */
export async function markOrderOfPaymentPaid(tx: Conn, paymentId: number): Promise<void> {
  const order = await orderByPaymentId(tx, paymentId);
  if (order && (order.status === 'new' || order.status === 'pending')) {
    await markOrderPaid(tx, Number(order.id), REPORT_PRODUCTS.includes(Number(order.product_id)));
  }
}
