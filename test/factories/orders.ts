import type { Conn } from '../../server/db/knex.ts';

/** A service order (house call 3000, second opinion 7000), 'new' unless told, with its details. */
export async function createOrder(db: Conn, attrs: {
  userId: number; productId: number; status?: 'new' | 'pending' | 'paid' | 'failed'; details?: Record<string, unknown>; paymentId?: number | null;
  /** The practice serving it (a house call's). */
  vendorId?: number | null;
}): Promise<number> {
  const [row] = await db('orders').insert({
    user_id: attrs.userId, product_id: attrs.productId, status: attrs.status ?? 'new', details: JSON.stringify(attrs.details ?? {}),
    ...(attrs.paymentId != null ? { payment_id: attrs.paymentId } : {}),
    ...(attrs.vendorId != null ? { vendor_id: attrs.vendorId } : {}),
  }).returning('id');
  return Number(row.id);
}
