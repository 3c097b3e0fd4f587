import type { Conn } from '../../db/knex.ts';

export interface ShareLinkRow {
  id: number;
  public_id: string;
  pet_id: number;
  user_id: number;
  expires_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

const COLUMNS = ['id', 'public_id', 'pet_id', 'user_id', 'expires_at', 'revoked_at', 'created_at'];

export async function insertShareLink(db: Conn, row: { public_id: string; pet_id: number; user_id: number; expires_at: Date | null }): Promise<ShareLinkRow> {
  const [inserted] = await db('pet_share_links').insert(row).returning(COLUMNS);
  return inserted;
}

/** A pet's links that still work at `now` (not revoked, not expired), newest first. */
export function activeShareLinksOfPet(db: Conn, petId: number, now: Date): Promise<ShareLinkRow[]> {
  return db('pet_share_links').select(COLUMNS).where({ pet_id: petId }).whereNull('revoked_at')
    .andWhere((q) => { q.whereNull('expires_at').orWhere('expires_at', '>', now); })
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
}

export function shareLinkByPublicId(db: Conn, publicId: string): Promise<ShareLinkRow | undefined> {
  return db('pet_share_links').select(COLUMNS).where({ public_id: publicId }).first();
}

/** Revokes an owner's link (the owner is the scope); returns false when it is not theirs or already revoked. */
export async function revokeShareLink(db: Conn, userId: number, id: number, now: Date): Promise<boolean> {
  const updated = await db('pet_share_links').where({ id, user_id: userId }).whereNull('revoked_at').update({ revoked_at: now });
  return Number(updated) > 0;
}
