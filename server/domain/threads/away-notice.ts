import type { MailAdapter } from '../../adapters/mail.ts';
import type { SmsAdapter } from '../../adapters/sms.ts';
import type { Db } from '../../db/knex.ts';
import type { PushMessage } from '../../../contracts/push.ts';
import { renderMail } from '../notices/mail-layout.ts';
import { translate } from '../../i18n/server-intl.ts';
import type { Locale } from '../../../contracts/locale.ts';
import type { ParticipantKind } from './threads.queries.ts';
import type { ThreadEvent } from './thread-service.ts';
import {
  awayThread, claimNotice, clinicRecipients, firstUnreadSince, lastNotice, ownerRecipient, releaseNotice, type AwayThreadRow, type NoticeRecipient,
} from './away-notice.queries.ts';

/** The job queue's name for the away notice. */
export const AWAY_NOTICE_QUEUE = 'thread-notice';

/** How long after a message its notice waits (a reply read meanwhile sends none; a burst collapses into one). */
export const AWAY_NOTICE_DELAY_MS = 60_000;
/** At most one notice per thread and side in this long. */
export const AWAY_NOTICE_INTERVAL_MS = 15 * 60_000;
/** The message's first line, cut to this many characters. */
const FIRST_LINE_MAX = 140;

/** The job: tell one side of a thread about what waits for them there. */
export interface AwayNoticeJob {
  vendorId: number;
  threadId: number;
  side: ParticipantKind;
}

export interface AwayNoticeDeps {
  mail: MailAdapter;
  sms: SmsAdapter;
  publicUrl: string;
  /**
   * Web push to the side's devices, with the email and under its throttle: the owner when they chose new
   * consultation messages, clinic logins that turned notifications on. Never throws; returns devices reached.
   */
  push?: {
    toOwner(userId: number, message: PushMessage): Promise<number>;
    toClinicLogins(loginIds: readonly number[], message: PushMessage): Promise<number>;
  };
}

export type AwayNoticeOutcome =
  | { sent: true; emails: string[]; sms: string | null; pushes: number }
  /** Nothing unread and new since the last notice (read meanwhile, or already told). */
  | { sent: false; retryAt: null }
  /** A notice went out less than 15 minutes ago: try again at `retryAt`. */
  | { sent: false; retryAt: Date };

/** One queued notice per thread and side: a burst of messages collapses into it. */
export function awayNoticeKey(job: AwayNoticeJob): string {
  return `${job.vendorId}:${job.threadId}:${job.side}`;
}

/** The first line of a message, shortened; a message of files alone says so (in `locale`, English by default). */
export function firstLine(body: string, locale: Locale | null = null): string {
  const line = body.split('\n').map((l) => l.trim()).find(Boolean) ?? '';
  if (!line) return translate(locale, 'thread.mail.file');
  return line.length > FIRST_LINE_MAX ? `${line.slice(0, FIRST_LINE_MAX - 1).trimEnd()}…` : line;
}

/** The job a stored message schedules: for the side that did not send it, once the delay has passed. */
export function awayNoticeJob(event: ThreadEvent, now: Date): { data: AwayNoticeJob; singletonKey: string; startAfter: Date } {
  const side: ParticipantKind = event.by.kind === 'user' ? 'vendor' : 'user';
  const data = { vendorId: event.vendorId, threadId: event.threadId, side };
  return {
    data,
    singletonKey: awayNoticeKey(data),
    startAfter: new Date(now.getTime() + AWAY_NOTICE_DELAY_MS),
  };
}

/**
 * The away notice of consultation threads (issue 29): when a message waits unread, its other side (the owner; or the
 * clinic's root admin and the managers of the booking's listing) gets one email per thread at most every 15 minutes,
 * and the owner an SMS to their verified mobile when the clinic turned SMS on, with the message's first line and a
 * link to the appointment's Messages tab. A message read by the time the job runs sends nothing; `thread_notices`
 * records when each side was told.
 */
