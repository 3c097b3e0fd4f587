import type { Conn } from '../../db/knex.ts';

/** Deletes every file row an owner uploaded and answers their storage keys (removed from storage after commit). */
export async function eraseFilesOf(db: Conn, userId: number): Promise<string[]> {
  const rows = await db('files').where({ owner_type: 'user', owner_id: userId }).delete().returning('key');
  return rows.map((r: { key: string }) => r.key);
}
