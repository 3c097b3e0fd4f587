import type { Conn } from '../../db/knex.ts';

/** Every share link of an owner's pets ends at once (an account being deleted shares nothing). */
export async function endShareLinksOf(db: Conn, userId: number, now: Date): Promise<number> {
  return db('pet_share_links').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: now });
}

/** An erased owner's health records and share links go (the files they name are removed with the owner's files). */
export async function eraseHealthRecordsOf(db: Conn, userId: number): Promise<number> {
  await db('pet_share_links').where({ user_id: userId }).delete();
  return db('health_records').where({ user_id: userId }).delete();
}
