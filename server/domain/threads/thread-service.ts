import type { Db, Tx } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { threadsChanged } from '../../db/cache-versions.ts';
import { ConflictError, ForbiddenError, NotFoundError, SQLSTATE, sqlState, ValidationError } from '../../errors.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { FALLBACK_CONSULTATION_TYPE, isConsultationType } from '../../../contracts/consultations.ts';
import { formatPhone } from '../../../contracts/phone.ts';
import {
  attachmentKind, closeThreadSchema, DEFAULT_FOLLOW_UP_HOURS, responseTargetLine, sendMessageSchema, THREAD_MESSAGES, THREAD_SYSTEM_LINES,
  threadCallSchema, type CloseThreadInput, type MessageKind, type SendMessageInput, type ThreadCallKind, type ThreadMessage, type ThreadView,
} from '../../../contracts/threads.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { appointmentRow, scopeOf, type AppointmentRow } from '../appointments/index.ts';
import type { FileService } from '../files/file-service.ts';
import { FILE_NOT_ATTACHABLE } from '../files/file-confirmation.ts';
import { managerScope } from '../listings/listing-policy.ts';
import { threadWindow, type ThreadWindow } from './thread-window.ts';
import {
  advanceMarks, attachFiles, attachmentIdsOfThread, ensureThread, filesOfMessages, insertMessage, lockThread, markClosed, messagesOf,
  ownerWaiting, sideMarks, unreadByBooking, type MessageRow, type ParticipantKind, type ThreadRow,
} from './threads.queries.ts';

/** Messages per page, and the most one call returns. */
export const MESSAGES_PAGE = 50;
export const MESSAGES_MAX = 100;

/** What the live layer is told once a message is stored (after commit): enough to reach everyone entitled to it. */
export interface ThreadEvent {
  kind: 'message' | 'read';
  vendorId: number;
  threadId: number;
  bookingId: number;
  userId: number;
  listingId: number;
  /** The new message, or how far the reader read. */
  messageId: number;
  by: { kind: ParticipantKind; id: number };
}

/**
 * How a closed consultation's summary reaches the pet's health record (the health records' consultation note, in
 * steps so that it is filed in the close's own transaction): checked first, written with the thread's files
 * linked, the owner told after commit.
 */
export interface SummaryFiler<P extends { pet: { name: string } } = { pet: { name: string } }> {
  prepare(viewer: Viewer, input: { bookingId: number; note: string }, now: Date, refusals: { noPet: string; notShared: string }): Promise<P>;
  write(tx: Tx, prepared: P, now: Date, fileIds: readonly number[]): Promise<number>;
  announce(prepared: P, recordId: number): Promise<unknown>;
}

export interface ThreadDeps {
  files: Pick<FileService, 'confirmUploads' | 'recordUploads' | 'readUrl'>;
  /** The appointment's video room (the same room as its Video Chat tab and consultation page). */
  roomUrl?: (bookingId: number) => string;
  /** Files the summary of a closed consultation to the pet's record. */
  summaries?: SummaryFiler;
  /** Tells connected clients (live delivery); called after commit, never before the message is stored. */
  publish?: (event: ThreadEvent) => void;
  /** Schedules the away notice for the other side (after commit). */
  messageStored?: (event: ThreadEvent, now: Date) => Promise<void> | void;
}

export interface MessagePage {
  items: ThreadMessage[];
  hasMore: boolean;
  /** The last id returned (or the one asked after): the next call's `after`. */
  cursor: string | null;
}

interface Access {
  who: Viewer;
  row: AppointmentRow;
  thread: ThreadRow;
  window: ThreadWindow;
  side: ParticipantKind;
}

function positiveId(value: string | number | null | undefined, field: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new ValidationError(`Invalid ${field}`, { fields: { [field]: `Invalid ${field}` } });
  return n;
}

