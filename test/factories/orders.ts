import type { Conn } from '../../server/db/knex.ts';

/** A service order (house call 3000, second opinion 7000), 'new' unless told, with its details. */
export async function createOrder(db: Conn, attrs: {
  userId: number; productId: number; details?: Record<string, unknown>; paymentId?: number | null;
  status?: 'new' | 'pending' | 'paid' | 'failed' | 'assigned' | 'in_review' | 'needs_information' | 'delivered' | 'refunded';
  /** Who fulfils it, and the vet assigned. */
  vendorId?: number | null; assignedLoginId?: number;
  /** A paid order's clock: paid (and records complete) at `paidAt`, due 48 h later, refunded past 5 days. */
  paidAt?: Date;
}): Promise<number> {
  const paid = attrs.paidAt;
  const [row] = await db('orders').insert({
    user_id: attrs.userId, product_id: attrs.productId, status: attrs.status ?? 'new', details: JSON.stringify(attrs.details ?? {}),
    ...(attrs.paymentId != null ? { payment_id: attrs.paymentId } : {}),
    ...(attrs.vendorId != null ? { vendor_id: attrs.vendorId } : {}),
    ...(attrs.assignedLoginId != null ? { assigned_login_id: attrs.assignedLoginId } : {}),
    ...(paid ? {
      paid_at: paid, clock_from: paid, due_at: new Date(paid.getTime() + 48 * 3_600_000), refund_at: new Date(paid.getTime() + 5 * 86_400_000),
    } : {}),
  }).returning('id');
  return Number(row.id);
}
