import type { Conn } from '../../db/knex.ts';
import { ownersChanged } from '../../db/cache-versions.ts';
import { compiledRead } from '../../db/compiled-read.ts';
import { prepared } from '../../db/prepared.ts';

export interface OwnerNoticeRow {
  user_id: number;
  id: number;
  kind: string;
  text: string;
  link: string;
  booking_id: number | null;
  created_at: Date;
  read_at: Date | null;
}

const COLUMNS = ['user_id', 'id', 'kind', 'text', 'link', 'booking_id', 'created_at', 'read_at'];

/** Records a notice for an owner (in the caller's transaction, with what it is about). */
export async function insertNotice(db: Conn, row: { user_id: number; kind: string; text: string; link: string; booking_id: number | null }): Promise<number> {
  const [inserted] = await db('owner_notices').insert(row).returning('id');
  await ownersChanged(db, [row.user_id]);
  return Number(inserted.id);
}

/** An owner's unread notices, newest first. */
export function unreadNotices(db: Conn, userId: number, limit = 20): Promise<OwnerNoticeRow[]> {
  // Read on every owner's list page: compiled once (server/db/compiled-read.ts), a prepared statement (prepared.ts).
  return compiledRead(db, 'owner-notices:unread', { userId, limit }, (v) => prepared(db('owner_notices').select(COLUMNS)
    .where({ user_id: v.userId }).whereNull('read_at').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(v.limit as number)));
}

/** Marks one of the owner's notices read; false when the owner has no such unread notice. */
export async function markNoticeRead(db: Conn, userId: number, id: number, at: Date): Promise<boolean> {
  const marked = Number(await db('owner_notices').where({ user_id: userId, id }).whereNull('read_at').update({ read_at: at })) > 0;
  if (marked) await ownersChanged(db, [userId]);
  return marked;
}
