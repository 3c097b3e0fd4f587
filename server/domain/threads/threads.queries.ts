import type { Conn } from '../../db/knex.ts';
import type { MessageKind } from '../../../contracts/thread-words.ts';
import { compiledRead, type CompiledValue } from '../../db/compiled-read.ts';
import { prepared } from '../../db/prepared.ts';

export type SubjectKind = 'booking' | 'order';
export type ParticipantKind = 'user' | 'vendor';

export interface ThreadRow {
  vendor_id: number;
  id: number;
  subject_kind: SubjectKind;
  subject_id: number;
  user_id: number;
  last_message_id: number;
  closed_at: Date | null;
  closed_by: number | null;
  summary_record_id: number | null;
}

export interface MessageRow {
  id: number;
  thread_id: number;
  sender_kind: ParticipantKind;
  sender_id: number;
  body: string;
  kind: MessageKind;
  created_at: Date;
  sender_first_name: string | null;
  sender_last_name: string | null;
}

export interface MessageFileRow {
  message_id: number;
  file_id: number;
  key: string;
  access: 'public' | 'private';
  content_type: string;
  name: string | null;
}

const THREAD_COLUMNS = ['vendor_id', 'id', 'subject_kind', 'subject_id', 'user_id', 'last_message_id', 'closed_at', 'closed_by', 'summary_record_id'];

const asThread = (r: Record<string, unknown>): ThreadRow => ({
  vendor_id: Number(r.vendor_id), id: Number(r.id), subject_kind: r.subject_kind as SubjectKind, subject_id: Number(r.subject_id),
  user_id: Number(r.user_id), last_message_id: Number(r.last_message_id),
  closed_at: r.closed_at ? new Date(r.closed_at as string) : null,
  closed_by: r.closed_by == null ? null : Number(r.closed_by),
  summary_record_id: r.summary_record_id == null ? null : Number(r.summary_record_id),
});

/** The subject's thread, or undefined. */
export async function threadOf(db: Conn, vendorId: number, kind: SubjectKind, subjectId: number): Promise<ThreadRow | undefined> {
  const row = await db('threads').select(THREAD_COLUMNS).where({ vendor_id: vendorId, subject_kind: kind, subject_id: subjectId }).first();
  return row ? asThread(row) : undefined;
}

/** The subject's thread, created when it has none yet (two first visits at once make one). */
export async function ensureThread(db: Conn, t: { vendorId: number; kind: SubjectKind; subjectId: number; userId: number }): Promise<ThreadRow> {
  await db('threads').insert({ vendor_id: t.vendorId, subject_kind: t.kind, subject_id: t.subjectId, user_id: t.userId })
    .onConflict(['vendor_id', 'subject_kind', 'subject_id']).ignore();
  return (await threadOf(db, t.vendorId, t.kind, t.subjectId))!;
}

/** Locks the thread row (each send takes it, so message ids inside a thread grow in commit order). */
export async function lockThread(db: Conn, vendorId: number, id: number): Promise<ThreadRow> {
  return asThread(await db('threads').select(THREAD_COLUMNS).where({ vendor_id: vendorId, id }).forUpdate().first());
}

export async function insertMessage(db: Conn, m: {
  vendorId: number; threadId: number; senderKind: ParticipantKind; senderId: number; body: string; now: Date; kind?: MessageKind;
}): Promise<number> {
  const [row] = await db('thread_messages').insert({
    vendor_id: m.vendorId, thread_id: m.threadId, sender_kind: m.senderKind, sender_id: m.senderId, body: m.body, created_at: m.now,
    kind: m.kind ?? 'text',
  }).returning('id');
  await db('threads').where({ vendor_id: m.vendorId, id: m.threadId }).update({ last_message_id: row.id, last_message_at: m.now });
  return Number(row.id);
}

