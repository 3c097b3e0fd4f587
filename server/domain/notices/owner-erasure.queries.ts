import type { Conn } from '../../db/knex.ts';

export async function eraseNoticesOf(db: Conn, userId: number): Promise<number> {
  return db('owner_notices').where({ user_id: userId }).delete();
}
