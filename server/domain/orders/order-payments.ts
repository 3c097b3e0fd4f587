import type { Conn } from '../../db/knex.ts';
import { markOrderPaid, orderByPaymentId, setOrderStatus, vendorOfOrder, type OrderRow } from './orders.queries.ts';
import { PRODUCT } from '../../../contracts/products.ts';
import { REPORT_PRODUCTS } from './fulfilment-rules.ts';
import { sharePetWithClinic } from '../customers/index.ts';

/**
 * After a payment that never completed (a crash before its settlement): its order goes back to
 * 'new', since no money was taken, so the owner can pay the same order again.
 */
export async function reopenOrderOfPayment(tx: Conn, paymentId: number): Promise<void> {
  const order = await orderByPaymentId(tx, paymentId);
  if (order?.status === 'pending') await setOrderStatus(tx, vendorOfOrder(order), Number(order.id), 'new');
}

/**
 * The pet an owner's order authorises its practice to read (pure): a second opinion's pet, when the owner ticked
 * "I authorize Petcare's vets to review my pet's records for this second opinion." (the contract refuses the
 * order without it) and a practice fulfils it; null for any other order (a Peer-to-Peer Consult's records are
 * attached by the clinic that orders it).
 */
export function authorisedPetOf(order: Pick<OrderRow, 'product_id' | 'user_id' | 'vendor_id' | 'details'>): number | null {
  if (Number(order.product_id) !== PRODUCT.SECOND_OPINION || order.user_id === null || order.vendor_id === null) return null;
  const petId = Number(order.details.petId);
  return order.details.authorization === true && Number.isSafeInteger(petId) && petId > 0 ? petId : null;
}

/**
 * A captured payment (at once, or found captured after a crash): its order is paid, once. An order that reports
 * (a second opinion) starts its clock now: due in 48 h, refunded past 5 days (fulfilment-rules.ts), and the
 * owner's authorisation takes effect in the same transaction: the ordered pet is shared with the practice that
 * fulfils it (customers/vendor-customers.queries.ts, shown on the owner's My Clinics, where they can end it). An
 * order never paid shares nothing. An order already further along (assigned, delivered...) is never moved back.
 */
export async function markOrderOfPaymentPaid(tx: Conn, paymentId: number, now: Date = new Date()): Promise<void> {
  const order = await orderByPaymentId(tx, paymentId);
  if (order && (order.status === 'new' || order.status === 'pending')) {
    await markOrderPaid(tx, vendorOfOrder(order), Number(order.id), REPORT_PRODUCTS.includes(Number(order.product_id)));
    const petId = authorisedPetOf(order);
    if (petId !== null) await sharePetWithClinic(tx, Number(order.vendor_id), Number(order.user_id), petId, now);
  }
}