export async function attachFiles(db: Conn, vendorId: number, messageId: number, fileIds: readonly number[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db('thread_message_files').insert(fileIds.map((fileId) => ({ vendor_id: vendorId, message_id: messageId, file_id: fileId })));
}

/**
 * Messages of a thread after `afterId` (oldest first, up to `limit` + 1 so the caller knows there are more), or
 * the latest `limit` when `afterId` is null, with their sender's name.
 */
export async function messagesOf(db: Conn, vendorId: number, threadId: number, afterId: number | null, limit: number): Promise<MessageRow[]> {
  const q = db('thread_messages as m')
    .leftJoin('users as u', (j) => j.on('u.id', 'm.sender_id').andOnVal('m.sender_kind', 'user'))
    .leftJoin('vendor_logins as v', (j) => j.on('v.id', 'm.sender_id').andOnVal('m.sender_kind', 'vendor'))
    .select(
      'm.id', 'm.thread_id', 'm.sender_kind', 'm.sender_id', 'm.body', 'm.kind', 'm.created_at',
      db.raw('coalesce(u.first_name, v.first_name) as sender_first_name'), db.raw('coalesce(u.last_name, v.last_name) as sender_last_name'),
    )
    .where({ 'm.vendor_id': vendorId, 'm.thread_id': threadId });
  if (afterId !== null) {
    const rows = await q.where('m.id', '>', afterId).orderBy('m.id', 'asc').limit(limit + 1);
    return rows.map(asMessage);
  }
  const rows = await q.orderBy('m.id', 'desc').limit(limit + 1);
  return rows.map(asMessage).reverse();
}

const asMessage = (r: Record<string, unknown>): MessageRow => ({
  id: Number(r.id), thread_id: Number(r.thread_id), sender_kind: r.sender_kind as ParticipantKind, sender_id: Number(r.sender_id),
  body: String(r.body), kind: (r.kind as MessageKind) ?? 'text', created_at: new Date(r.created_at as string), sender_first_name: (r.sender_first_name as string) ?? null,
  sender_last_name: (r.sender_last_name as string) ?? null,
});

export async function filesOfMessages(db: Conn, vendorId: number, messageIds: readonly number[]): Promise<MessageFileRow[]> {
  if (messageIds.length === 0) return [];
  const rows = await db('thread_message_files as mf').join('files as f', 'f.id', 'mf.file_id')
    .select('mf.message_id', 'mf.file_id', 'f.key', 'f.access', 'f.content_type', 'f.name')
    .where('mf.vendor_id', vendorId).whereIn('mf.message_id', messageIds as number[]).orderBy('mf.file_id');
  return rows.map((r) => ({ ...r, message_id: Number(r.message_id), file_id: Number(r.file_id) }));
}

/** The marks of each side: the owner's, and the furthest any clinic login reached. */
export async function sideMarks(db: Conn, vendorId: number, threadId: number): Promise<Record<ParticipantKind, { delivered: number; read: number }>> {
  const rows: Array<{ reader_kind: ParticipantKind; delivered: string | number; read: string | number }> = await db('thread_reads')
    .select('reader_kind').max('delivered_id as delivered').max('read_id as read')
    .where({ vendor_id: vendorId, thread_id: threadId }).groupBy('reader_kind');
  const marks = { user: { delivered: 0, read: 0 }, vendor: { delivered: 0, read: 0 } };
  for (const r of rows) marks[r.reader_kind] = { delivered: Number(r.delivered), read: Number(r.read) };
  return marks;
}

/**
 * Moves a participant's marks forward (never back): delivered to `delivered`, read to `read` (read implies
 * delivered), each no further than the thread's last message. True when one of them moved.
 */
export async function advanceMarks(db: Conn, m: {
  vendorId: number; threadId: number; kind: ParticipantKind; id: number; delivered: number; read: number; lastMessageId: number; now: Date;
}): Promise<boolean> {
  const read = Math.min(m.read, m.lastMessageId);
  const delivered = Math.max(Math.min(m.delivered, m.lastMessageId), read);
  if (delivered <= 0 && read <= 0) return false;
  const moved = await db.raw(`
    insert into thread_reads (vendor_id, thread_id, reader_kind, reader_id, delivered_id, read_id, read_at)
    values (?, ?, ?, ?, ?, ?, ?)
    on conflict (vendor_id, thread_id, reader_kind, reader_id) do update set
      delivered_id = greatest(thread_reads.delivered_id, excluded.delivered_id),
      read_id = greatest(thread_reads.read_id, excluded.read_id),
      read_at = case when excluded.read_id > thread_reads.read_id then excluded.read_at else thread_reads.read_at end
    where excluded.delivered_id > thread_reads.delivered_id or excluded.read_id > thread_reads.read_id
    returning 1`,
  [m.vendorId, m.threadId, m.kind, m.id, delivered, read, read > 0 ? m.now : null]) as { rows: unknown[] };
  return moved.rows.length > 0;
}

/**
 * Unread messages per booking for a participant: the other side's messages after their own read mark, over the
 * threads of the given scope (an owner's own; a clinic's, narrowed to listings naming a sub-user).
 */
export async function unreadByBooking(db: Conn, who: { kind: 'user'; userId: number } | { kind: 'vendor'; vendorId: number; loginId: number; managerId: number | null }, bookingIds?: readonly number[]): Promise<Map<number, number>> {
  if (bookingIds?.length === 0) return new Map();
  const reader = who.kind === 'user' ? { kind: 'user', id: who.userId } : { kind: 'vendor', id: who.loginId };
  const other = who.kind === 'user' ? 'vendor' : 'user';
  const build = (v: Readonly<Record<string, CompiledValue>>) => {
    const q = db('threads as t')
      .join('thread_messages as m', (j) => j.on('m.vendor_id', 't.vendor_id').andOn('m.thread_id', 't.id'))
      .leftJoin('thread_reads as r', (j) => j.on('r.vendor_id', 't.vendor_id').andOn('r.thread_id', 't.id')
        .andOnVal('r.reader_kind', reader.kind).andOnVal('r.reader_id', v.reader))
      .where('t.subject_kind', 'booking').where('m.sender_kind', other)
      .whereRaw('m.id > coalesce(r.read_id, 0)')
      .select('t.subject_id').count('* as unread').groupBy('t.subject_id');
    if (who.kind === 'user') q.where('t.user_id', v.scope);
    else {
      q.where('t.vendor_id', v.scope);
      if (v.managers !== undefined) {
        q.join('bookings as b', 'b.id', 't.subject_id').join('vendor_listings as l', 'l.id', 'b.vendor_listing_id')
          .whereRaw('l.managers @> ?::jsonb', [v.managers]);
      }
    }
    return q;
  };
  const values: Record<string, CompiledValue> = { reader: reader.id, scope: who.kind === 'user' ? who.userId : who.vendorId };
  if (who.kind === 'vendor' && who.managerId !== null) values.managers = JSON.stringify([who.managerId]);
  // The menu's count on every signed-in page: compiled once (server/db/compiled-read.ts), a prepared statement (prepared.ts).
  const q = bookingIds ? build(values).whereIn('t.subject_id', bookingIds as number[])
    : compiledRead(db, `threads:unread:${who.kind}:${values.managers === undefined ? '' : 'sub'}`, values, (v) => prepared(build(v)));
  const rows = (await q) as Array<{ subject_id: string | number; unread: string | number }>;
  return new Map(rows.map((r) => [Number(r.subject_id), Number(r.unread)]));
}

/** Records the consultation's close (under the thread's lock, which the caller holds): who, when, the note filed. */
export async function markClosed(db: Conn, vendorId: number, id: number, c: { at: Date; by: number; summaryRecordId: number }): Promise<void> {
  await db('threads').where({ vendor_id: vendorId, id }).whereNull('closed_at')
    .update({ closed_at: c.at, closed_by: c.by, summary_record_id: c.summaryRecordId });
}

/** The files every message of a thread carries, oldest first (linked to the consultation's summary when it is filed). */
export async function attachmentIdsOfThread(db: Conn, vendorId: number, threadId: number): Promise<number[]> {
  const rows = await db('thread_message_files as mf')
    .join('thread_messages as m', (j) => j.on('m.vendor_id', 'mf.vendor_id').andOn('m.id', 'mf.message_id'))
    .select('mf.file_id').where({ 'mf.vendor_id': vendorId, 'm.thread_id': threadId }).orderBy('mf.file_id');
  return rows.map((r) => Number(r.file_id));
}

export interface WaitingRow {
  booking_id: number;
  /** The owner's first message after the clinic's last one. */
  since: Date;
  /** The listing's response target (hours), null for none. */
  target_hours: number | null;
  /** What the thread's window needs (thread-window.ts). */
  consultation_type: string | null;
  slot: Date;
  duration: number;
  status: number;
  follow_up_hours: number;
  closed_at: Date | null;
}

/**
 * The clinic's threads (of the given bookings) whose owner waits for it: since their first message after the
 * clinic's last one (a thread whose latest word is the clinic's has nobody waiting), with the listing's target.
 */
export async function ownerWaiting(db: Conn, vendorId: number, managerId: number | null, bookingIds: readonly number[]): Promise<WaitingRow[]> {
  if (bookingIds.length === 0) return [];
  const q = db('threads as t')
    .join('thread_messages as m', (j) => j.on('m.vendor_id', 't.vendor_id').andOn('m.thread_id', 't.id'))
    .join('bookings as b', 'b.id', 't.subject_id')
    .join('vendor_listings as l', 'l.id', 'b.vendor_listing_id')
    .select('t.subject_id as booking_id', 'l.response_target_hours as target_hours', 'b.consultation_type', 'b.slot', 'b.duration', 'b.status',
      'l.follow_up_hours', 't.closed_at')
    .min('m.created_at as since')
    .where({ 't.vendor_id': vendorId, 't.subject_kind': 'booking', 'm.sender_kind': 'user', 'b.vendor_id': vendorId })
    .whereIn('t.subject_id', bookingIds as number[])
    .whereRaw(`m.id > coalesce((select max(c.id) from thread_messages c
      where c.vendor_id = t.vendor_id and c.thread_id = t.id and c.sender_kind = 'vendor'), 0)`)
    .groupBy('t.subject_id', 'l.response_target_hours', 'b.consultation_type', 'b.slot', 'b.duration', 'b.status', 'l.follow_up_hours', 't.closed_at');
  // A sub-user: only the listings naming them.
  if (managerId !== null) q.whereRaw('l.managers @> ?::jsonb', [JSON.stringify([managerId])]);
  const rows = await q;
  return rows.map((r: Record<string, unknown>) => ({
    booking_id: Number(r.booking_id), since: new Date(r.since as string), target_hours: r.target_hours == null ? null : Number(r.target_hours),
    consultation_type: (r.consultation_type as string) ?? null, slot: new Date(r.slot as string), duration: Number(r.duration),
    status: Number(r.status), follow_up_hours: Number(r.follow_up_hours), closed_at: r.closed_at ? new Date(r.closed_at as string) : null,
  }));
}
