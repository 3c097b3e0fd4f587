import type { Conn } from '../../db/knex.ts';

/** An erased owner's devices and choices go. */
export async function erasePushOf(db: Conn, userId: number): Promise<void> {
  await db('push_subscriptions').where({ account_type: 'user', account_id: userId }).delete();
  await db('push_preferences').where({ account_type: 'user', account_id: userId }).delete();
}
