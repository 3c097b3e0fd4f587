import type { Conn } from '../../db/knex.ts';

export type OrderStatus = 'pending' | 'paid' | 'failed';

export interface OrderRow {
  id: number;
  user_id: number;
  product_id: number;
  payment_id: number | null;
  status: OrderStatus;
  details: Record<string, unknown>;
  created_at: Date;
}

const COLUMNS = ['id', 'user_id', 'product_id', 'payment_id', 'status', 'details', 'created_at'];

export async function insertOrder(db: Conn, row: {
  user_id: number; product_id: number; payment_id: number; details: Record<string, unknown>;
}): Promise<number> {
  const [inserted] = await db('orders').insert({ ...row, status: 'pending', details: JSON.stringify(row.details) }).returning('id');
  return Number(inserted.id);
}

export function orderByPaymentId(db: Conn, paymentId: number): Promise<OrderRow | undefined> {
  return db('orders').select(COLUMNS).where({ payment_id: paymentId }).first();
}

export function orderById(db: Conn, userId: number, id: number): Promise<OrderRow | undefined> {
  return db('orders').select(COLUMNS).where({ id, user_id: userId }).first();
}

export async function setOrderStatus(db: Conn, id: number, status: OrderStatus): Promise<void> {
  await db('orders').where({ id }).update({ status, updated_at: db.fn.now() });
}
