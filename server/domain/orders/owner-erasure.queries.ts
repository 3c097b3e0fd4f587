import type { Conn } from '../../db/knex.ts';

/** An erased owner's orders keep their product, payment and dates; what was entered about the pet and people goes. */
export async function anonymiseOrdersOf(db: Conn, userId: number): Promise<number> {
  return db('orders').where({ user_id: userId }).update({
    details: db.raw(`jsonb_build_object('erased', true) || case when jsonb_exists(details, 'canceled') then jsonb_build_object('canceled', details->'canceled') else '{}'::jsonb end`),
  });
}