export function awayNoticeService(db: Db, deps: AwayNoticeDeps) {
  function link(thread: AwayThreadRow, side: ParticipantKind): string {
    const base = deps.publicUrl.replace(/\/$/, '');
    return `${base}${side === 'user' ? '/app/my-appointments/' : '/app/appointments/'}${thread.subject_id}?tab=messages`;
  }

  /** One recipient's mail, in their stored language (English when none). */
  function email(thread: AwayThreadRow, side: ParticipantKind, to: NoticeRecipient, body: string) {
    const say = (id: Parameters<typeof translate>[1], values?: Record<string, string>) => translate(to.locale, id, values);
    const from = side === 'user' ? thread.clinic_name : say('thread.mail.thePetOwner');
    return renderMail({
      to: to.email,
      subject: side === 'user' ? say('thread.mail.fromClinic', { clinic: thread.clinic_name }) : say('thread.mail.fromOwner'),
      sender: thread.clinic_name,
      blocks: [
        { kind: 'heading', text: say('thread.mail.heading') },
        {
          kind: 'paragraph',
          text: say('thread.mail.wrote', { named: to.firstName ? 'yes' : 'no', name: to.firstName ?? '', from, id: String(thread.subject_id) }),
        },
        { kind: 'paragraph', text: firstLine(body, to.locale) },
        { kind: 'button', label: say('thread.mail.button'), url: link(thread, side) },
      ],
    });
  }

  /**
   * The push beside the email (after it: a push that fails never holds the email back, nor sends it twice), each
   * recipient's in their stored language (English when none): the clinic's logins in one push per language.
   */
  async function pushNotice(thread: AwayThreadRow, side: ParticipantKind, recipients: readonly NoticeRecipient[], body: string): Promise<number> {
    if (!deps.push) return 0;
    const url = new URL(link(thread, side)).pathname + '?tab=messages';
    if (side === 'user') {
      const locale = recipients[0]?.locale ?? null;
      return deps.push.toOwner(thread.user_id, {
        kind: 'message', title: translate(locale, 'thread.mail.fromClinic', { clinic: thread.clinic_name }), body: firstLine(body, locale), url,
      });
    }
    const byLocale = new Map<Locale | null, number[]>();
    for (const r of recipients) byLocale.set(r.locale ?? null, [...(byLocale.get(r.locale ?? null) ?? []), r.id]);
    let reached = 0;
    for (const [locale, ids] of byLocale) {
      reached += await deps.push.toClinicLogins(ids, { kind: 'ownerMessage', title: translate(locale, 'thread.mail.fromOwner'), body: firstLine(body, locale), url });
    }
    return reached;
  }

  return {
    /** Sends the notice when a message still waits unread and none went out in the last 15 minutes. */
    async send(job: AwayNoticeJob, now: Date): Promise<AwayNoticeOutcome> {
      const vendorId = Number(job.vendorId);
      const threadId = Number(job.threadId);
      const side: ParticipantKind = job.side === 'vendor' ? 'vendor' : 'user';
      const thread = await awayThread(db, vendorId, threadId);
      if (!thread) return { sent: false, retryAt: null };
      const last = await lastNotice(db, vendorId, threadId, side);
      const message = await firstUnreadSince(db, vendorId, threadId, side, last);
      if (!message) return { sent: false, retryAt: null };
      const notBefore = new Date(now.getTime() - AWAY_NOTICE_INTERVAL_MS);
      if (last && last > notBefore) return { sent: false, retryAt: new Date(last.getTime() + AWAY_NOTICE_INTERVAL_MS) };
      const recipients = side === 'user' ? await ownerRecipient(db, thread.user_id) : await clinicRecipients(db, vendorId, thread.listing_id);
      if (!recipients.length) return { sent: false, retryAt: null };
      // Claimed first (one statement, so two runs at once send one notice); given back when sending fails, so the retry sends.
      if (!(await claimNotice(db, vendorId, threadId, side, now, notBefore))) return { sent: false, retryAt: null };
      const mobile = side === 'user' && thread.thread_notice_sms ? recipients[0]?.verifiedMobile ?? null : null;
      try {
        for (const to of recipients) await deps.mail.send(email(thread, side, to, message.body));
        if (mobile) {
          const locale = recipients[0]!.locale;
          await deps.sms.send({
            to: mobile, text: translate(locale, 'thread.sms.away', { clinic: thread.clinic_name, line: firstLine(message.body, locale), link: link(thread, side) }),
          });
        }
      } catch (err) {
        await releaseNotice(db, vendorId, threadId, side, now, last);
        throw err;
      }
      const pushes = await pushNotice(thread, side, recipients, message.body);
      return { sent: true, emails: recipients.map((r) => r.email), sms: mobile, pushes };
    },
  };
}

export type AwayNoticeService = ReturnType<typeof awayNoticeService>;
