import type { Conn } from '../../db/knex.ts';

/**
 * An order's life: 'new' (stored, awaiting payment; back here after a declined or
 * interrupted attempt), 'pending' (an attempt's payment is held and being charged),
 * 'paid', then 'canceled' when its owner cancels it (refunded under the policy).
 * 'failed' is only on rows stored before orders could be paid again.
 */
export type OrderStatus = 'new' | 'pending' | 'paid' | 'canceled' | 'failed' | 'assigned' | 'in_review' | 'needs_information' | 'delivered' | 'refunded';

export interface OrderRow {
  id: number;
  user_id: number;
  product_id: number;
  payment_id: number | null;
  status: OrderStatus;
  details: Record<string, unknown>;
  /** The practice that fulfils it (null on an order no practice was named for). */
  vendor_id: number | null;
  created_at: Date;
  /** When the service was first used (the first house visit booked, the review's start): no longer refundable. */
  used_at: Date | null;
  canceled_at: Date | null;
  /** The report's deadline while its clock runs, and whether it waits for the owner's answer. */
  due_at: Date | null;
  paused_at: Date | null;
  report_record_id: number | null;
}

const COLUMNS = ['id', 'user_id', 'product_id', 'payment_id', 'status', 'details', 'vendor_id', 'created_at', 'used_at', 'canceled_at', 'due_at', 'paused_at', 'report_record_id'];

/** Stores an order awaiting payment: status 'new', no payment yet (`vendor_id`: the practice serving it, if any). */
export async function insertOrder(db: Conn, row: {
  user_id: number; product_id: number; details: Record<string, unknown>; vendor_id?: number | null;
}): Promise<number> {
  const [inserted] = await db('orders').insert({ ...row, status: 'new', payment_id: null, details: JSON.stringify(row.details) }).returning('id');
  return Number(inserted.id);
}

export function orderByPaymentId(db: Conn, paymentId: number): Promise<OrderRow | undefined> {
  return db('orders').select(COLUMNS).where({ payment_id: paymentId }).first();
}

export function orderById(db: Conn, userId: number, id: number): Promise<OrderRow | undefined> {
  return db('orders').select(COLUMNS).where({ id, user_id: userId }).first();
}

/**
 * The orders of one fulfilling practice (`vendorId`, as the order's row names it; null: the orders no practice was
 * named for): every order write that locks or changes a row by id starts here, so it names its tenant as every
 * clinic-side write does. An order's practice never changes, so a caller may take it from an earlier read.
 */
function ordersOf(db: Conn, vendorId: number | null) {
  return vendorId === null ? db('orders').whereNull('vendor_id') : db('orders').where({ vendor_id: vendorId });
}

/** The vendor id of an order row as the tenant writes take it (the driver may give a bigint as text). */
export function vendorOfOrder(order: { vendor_id: number | string | null }): number | null {
  return order.vendor_id === null ? null : Number(order.vendor_id);
}

/**
 * The owner's order at its practice, locked until the transaction ends, so two payment attempts (or cancels) on it
 * run one after the other.
 */
export function orderByIdForUpdate(db: Conn, vendorId: number | null, userId: number, id: number): Promise<OrderRow | undefined> {
  return ordersOf(db, vendorId).select(COLUMNS).where({ id, user_id: userId }).forUpdate().first();
}

/** Points the order at the payment of its current attempt and marks it 'pending'. */
export async function attachPayment(db: Conn, vendorId: number | null, id: number, paymentId: number): Promise<void> {
  await ordersOf(db, vendorId).where({ id }).update({ payment_id: paymentId, status: 'pending', updated_at: db.fn.now() });
}

export async function setOrderStatus(db: Conn, vendorId: number | null, id: number, status: OrderStatus): Promise<void> {
  await ordersOf(db, vendorId).where({ id }).update({ status, updated_at: db.fn.now() });
}

/**
 * Marks an order paid now (the database's clock, as the payment's own time); `clocked` starts the report clock:
 * records complete now, due in 48 hours, refunded past 5 days (the figures of fulfilment-rules.ts).
 */
export async function markOrderPaid(db: Conn, vendorId: number | null, id: number, clocked: boolean): Promise<void> {
  await ordersOf(db, vendorId).where({ id }).update({
    status: 'paid', paid_at: db.fn.now(), updated_at: db.fn.now(),
    ...(clocked ? {
      clock_from: db.fn.now(), paused_at: null, paused_ms: 0,
      due_at: db.raw(`now() + interval '48 hours'`), refund_at: db.raw(`now() + interval '5 days'`),
    } : {}),
  });
}

/** The owner's orders, newest first: those paid, being paid or canceled, and those still awaiting payment. */
export function ordersOfUser(db: Conn, userId: number, limit = 50): Promise<OrderRow[]> {
  return db('orders').select(COLUMNS).where({ user_id: userId })
    .whereIn('status', ['new', 'pending', 'paid', 'canceled', 'assigned', 'in_review', 'needs_information', 'delivered', 'refunded'])
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit);
}

/**
 * Cancels a paid order not yet in review (the caller holds its row lock and has recorded the refund the policy gives).
 * `vendorId` is the order's fulfilling practice as the locked row names it (null on an order no practice was named
 * for): the write names the tenant, as every clinic-side write does.
 */
export async function markOrderCanceled(db: Conn, vendorId: number | null, id: number, at: Date, refund: 'full' | 'none'): Promise<void> {
  await ordersOf(db, vendorId).where({ id }).whereIn('status', ['paid', 'assigned']).update({
    status: 'canceled', canceled_at: at, updated_at: db.fn.now(), due_at: null, refund_at: null,
    details: db.raw(`details || ?::jsonb`, [JSON.stringify({ canceled: { at: at.toISOString(), refund } })]),
  });
}

/** Removes an order only while nothing was ever held for it (status 'new', no payment); true when it did. */
export async function deleteUnpaidOrder(db: Conn, id: number): Promise<boolean> {
  return (await db('orders').where({ id, status: 'new' }).whereNull('payment_id').delete()) > 0;
}

/** Merges `details` into an order's stored details (what the order did beside its form: the pet share it created). */
export async function mergeOrderDetails(db: Conn, vendorId: number | null, id: number, details: Record<string, unknown>): Promise<void> {
  await ordersOf(db, vendorId).where({ id }).update({ details: db.raw('details || ?::jsonb', [JSON.stringify(details)]) });
}

/** An owner's orders of a product fulfilled by one practice about one pet (`details.petId`): id, status, details. */
export function ordersOfOwnerPet(db: Conn, vendorId: number, userId: number, productId: number, petId: number): Promise<Array<Pick<OrderRow, 'id' | 'status' | 'details'>>> {
  return ordersOf(db, vendorId).select('id', 'status', 'details')
    .where({ user_id: userId, product_id: productId }).whereRaw(`details->>'petId' = ?`, [String(petId)]).orderBy('id');
}
