import { CONSULTATION_KINDS, type ConsultationType } from '../../../contracts/consultations.ts';
import { BOOKING_STATUS } from '../../../contracts/appointments.ts';
import { THREAD_MESSAGES, THREAD_NOTICES, type ThreadState } from '../../../contracts/thread-words.ts';

export interface ThreadWindowInput {
  type: ConsultationType;
  slot: Date | string;
  /** Minutes. */
  duration: number;
  /** The booking's stored status (0-3, 6). */
  status: number;
  /** The listing's follow-up period after the appointment's end. */
  followUpHours: number;
  /** When the vet closed the consultation with a summary (null or absent while open). */
  closedAt?: Date | string | null;
}

/**
 * Why nobody may write in a thread any more: one of contracts/thread-words.ts's sentences, typed as such so the
 * refusal it becomes is said in the asker's language (ids `thread.text.`, server/i18n/refusal-text.ts).
 */
export type ThreadRefusal = (typeof THREAD_MESSAGES)['canceled' | 'rescheduled' | 'readOnly'];

export interface ThreadWindow {
  state: ThreadState;
  canWrite: boolean;
  liveFrom: string | null;
  liveUntil: string | null;
  closesAt: string | null;
  /** Why nobody may write any more (null while they may). */
  refusal: ThreadRefusal | null;
  notice: string;
}

/**
 * Where an appointment's thread stands at `now` (pure; the clock is passed in). It opens with the booking's
 * confirmation (an appointment exists only once confirmed); a chat consultation is live from its slot for its
 * duration; every thread stays open for follow-up for the listing's period after the appointment's end, then
 * is read-only. A canceled or rescheduled appointment's thread is read-only at once. A consultation the vet
 * closed is over: it is no longer live, and its follow-up period runs from the earlier of the close and the end.
 */
export function threadWindow(b: ThreadWindowInput, now: Date): ThreadWindow {
  const start = new Date(b.slot).getTime();
  const closedAt = b.closedAt ? new Date(b.closedAt).getTime() : null;
  const end = start + b.duration * 60_000;
  const over = closedAt === null ? end : Math.min(end, closedAt);
  const closes = over + b.followUpHours * 3_600_000;
  const isChat = CONSULTATION_KINDS[b.type].hasChatThread;
  const live = isChat ? { liveFrom: new Date(start).toISOString(), liveUntil: new Date(end).toISOString() } : { liveFrom: null, liveUntil: null };
  const closed = (refusal: ThreadRefusal, notice: string = refusal): ThreadWindow =>
    ({ state: 'readOnly', canWrite: false, ...live, closesAt: null, refusal, notice });
  if (b.status === BOOKING_STATUS.CANCELED) return closed(THREAD_MESSAGES.canceled);
  if (b.status === BOOKING_STATUS.RESCHEDULED) return closed(THREAD_MESSAGES.rescheduled);
  const t = now.getTime();
  const closesAt = new Date(closes).toISOString();
  if (t >= closes) return closed(THREAD_MESSAGES.readOnly, THREAD_NOTICES.readOnly);
  if (closedAt !== null) return { state: 'followUp', canWrite: true, ...live, closesAt, refusal: null, notice: THREAD_NOTICES.closedFollowUp(b.followUpHours) };
  if (t >= end) return { state: 'followUp', canWrite: true, ...live, closesAt, refusal: null, notice: THREAD_NOTICES.followUp(b.followUpHours) };
  if (t >= start && isChat) return { state: 'live', canWrite: true, ...live, closesAt, refusal: null, notice: THREAD_NOTICES.live };
  return { state: 'open', canWrite: true, ...live, closesAt, refusal: null, notice: isChat ? THREAD_NOTICES.chatOpen : THREAD_NOTICES.open };
}
