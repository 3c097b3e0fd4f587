import { isLocale, type Locale } from '../../../contracts/locale.ts';
import type { Conn } from '../../db/knex.ts';
import type { ParticipantKind } from './threads.queries.ts';

export interface AwayThreadRow {
  vendor_id: number;
  id: number;
  subject_id: number;
  user_id: number;
  listing_id: number | null;
  clinic_name: string;
  thread_notice_sms: boolean;
}

/** The thread with what its notice needs: its booking's listing, the clinic's name and SMS choice. */
export async function awayThread(db: Conn, vendorId: number, threadId: number): Promise<AwayThreadRow | undefined> {
  const row = await db('threads as t')
    .join('vendors as v', 'v.id', 't.vendor_id')
    .leftJoin('bookings as b', (j) => j.on('b.id', 't.subject_id').andOnVal('t.subject_kind', 'booking'))
    .select('t.vendor_id', 't.id', 't.subject_id', 't.user_id', 'b.vendor_listing_id as listing_id', 'v.name as clinic_name', 'v.thread_notice_sms')
    .where({ 't.vendor_id': vendorId, 't.id': threadId })
    .first();
  if (!row) return undefined;
  return {
    vendor_id: Number(row.vendor_id), id: Number(row.id), subject_id: Number(row.subject_id), user_id: Number(row.user_id),
    listing_id: row.listing_id == null ? null : Number(row.listing_id), clinic_name: String(row.clinic_name), thread_notice_sms: Boolean(row.thread_notice_sms),
  };
}

/**
 * The oldest message to `side` that nobody on that side has read and that came after `since` (the last notice), or
 * undefined. A clinic's message counts as read once any of its logins read it, as its delivery mark shows.
 */
export async function firstUnreadSince(db: Conn, vendorId: number, threadId: number, side: ParticipantKind, since: Date | null): Promise<{ id: number; body: string } | undefined> {
  const readMark = db('thread_reads').max('read_id').where({ vendor_id: vendorId, thread_id: threadId, reader_kind: side });
  const q = db('thread_messages').select('id', 'body')
    .where({ vendor_id: vendorId, thread_id: threadId, sender_kind: side === 'user' ? 'vendor' : 'user' })
    .where('id', '>', db.raw('coalesce((?), 0)', [readMark]))
    .orderBy('id', 'asc').first();
  if (since) q.where('created_at', '>', since);
  const row = await q;
  return row ? { id: Number(row.id), body: String(row.body) } : undefined;
}

/** When the side was last told about this thread, or null. */
export async function lastNotice(db: Conn, vendorId: number, threadId: number, side: ParticipantKind): Promise<Date | null> {
  const row = await db('thread_notices').select('sent_at').where({ vendor_id: vendorId, thread_id: threadId, side }).first();
  return row ? new Date(row.sent_at) : null;
}

/**
 * Records a notice sent now, unless one was recorded after `notBefore` (another worker got there first): true when
 * this call may send. Under the row's lock, so two runs at once send one notice.
 */
export async function claimNotice(db: Conn, vendorId: number, threadId: number, side: ParticipantKind, now: Date, notBefore: Date): Promise<boolean> {
  const result = await db.raw(`
    insert into thread_notices (vendor_id, thread_id, side, sent_at) values (?, ?, ?, ?)
    on conflict (vendor_id, thread_id, side) do update set sent_at = excluded.sent_at
    where thread_notices.sent_at <= ?
    returning sent_at`, [vendorId, threadId, side, now, notBefore]);
  return (result.rows ?? result).length > 0;
}

/** Gives back a claim whose sending failed: the previous time, or no row. */
export async function releaseNotice(db: Conn, vendorId: number, threadId: number, side: ParticipantKind, claimedAt: Date, previous: Date | null): Promise<void> {
  const q = db('thread_notices').where({ vendor_id: vendorId, thread_id: threadId, side, sent_at: claimedAt });
  await (previous ? q.update({ sent_at: previous }) : q.delete());
}

export interface NoticeRecipient {
  /** The owner's id, or the clinic login's. */
  id: number;
  email: string;
  firstName: string | null;
  /** The owner's mobile when verified (digits); null for a clinic login. */
  verifiedMobile: string | null;
  /** The stored language its notice is written in (`users.locale`, `vendor_logins.locale`); null: English. */
  locale: Locale | null;
}

/** The owner of the thread; none once they deleted their account. */
export async function ownerRecipient(db: Conn, userId: number): Promise<NoticeRecipient[]> {
  const row = await db('users').select('email', 'first_name', 'phone', 'phone_verified_at', 'locale').where({ id: userId }).whereNull('deleted_at').first();
  if (!row?.email) return [];
  const digits = row.phone_verified_at ? String(row.phone ?? '').replace(/\D/g, '') : '';
  return [{ id: userId, email: String(row.email), firstName: row.first_name ?? null, verifiedMobile: digits || null, locale: isLocale(row.locale) ? row.locale : null }];
}

/** The clinic side: its root admins and the managers of the booking's listing (no other sub-user). */
export async function clinicRecipients(db: Conn, vendorId: number, listingId: number | null): Promise<NoticeRecipient[]> {
  const managers = listingId === null ? [] : await db('vendor_listings').select('managers').where({ id: listingId, vendor_id: vendorId }).first();
  const ids = ((managers as { managers?: unknown[] } | undefined)?.managers ?? []).map(Number).filter(Number.isSafeInteger);
  const rows = await db('vendor_logins').select('id', 'email', 'first_name', 'locale')
    .where({ vendor_id: vendorId })
    .where((w) => { w.where('subrole', 'root_admin'); if (ids.length) w.orWhereIn('id', ids); })
    .orderBy('id');
  return rows.map((r) => ({
    id: Number(r.id), email: String(r.email), firstName: r.first_name ?? null, verifiedMobile: null, locale: isLocale(r.locale) ? r.locale : null,
  }));
}
