import type { Conn } from '../../db/knex.ts';

export interface CalendarFeedRow {
  vendor_id: number;
  login_id: number;
  token_hash: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = ['vendor_id', 'login_id', 'token_hash', 'created_at', 'last_used_at'];

/** A login's feed, whatever its token. */
export function calendarFeedOf(db: Conn, vendorId: number, loginId: number): Promise<CalendarFeedRow | undefined> {
  return db('calendar_feeds').select(COLUMNS).where({ vendor_id: vendorId, login_id: loginId }).first();
}

/** Gives a login a feed with this token, replacing the one it had (whose address stops working). */
export async function replaceCalendarFeed(db: Conn, vendorId: number, loginId: number, tokenHash: string, now: Date): Promise<void> {
  await db('calendar_feeds')
    .insert({ vendor_id: vendorId, login_id: loginId, token_hash: tokenHash, created_at: now, last_used_at: null })
    .onConflict(['vendor_id', 'login_id']).merge(['token_hash', 'created_at', 'last_used_at']);
}

/** Removes a login's feed (rows removed: 0 when it had none). */
export async function deleteCalendarFeed(db: Conn, vendorId: number, loginId: number): Promise<number> {
  const removed = await db('calendar_feeds').where({ vendor_id: vendorId, login_id: loginId }).delete().returning('login_id');
  return removed.length;
}

/** Notes a read, at most once per `everyMs` (a write on every poll would cost more than it tells). */
export async function touchCalendarFeed(db: Conn, vendorId: number, loginId: number, now: Date, everyMs: number): Promise<void> {
  await db('calendar_feeds').where({ vendor_id: vendorId, login_id: loginId })
    .where((q) => q.whereNull('last_used_at').orWhere('last_used_at', '<', new Date(now.getTime() - everyMs)))
    .update({ last_used_at: now });
}
