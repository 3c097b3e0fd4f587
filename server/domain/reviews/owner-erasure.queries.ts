import type { Conn } from '../../db/knex.ts';

/** An erased owner's reviews keep their rating (the listing's average stays true) and lose their words. */
export async function eraseReviewTextsOf(db: Conn, userId: number): Promise<number> {
  return db('reviews').where({ user_id: userId }).update({ text: null });
}