/**
 * The consultation thread of each appointment (issue 29): who may read and write it (the booking's owner; the
 * clinic's root admin and the managers of the booking's listing; nobody else), its messages by cursor, sending
 * (text and the sender's own uploads, stored before anyone is told), read marks and unread counts.
 * A booking outside the viewer's scope reads as NOT_FOUND, as on the appointment's detail page.
 */
export function threadService(db: Db, deps: ThreadDeps) {
  async function access(viewer: Viewer | null, bookingId: number, now: Date): Promise<Access> {
    const who = requireViewer(viewer);
    const row = await appointmentRow(db, scopeOf(who), bookingId);
    if (!row) throw new NotFoundError('Appointment not found.');
    // Opened with the booking's confirmation: an appointment exists only once confirmed, its row is written on first use.
    const thread = await ensureThread(db, { vendorId: Number(row.vendor_id), kind: 'booking', subjectId: Number(row.id), userId: Number(row.user_id) });
    const window = threadWindow({
      type: row.consultation_type ?? FALLBACK_CONSULTATION_TYPE, slot: row.slot, duration: Number(row.duration), status: Number(row.status),
      followUpHours: row.listing_follow_up_hours ?? DEFAULT_FOLLOW_UP_HOURS, closedAt: thread.closed_at,
    }, now);
    return { who, row, thread, window, side: who.kind };
  }

  async function present(a: Access, rows: MessageRow[]): Promise<ThreadMessage[]> {
    const marks = await sideMarks(db, a.thread.vendor_id, a.thread.id);
    const files = await filesOfMessages(db, a.thread.vendor_id, rows.map((r) => r.id));
    const urls = await Promise.all(files.map((f) => deps.files.readUrl({ key: f.key, access: f.access, contentType: f.content_type })));
    return rows.map((r) => {
      const other = marks[r.sender_kind === 'user' ? 'vendor' : 'user'];
      return {
        id: String(r.id), body: r.body, sentAt: r.created_at.toISOString(), senderKind: r.sender_kind,
        senderName: [r.sender_first_name, r.sender_last_name].filter(Boolean).join(' ') || (r.sender_kind === 'user' ? 'Pet owner' : 'Clinic'),
        mine: r.sender_kind === a.side && (a.side === 'vendor' || r.sender_id === a.who.id),
        delivery: other.read >= r.id ? 'read' : other.delivered >= r.id ? 'delivered' : 'sent', kind: r.kind,
        attachments: files.flatMap((f, i) => f.message_id === r.id
          ? [{ id: String(f.file_id), name: f.name ?? 'file', contentType: f.content_type, url: urls[i], kind: attachmentKind(f.content_type) }]
          : []),
      };
    });
  }

  async function viewOf(a: Access): Promise<ThreadView> {
    const unread = await unreadFor(a.who, [a.thread.subject_id]);
    return {
      bookingId: String(a.row.id), state: a.window.state, canWrite: a.window.canWrite, liveFrom: a.window.liveFrom,
      liveUntil: a.window.liveUntil, closesAt: a.window.closesAt, notice: a.window.notice, unread: unread.get(a.thread.subject_id) ?? 0,
      responseTarget: a.side === 'user' && a.window.canWrite && a.row.listing_response_target_hours != null
        ? responseTargetLine(Number(a.row.listing_response_target_hours)) : null,
      closedAt: a.thread.closed_at?.toISOString() ?? null,
      vetTools: vetToolsOpen(a),
    };
  }

  /** The clinic's tools are open while the thread takes messages and the consultation is not closed yet. */
  function vetToolsOpen(a: Access): boolean {
    return a.side === 'vendor' && a.window.canWrite && a.thread.closed_at === null;
  }

  /** The clinic's side only, on a thread still open to its tools: else FORBIDDEN or CONFLICT with the reason. */
  function requireVetTools(a: Access): void {
    if (a.side !== 'vendor') throw new ForbiddenError(THREAD_MESSAGES.vetOnly);
    if (!a.window.canWrite) throw new ConflictError(a.window.refusal ?? THREAD_MESSAGES.readOnly);
    if (a.thread.closed_at !== null) throw new ConflictError(THREAD_MESSAGES.alreadyClosed);
  }

  /**
   * Stores a message (text, or a line the product writes for the clinic) with its files and the sender's read
   * mark in one transaction, `extra` writing more in it; after commit the others are told and the away notice queued.
   */
  async function store(a: Access, m: { body: string; kind: MessageKind; fileIds?: readonly number[] }, now: Date,
    extra?: (tx: Tx, thread: ThreadRow) => Promise<void>): Promise<number> {
    const files = m.fileIds?.length ? await deps.files.confirmUploads(a.who, [...m.fileIds], 'thread_attachment', 'fileIds') : [];
    const id = await inTransaction(db, async (tx) => {
      const thread = await lockThread(tx, a.thread.vendor_id, a.thread.id);
      if (extra) await extra(tx, thread);
      if (files.length) await deps.files.recordUploads(tx, files);
      const messageId = await insertMessage(tx, { vendorId: thread.vendor_id, threadId: thread.id, senderKind: a.side, senderId: a.who.id, body: m.body, kind: m.kind, now });
      try {
        await attachFiles(tx, thread.vendor_id, messageId, files.map((f) => f.id));
      } catch (err) {
        // A file already carried by another message.
        if (sqlState(err) === SQLSTATE.uniqueViolation) throw new ValidationError(FILE_NOT_ATTACHABLE, { fields: { fileIds: FILE_NOT_ATTACHABLE } });
        throw err;
      }
      await advanceMarks(tx, { vendorId: thread.vendor_id, threadId: thread.id, kind: a.side, id: a.who.id, delivered: messageId, read: messageId, lastMessageId: messageId, now });
      // The other side's unread count moved: their kept appointment lists (and menus) are stale.
      await threadsChanged(tx, [Number(a.row.id)]);
      return messageId;
    });
    const event = eventOf(a, 'message', id);
    deps.publish?.(event);
    await deps.messageStored?.(event, now);
    return id;
  }

  async function messageById(a: Access, id: number): Promise<ThreadMessage> {
    const rows = await messagesOf(db, a.thread.vendor_id, a.thread.id, id - 1, 1);
    const [message] = await present(a, rows.filter((r) => r.id === id));
    return message;
  }

  function vetName(who: Viewer): string {
    return (who.kind === 'vendor' ? `${who.firstName} ${who.lastName}`.trim() : '') || 'The vet';
  }

  function unreadFor(who: Viewer, bookingIds?: readonly number[]): Promise<Map<number, number>> {
    return unreadByBooking(db, who.kind === 'user'
      ? { kind: 'user', userId: who.id }
      : { kind: 'vendor', vendorId: who.vendorId, loginId: who.id, managerId: managerScope(who) }, bookingIds);
  }

  function eventOf(a: Access, kind: ThreadEvent['kind'], messageId: number): ThreadEvent {
    return {
      kind, vendorId: a.thread.vendor_id, threadId: a.thread.id, bookingId: Number(a.row.id), userId: Number(a.row.user_id),
      listingId: Number(a.row.vendor_listing_id), messageId, by: { kind: a.side, id: a.who.id },
    };
  }

  return {
    /** The thread of an appointment as the viewer sees it: its state, whether they may write, their unread count. */
    async thread(viewer: Viewer | null, bookingId: number, now: Date): Promise<ThreadView> {
      return viewOf(await access(viewer, bookingId, now));
    },

    /**
     * Messages after the cursor `after` (a message id; oldest first), or the latest page without one. What is
     * returned is delivered to the viewer: their delivered mark moves to the last one.
     */
    async messages(viewer: Viewer | null, bookingId: number, args: { after?: string | number | null; limit?: number | null }, now: Date): Promise<MessagePage> {
      const a = await access(viewer, bookingId, now);
      const after = positiveId(args.after, 'after');
      const limit = Math.min(Math.max(Math.trunc(Number(args.limit ?? MESSAGES_PAGE)) || MESSAGES_PAGE, 1), MESSAGES_MAX);
      const rows = await messagesOf(db, a.thread.vendor_id, a.thread.id, after, limit);
      const hasMore = rows.length > limit;
      const page = after === null ? rows.slice(hasMore ? 1 : 0) : rows.slice(0, limit);
      const last = page.at(-1)?.id ?? null;
      // Told only when the mark moved: a fetch that changes nothing must not make the others fetch again (and tell again).
      if (last !== null && await advanceMarks(db, { vendorId: a.thread.vendor_id, threadId: a.thread.id, kind: a.side, id: a.who.id, delivered: last, read: 0, lastMessageId: last, now })) {
        deps.publish?.(eventOf(a, 'read', last));
      }
      return { items: await present(a, page), hasMore, cursor: last !== null ? String(last) : after !== null ? String(after) : null };
    },

    /**
     * Sends a message: checks the window, the text and the viewer's own uploads, then stores the message, its
     * files and the sender's read mark in one transaction; only after commit are the others told.
     */
    async send(viewer: Viewer | null, bookingId: number, input: SendMessageInput, now: Date): Promise<ThreadMessage> {
      const a = await access(viewer, bookingId, now);
      const msg = parseInput(sendMessageSchema, input);
      if (!a.window.canWrite) throw new ConflictError(a.window.refusal ?? THREAD_MESSAGES.readOnly);
      return messageById(a, await store(a, { body: msg.body, kind: 'text', fileIds: msg.fileIds }, now));
    },

    /**
     * The vet steps up to a call inside the same appointment: the appointment's video room (its address in the
     * thread, the room its Video Chat tab and consultation page open), or a phone call to the owner's number now.
     * The clinic's side only, while the consultation is open.
     */
    async startCall(viewer: Viewer | null, bookingId: number, kind: ThreadCallKind, now: Date): Promise<ThreadMessage> {
      const a = await access(viewer, bookingId, now);
      requireVetTools(a);
      const call = parseInput(threadCallSchema, { kind });
      const vet = vetName(a.who);
      if (call.kind === 'video') {
        if (!deps.roomUrl) throw new ConflictError(THREAD_MESSAGES.readOnly);
        return messageById(a, await store(a, { body: THREAD_SYSTEM_LINES.video(vet, deps.roomUrl(bookingId)), kind: 'video_call' }, now));
      }
      const phone = formatPhone(a.row.user_phone);
      if (!phone) throw new ValidationError(THREAD_MESSAGES.noPhone);
      return messageById(a, await store(a, { body: THREAD_SYSTEM_LINES.phone(vet, phone), kind: 'phone_call' }, now));
    },

    /**
     * The vet closes the consultation with a summary: filed to the booked pet's health record as the vet's signed
     * consultation note, with every file of the thread linked to it, in the same transaction as the close and its
     * line in the thread. Afterwards the vet's tools are closed and the follow-up period runs from the close.
     */
    async close(viewer: Viewer | null, bookingId: number, input: CloseThreadInput, now: Date): Promise<ThreadView> {
      const a = await access(viewer, bookingId, now);
      requireVetTools(a);
      const { summary } = parseInput(closeThreadSchema, input);
      if (!deps.summaries) throw new ConflictError(THREAD_MESSAGES.readOnly);
      const filer = deps.summaries;
      const note = await filer.prepare(a.who, { bookingId, note: summary }, now, { noPet: THREAD_MESSAGES.noPet, notShared: THREAD_MESSAGES.notShared });
      let recordId = 0;
      await store(a, { body: THREAD_SYSTEM_LINES.closed(vetName(a.who), note.pet.name), kind: 'closed' }, now, async (tx, thread) => {
        // Two closes at once: the second finds the first under the thread's lock.
        if (thread.closed_at !== null) throw new ConflictError(THREAD_MESSAGES.alreadyClosed);
        recordId = await filer.write(tx, note, now, await attachmentIdsOfThread(tx, thread.vendor_id, thread.id));
        await markClosed(tx, thread.vendor_id, thread.id, { at: now, by: a.who.id, summaryRecordId: recordId });
      });
      await filer.announce(note, recordId);
      return viewOf(await access(viewer, bookingId, now));
    },

    /** Marks the thread read by the viewer up to `upTo` (a message id; the latest when left out). */
    async markRead(viewer: Viewer | null, bookingId: number, upTo: string | number | null | undefined, now: Date): Promise<ThreadView> {
      const a = await access(viewer, bookingId, now);
      const upToId = positiveId(upTo, 'upTo') ?? a.thread.last_message_id;
      const moved = await inTransaction(db, async (tx) => {
        const changed = await advanceMarks(tx, {
          vendorId: a.thread.vendor_id, threadId: a.thread.id, kind: a.side, id: a.who.id, delivered: upToId, read: upToId,
          lastMessageId: a.thread.last_message_id, now,
        });
        // The reader's unread count moved (their kept appointment list and menu).
        if (changed) await threadsChanged(tx, [bookingId]);
        return changed;
      });
      if (moved) deps.publish?.(eventOf(a, 'read', Math.min(upToId, a.thread.last_message_id)));
      return viewOf(a);
    },

    /** Unread messages per appointment for the viewer (the menu's total and each card's count). */
    async unreadCounts(viewer: Viewer | null, bookingIds?: readonly number[]): Promise<{ total: number; byBooking: Map<number, number> }> {
      const who = requireViewer(viewer);
      const byBooking = await unreadFor(who, bookingIds);
      return { total: [...byBooking.values()].reduce((s, n) => s + n, 0), byBooking };
    },

    /**
     * For the clinic's appointments list: which of these bookings' owners have waited for a reply longer than the
     * listing's response target (threads still open to messages), since when, and the next moment another one
     * will (the list is kept until then). An owner gets nothing here.
     */
    async waitingPastTarget(viewer: Viewer | null, bookingIds: readonly number[], now: Date): Promise<{ overdue: Map<number, string>; nextAt: Date | null }> {
      const who = requireViewer(viewer);
      const overdue = new Map<number, string>();
      let nextAt: Date | null = null;
      if (who.kind !== 'vendor') return { overdue, nextAt };
      for (const w of await ownerWaiting(db, who.vendorId, managerScope(who), bookingIds)) {
        if (w.target_hours === null) continue;
        const type = isConsultationType(w.consultation_type) ? w.consultation_type : FALLBACK_CONSULTATION_TYPE;
        const window = threadWindow({ type, slot: w.slot, duration: w.duration, status: w.status, followUpHours: w.follow_up_hours, closedAt: w.closed_at }, now);
        if (!window.canWrite) continue;
        const due = new Date(w.since.getTime() + w.target_hours * 3_600_000);
        if (due <= now) overdue.set(w.booking_id, w.since.toISOString());
        else if (nextAt === null || due < nextAt) nextAt = due;
      }
      return { overdue, nextAt };
    },

    /** Whether the viewer may follow a booking's thread live (the socket's room check): its thread id, or null. */
    async follow(viewer: Viewer | null, bookingId: number, now: Date): Promise<{ threadId: number; vendorId: number } | null> {
      try {
        const a = await access(viewer, bookingId, now);
        return { threadId: a.thread.id, vendorId: a.thread.vendor_id };
      } catch (err) {
        if (err instanceof NotFoundError) return null;
        throw err;
      }
    },
  };
}

export type ThreadService = ReturnType<typeof threadService>;
