import type { Conn } from '../../db/knex.ts';
import { PRODUCT } from '../../../contracts/products.ts';

/** A house-call package: a paid house-call order, with when it was paid and who serves it. */
export interface HouseCallPlanRow {
  order_id: number;
  user_id: number;
  vendor_id: number | null;
  details: Record<string, unknown>;
  paid_at: Date;
}

export interface HouseVisitRow {
  id: number;
  vendor_id: number;
  user_id: number;
  order_id: number;
  visit_no: number;
  starts_at: Date;
  minutes: number;
  travel_minutes: number;
  address: string;
  status: 'booked' | 'canceled';
  /** The appointment the visit is (bookings.id, type house); null on a visit booked before visits were appointments. */
  booking_id: number | null;
}

const VISIT_COLUMNS = ['id', 'vendor_id', 'user_id', 'order_id', 'visit_no', 'starts_at', 'minutes', 'travel_minutes', 'address', 'status', 'booking_id'];

const plans = (db: Conn) => db('orders as o').join('payments as p', 'p.id', 'o.payment_id')
  .select('o.id as order_id', 'o.user_id', 'o.vendor_id', 'o.details', 'p.created_at as paid_at')
  .where({ 'o.product_id': PRODUCT.HOUSE_VISIT, 'o.status': 'paid' }).whereIn('p.status', ['captured']);

/** The owner's packages, newest first. */
export function plansOfUser(db: Conn, userId: number): Promise<HouseCallPlanRow[]> {
  return plans(db).where('o.user_id', userId).orderBy('o.id', 'desc');
}

/** The practice's package holders' packages, newest first. */
export function plansOfVendor(db: Conn, vendorId: number, limit = 500): Promise<HouseCallPlanRow[]> {
  return plans(db).where('o.vendor_id', vendorId).orderBy('o.id', 'desc').limit(limit);
}

/** One package of the owner's, its order row locked (visits against one package are booked one after the other). */
export async function planForUpdate(tx: Conn, userId: number, orderId: number): Promise<HouseCallPlanRow | undefined> {
  await tx('orders').select('id').where({ id: orderId, user_id: userId }).forUpdate();
  return plans(tx).where({ 'o.id': orderId, 'o.user_id': userId }).first();
}

/** Packages paid between `from` and `to` (the renewal reminders' window), not yet reminded. */
export function plansPaidBetweenUnreminded(db: Conn, from: Date, to: Date, limit: number): Promise<HouseCallPlanRow[]> {
  return plans(db).where('p.created_at', '>=', from).where('p.created_at', '<', to)
    .whereNotExists((q) => q.select(db.raw('1')).from('house_call_renewal_notices as n').whereRaw('n.order_id = o.id'))
    .orderBy('o.id').limit(limit);
}

/** Records the renewal reminder of a package; false when one was already recorded. */
export async function recordRenewalNotice(tx: Conn, userId: number, orderId: number, at: Date): Promise<boolean> {
  const rows = await tx('house_call_renewal_notices').insert({ user_id: userId, order_id: orderId, sent_at: at }).onConflict(['user_id', 'order_id']).ignore().returning('order_id');
  return rows.length > 0;
}

/** Visits of some packages (booked and canceled), by start. */
export function visitsOfOrders(db: Conn, orderIds: readonly number[]): Promise<HouseVisitRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db('house_call_visits').select(VISIT_COLUMNS).whereIn('order_id', orderIds as number[]).orderBy('starts_at');
}

/** The practice's booked visits starting between `from` and `to` (what the offered times must avoid). */
export function bookedVisitsOfVendor(db: Conn, vendorId: number, from: Date, to: Date): Promise<HouseVisitRow[]> {
  return db('house_call_visits').select(VISIT_COLUMNS).where({ vendor_id: vendorId, status: 'booked' })
    .where('starts_at', '>=', from).where('starts_at', '<', to).orderBy('starts_at');
}

export async function insertVisit(tx: Conn, row: Omit<HouseVisitRow, 'id' | 'status'>): Promise<number> {
  const [inserted] = await tx('house_call_visits').insert({ ...row, status: 'booked' }).returning('id');
  return Number(inserted.id);
}

/** One of the owner's visits. */
export function visitOfUser(db: Conn, userId: number, id: number): Promise<HouseVisitRow | undefined> {
  return db('house_call_visits').select(VISIT_COLUMNS).where({ user_id: userId, id }).first();
}

/**
 * The appointment of a booked visit was canceled (by the owner in time, or by the practice): the visit is canceled
 * with it and its place is free again. Answers whether a visit was booked on it.
 */
export async function cancelVisitOfBooking(tx: Conn, vendorId: number, bookingId: number, at: Date): Promise<boolean> {
  const n = await tx('house_call_visits').where({ vendor_id: vendorId, booking_id: bookingId, status: 'booked' }).update({ status: 'canceled', canceled_at: at });
  return Number(n) > 0;
}

/** One of the owner's visits, locked. */
export function visitOfUserForUpdate(tx: Conn, userId: number, id: number): Promise<HouseVisitRow | undefined> {
  return tx('house_call_visits').select(VISIT_COLUMNS).where({ user_id: userId, id }).forUpdate().first();
}

export async function cancelVisit(tx: Conn, vendorId: number, id: number, at: Date): Promise<void> {
  await tx('house_call_visits').where({ vendor_id: vendorId, id, status: 'booked' }).update({ status: 'canceled', canceled_at: at });
}

/** The package's first visit is booked: the order is used from now on (not refundable, `ORDER_USED_WHEN`); kept once set. */
export async function markPackageUsed(tx: Conn, orderId: number, at: Date): Promise<void> {
  await tx('orders').where({ id: orderId, product_id: PRODUCT.HOUSE_VISIT }).whereNull('used_at').update({ used_at: at });
}
