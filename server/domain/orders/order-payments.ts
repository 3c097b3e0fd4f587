import type { Conn } from '../../db/knex.ts';
import { markOrderPaid, mergeOrderDetails, orderByPaymentId, ordersOfOwnerPet, setOrderStatus, vendorOfOrder, type OrderRow } from './orders.queries.ts';
import { PRODUCT } from '../../../contracts/products.ts';
import type { ClinicAccess } from '../../../contracts/customer-words.ts';
import { REPORT_PRODUCTS } from './fulfilment-rules.ts';
import { endPetShare, RECORD_READING_ORDER_STATUSES, relationOf, sharePetWithClinic } from '../customers/index.ts';

/**
 * After a payment that never completed (a crash before its settlement): its order goes back to
 * 'new', since no money was taken, so the owner can pay the same order again.
 */
export async function reopenOrderOfPayment(tx: Conn, paymentId: number): Promise<void> {
  const order = await orderByPaymentId(tx, paymentId);
  if (order?.status === 'pending') await setOrderStatus(tx, vendorOfOrder(order), Number(order.id), 'new');
}

/** What says an order's pet and practice (an owner's order row, or the queue's, whose orderer may be a clinic). */
type OrderOfPet = Pick<OrderRow, 'product_id' | 'vendor_id' | 'details'> & { user_id: number | null };

/**
 * The pet an owner's order authorises its practice to read (pure): a second opinion's pet, when the owner ticked
 * "I authorize Petcare's vets to review my pet's records for this second opinion." (the contract refuses the
 * order without it) and a practice fulfils it; null for any other order (a Peer-to-Peer Consult's records are
 * attached by the clinic that orders it).
 */
export function authorisedPetOf(order: OrderOfPet): number | null {
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
    if (petId === null) return;
    const vendorId = Number(order.vendor_id);
    const userId = Number(order.user_id);
    const before = await relationOf(tx, vendorId, userId, { forUpdate: true });
    if (await sharePetWithClinic(tx, vendorId, userId, petId, now)) {
      // The order created this share: it says so, with what the relation was before, so its cancel or refund ends it.
      const share: OrderPetShare = { petId, before: before?.access ?? null };
      await mergeOrderDetails(tx, vendorOfOrder(order), Number(order.id), { petShare: share });
    }
  }
}

/** What a paid second opinion's share changed (`details.petShare`): absent when the pet was already shared. */
export interface OrderPetShare {
  petId: number;
  /** The relation's access before the order (null: the owner was not the clinic's customer). */
  before: ClinicAccess | null;
}

/** The share an order created (pure), or null: none, or a row from before orders recorded it. */
export function petShareOf(order: Pick<OrderRow, 'details'>): OrderPetShare | null {
  const share = order.details.petShare as { petId?: unknown; before?: unknown } | undefined;
  if (!share || !Number.isSafeInteger(Number(share.petId))) return null;
  const before = share.before === 'pending' || share.before === 'declined' || share.before === 'granted' ? share.before : null;
  return { petId: Number(share.petId), before };
}

/**
 * A second opinion canceled or refunded (in that transaction, after its status is written): the share of its pet
 * that one of the owner's orders of that pet at that practice created ends, unless another of those orders still
 * rests on it (paid, under review or delivered). A share the owner had before any such order (every pet, or that
 * pet already) was never recorded as created, so it stays; so does whatever the owner decided since (endPetShare).
 */
export async function endPetShareOfOrder(tx: Conn, order: OrderOfPet & { id: number }, now: Date): Promise<void> {
  const petId = authorisedPetOf(order);
  if (petId === null) return;
  const vendorId = Number(order.vendor_id);
  const userId = Number(order.user_id);
  const orders = await ordersOfOwnerPet(tx, vendorId, userId, PRODUCT.SECOND_OPINION, petId);
  if (orders.some((o) => Number(o.id) !== Number(order.id) && RECORD_READING_ORDER_STATUSES.has(o.status))) return;
  const created = orders.map(petShareOf).reverse().find((s) => s !== null && s.petId === petId); // the latest grant
  if (created) await endPetShare(tx, vendorId, userId, petId, created.before, now);
}
