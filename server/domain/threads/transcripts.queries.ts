import type { Conn } from '../../db/knex.ts';
import type { MessageKind } from '../../../contracts/thread-words.ts';

/**
 * One message of a transcript: when, who (their name as stored now), the words and the names of its attachments,
 * and what it is (`text` a person wrote, or a line the product stored in English when a call started or the
 * consultation closed).
 */
export interface TranscriptMessage {
  at: Date;
  senderKind: 'user' | 'vendor';
  sender: string;
  body: string;
  files: string[];
  kind: MessageKind;
}

/** An appointment's thread as a transcript: the booking, its clinic, and every message in order. */
export interface Transcript {
  bookingId: number;
  vendorId: number;
  slot: Date;
  clinic: string;
  messages: TranscriptMessage[];
}

/**
 * Who reads transcripts: an owner (their own bookings only, never a co-owner's view of someone else's), or a clinic
 * (its bookings; a sub-user's only on the listings naming them).
 */
export type TranscriptReader =
  | { kind: 'user'; userId: number }
  | { kind: 'vendor'; vendorId: number; managerId: number | null };

/** The threads of the bookings the query selects, with their messages, oldest booking first. */
async function transcriptsOf(db: Conn, bookings: { id: number; vendor_id: number; slot: Date; clinic: string }[]): Promise<Transcript[]> {
  if (bookings.length === 0) return [];
  const threads = await db('threads').select('vendor_id', 'id', 'subject_id')
    .where({ subject_kind: 'booking' }).whereIn('subject_id', bookings.map((b) => b.id));
  const byBooking = new Map(threads.filter((t) => bookings.some((b) => b.id === Number(t.subject_id) && b.vendor_id === Number(t.vendor_id)))
    .map((t) => [Number(t.subject_id), { vendorId: Number(t.vendor_id), id: Number(t.id) }]));
  if (byBooking.size === 0) return [];
  const threadIds = [...byBooking.values()].map((t) => t.id);
  const messages = await db('thread_messages as m')
    .leftJoin('users as u', function () { this.on('u.id', 'm.sender_id').andOnVal('m.sender_kind', '=', 'user'); })
    .leftJoin('vendor_logins as v', function () { this.on('v.id', 'm.sender_id').andOnVal('m.sender_kind', '=', 'vendor'); })
    .select('m.vendor_id', 'm.id', 'm.thread_id', 'm.sender_kind', 'm.body', 'm.kind', 'm.created_at',
      db.raw("coalesce(u.first_name || ' ' || u.last_name, v.first_name || ' ' || v.last_name, '') as sender"))
    .whereIn('m.thread_id', threadIds).orderBy('m.id');
  const files = messages.length
    ? await db('thread_message_files as tf').join('files as f', 'f.id', 'tf.file_id')
      .select('tf.vendor_id', 'tf.message_id', 'f.name', 'f.key').whereIn('tf.message_id', messages.map((m) => m.id))
    : [];
  return bookings.filter((b) => byBooking.has(b.id)).map((b) => {
    const thread = byBooking.get(b.id)!;
    return {
      bookingId: b.id, vendorId: b.vendor_id, slot: new Date(b.slot), clinic: b.clinic,
      messages: messages.filter((m) => Number(m.thread_id) === thread.id && Number(m.vendor_id) === thread.vendorId).map((m) => ({
        at: new Date(m.created_at), senderKind: m.sender_kind, sender: String(m.sender ?? ''), body: m.body,
        files: files.filter((f) => Number(f.message_id) === Number(m.id) && Number(f.vendor_id) === thread.vendorId)
          .map((f) => String(f.name ?? f.key.split('/').pop())),
        kind: m.kind,
      })),
    };
  }).filter((t) => t.messages.length > 0);
}

const bookingsBase = (db: Conn) => db('bookings as b').join('vendors as c', 'c.id', 'b.vendor_id')
  .select('b.id', 'b.vendor_id', 'b.slot', 'c.name as clinic').orderBy('b.slot');

const asBookings = (rows: Record<string, unknown>[]) =>
  rows.map((r) => ({ id: Number(r.id), vendor_id: Number(r.vendor_id), slot: r.slot as Date, clinic: String(r.clinic) }));

/** The transcripts of a pet's appointment threads that the reader may read (issue 29: they go into the record PDF). */
export async function transcriptsOfPet(db: Conn, petId: number, reader: TranscriptReader): Promise<Transcript[]> {
  const q = bookingsBase(db).where('b.pet_id', petId);
  if (reader.kind === 'user') q.where('b.user_id', reader.userId);
  else {
    q.where('b.vendor_id', reader.vendorId);
    if (reader.managerId !== null) {
      q.join('vendor_listings as l', function () { this.on('l.id', 'b.vendor_listing_id').andOn('l.vendor_id', 'b.vendor_id'); })
        .whereRaw('l.managers @> ?::jsonb', [JSON.stringify([reader.managerId])]);
    }
  }
  return transcriptsOf(db, asBookings(await q));
}

/** Every transcript of an owner's appointments (their data export). */
export async function transcriptsOfOwner(db: Conn, userId: number): Promise<Transcript[]> {
  return transcriptsOf(db, asBookings(await bookingsBase(db).where('b.user_id', userId)));
}

/** Every transcript of a clinic's appointments (its data export). */
export async function transcriptsOfClinic(db: Conn, vendorId: number): Promise<Transcript[]> {
  return transcriptsOf(db, asBookings(await bookingsBase(db).where('b.vendor_id', vendorId)));
}
