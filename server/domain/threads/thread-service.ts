import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { threadsChanged } from '../../db/cache-versions.ts';
import { ConflictError, NotFoundError, SQLSTATE, sqlState, ValidationError } from '../../errors.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { FALLBACK_CONSULTATION_TYPE } from '../../../contracts/consultations.ts';
import {
  attachmentKind, DEFAULT_FOLLOW_UP_HOURS, sendMessageSchema, type SendMessageInput, type ThreadMessage, type ThreadView,
} from '../../../contracts/threads.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { appointmentRow, scopeOf, type AppointmentRow } from '../appointments/index.ts';
import type { FileService } from '../files/file-service.ts';
import { FILE_NOT_ATTACHABLE } from '../files/file-confirmation.ts';
import { managerScope } from '../listings/listing-policy.ts';
import { threadWindow, type ThreadWindow } from './thread-window.ts';
import {
  advanceMarks, attachFiles, ensureThread, filesOfMessages, insertMessage, lockThread, messagesOf, sideMarks,
  unreadByBooking, type MessageRow, type ParticipantKind, type ThreadRow,
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

export interface ThreadDeps {
  files: Pick<FileService, 'confirmUploads' | 'recordUploads' | 'readUrl'>;
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
      followUpHours: row.listing_follow_up_hours ?? DEFAULT_FOLLOW_UP_HOURS,
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
        delivery: other.read >= r.id ? 'read' : other.delivered >= r.id ? 'delivered' : 'sent',
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
    };
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
      if (!a.window.canWrite) throw new ConflictError(a.window.refusal ?? '');
      const files = msg.fileIds.length ? await deps.files.confirmUploads(a.who, msg.fileIds, 'thread_attachment', 'fileIds') : [];
      const id = await inTransaction(db, async (tx) => {
        const thread = await lockThread(tx, a.thread.vendor_id, a.thread.id);
        if (files.length) await deps.files.recordUploads(tx, files);
        const messageId = await insertMessage(tx, { vendorId: thread.vendor_id, threadId: thread.id, senderKind: a.side, senderId: a.who.id, body: msg.body, now });
        try {
          await attachFiles(tx, thread.vendor_id, messageId, files.map((f) => f.id));
        } catch (err) {
          // A file already carried by another message.
          if (sqlState(err) === SQLSTATE.uniqueViolation) throw new ValidationError(FILE_NOT_ATTACHABLE, { fields: { fileIds: FILE_NOT_ATTACHABLE } });
          throw err;
        }
        await advanceMarks(tx, { vendorId: thread.vendor_id, threadId: thread.id, kind: a.side, id: a.who.id, delivered: messageId, read: messageId, lastMessageId: messageId, now });
        // The other side's unread count moved: their kept appointment lists (and menus) are stale.
        await threadsChanged(tx, [bookingId]);
        return messageId;
      });
      const event = eventOf(a, 'message', id);
      deps.publish?.(event);
      await deps.messageStored?.(event, now);
      const rows = await messagesOf(db, a.thread.vendor_id, a.thread.id, id - 1, 1);
      const [message] = await present(a, rows.filter((r) => r.id === id));
      return message;
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
