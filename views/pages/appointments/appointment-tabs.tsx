import { useIntl } from 'react-intl';
import { Island } from '../../island.tsx';
import ConsultationNote from '../../../client/islands/consultation-note.tsx';
import VideoCountdown from '../../../client/islands/video-countdown.tsx';
import ThreadMessages, { type ThreadMessagesProps } from '../../../client/islands/thread-messages.tsx';
import ThreadVetTools from '../../../client/islands/thread-vet-tools.tsx';
import type { HealthRecord } from '../../../contracts/health-records.ts';
import { RecordsOverview } from '../../components/records/records-overview.tsx';
import { DueSoon } from '../../components/records/due-soon.tsx';
import type { DueItem } from '../../../contracts/health-records.ts';
import { en } from '../../../contracts/messages/en.ts';
import { THREAD_TEXT_IDS } from '../../../contracts/messages/en-appointment.ts';
import { SENT_THREAD_LINE_IDS, SENT_THREAD_LINE_PARTS } from '../../../contracts/messages/en-sent-words.ts';

/** The spec's tabs of an appointment: Details; Video Chat and Medical Records for video bookings (and Medical Records for the vendor on any). */
export type AppointmentTab = 'details' | 'messages' | 'video' | 'records';

/** Each tab's words' id (English: Details, Messages, Video Chat, Medical Records). */
export const TAB_LABEL_ID = { details: 'appt.tab.details', messages: 'appt.tab.messages', video: 'appt.tab.video', records: 'appt.tab.records' } as const;

/** The Video Chat tab: the room (from 10 minutes before the slot), a countdown until then, or why it is closed. */
export type VideoTabView =
  | { kind: 'room'; roomUrl: string }
  | { kind: 'countdown'; opensAt: string }
  | { kind: 'closed'; reason: string };

/** The Medical Records tab: the booked pet's records, and for the vendor the consultation note form. */
export interface RecordsTabView {
  bookingId: number;
  petName: string | null;
  records: HealthRecord[];
  due: DueItem[];
  /** The vendor may add a consultation note (the booking names a pet it may read). */
  canAddNote: boolean;
  /** The owner's way to the full page of the pet's records. */
  ownerRecordsHref: string | null;
  notice: string | null;
  /** For the clinic: why the booked pet's records are not shown (its owner does not share them with the clinic). */
  notShared: string | null;
}

export function AppointmentTabs({ tabs, current, basePath, unreadMessages = 0 }: {
  tabs: readonly AppointmentTab[]; current: AppointmentTab; basePath: string; unreadMessages?: number;
}) {
  const intl = useIntl();
  if (tabs.length < 2) return null;
  return (
    <nav className="appointment-tabs" aria-label={intl.formatMessage({ id: 'appt.tabs.label' })}>
      <ul>
        {tabs.map((t) => (
          <li key={t}>
            <a href={t === 'details' ? basePath : `${basePath}${basePath.includes('?') ? '&' : '?'}tab=${t}`}
              aria-current={t === current ? 'page' : undefined} data-testid={`tab-${t}`}>
              {intl.formatMessage({ id: TAB_LABEL_ID[t] })}
              {t === 'messages' && unreadMessages > 0 && (
                <span className="records-count" data-testid="tab-messages-unread">
                  {unreadMessages}<span className="visually-hidden">{intl.formatMessage({ id: 'appt.tab.unread' })}</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function VideoTab({ video }: { video: VideoTabView }) {
  const intl = useIntl();
  return (
    <section className="appointment-video" aria-labelledby="appointment-video-title">
      <h2 id="appointment-video-title">{intl.formatMessage({ id: 'appt.tab.video' })}</h2>
      {video.kind === 'countdown' && <Island name="video-countdown" component={VideoCountdown} props={{ opensAt: video.opensAt }} />}
      {video.kind === 'closed' && <p className="alert alert-info" data-testid="video-closed">{video.reason}</p>}
      {video.kind === 'room' && (
        <div className="consultation-video">
          <p className="consultation-loading" aria-hidden="true">{intl.formatMessage({ id: 'appt.video.loading' })}</p>
          <iframe src={video.roomUrl} title={intl.formatMessage({ id: 'appt.video.room' })} allow="camera; microphone; fullscreen; display-capture; autoplay"
            referrerPolicy="no-referrer" data-testid="video-room" />
        </div>
      )}
    </section>
  );
}

export function RecordsTab({ records }: { records: RecordsTabView }) {
  const intl = useIntl();
  return (
    <section className="appointment-records" aria-labelledby="appointment-records-title">
      <h2 id="appointment-records-title">{records.petName ? intl.formatMessage({ id: 'appt.records.titleOf' }, { pet: records.petName }) : intl.formatMessage({ id: 'appt.tab.records' })}</h2>
      {records.notice && <div className="alert alert-success" role="status" data-testid="records-notice">{records.notice}</div>}
      {records.ownerRecordsHref && <p><a href={records.ownerRecordsHref}>{intl.formatMessage({ id: 'appt.records.open' })}</a></p>}
      {records.notShared ? <p className="alert alert-info" data-testid="records-not-shared">{records.notShared}</p>
        : records.petName === null ? <p className="empty">{intl.formatMessage({ id: 'appt.records.none' })}</p> : (
        <>
          <DueSoon items={records.due} />
          <RecordsOverview records={records.records} />
        </>
      )}
      {records.canAddNote && records.petName && (
        <Island name="consultation-note" component={ConsultationNote} props={{ bookingId: records.bookingId, petName: records.petName }} />
      )}
    </section>
  );
}

/** The Messages tab: the appointment's thread with the clinic (the owner's side) or the owner (the clinic's). */
export type MessagesTabView = ThreadMessagesProps & { hasMore: boolean; petName: string | null };

export function MessagesTab({ messages }: { messages: MessagesTabView }) {
  const { hasMore: _hasMore, petName, ...props } = messages;
  const intl = useIntl();
  // What the server writes in English in the thread (its state line, the response target, a refusal), in the
  // page's language: the `{hours}` of a template is kept as a part for the island to carry over. The lines it stores
  // when a call starts or the consultation closes are templates too (the island says only those kinds of message).
  const texts = intl.locale.startsWith('en') ? {}
    : Object.fromEntries([...THREAD_TEXT_IDS, ...SENT_THREAD_LINE_IDS].map((id) => [en[id], intl.formatMessage({ id }, { hours: '{hours}', ...SENT_THREAD_LINE_PARTS })]));
  return (
    <section className="appointment-messages" aria-labelledby="appointment-messages-title">
      <h2 id="appointment-messages-title">{intl.formatMessage({ id: 'appt.tab.messages' })}</h2>
      {props.thread.vetTools && (
        <Island name="thread-vet-tools" component={ThreadVetTools} props={{ bookingId: props.thread.bookingId, petName }} />
      )}
      <Island name="thread-messages" component={ThreadMessages} props={{ ...props, texts }} />
    </section>
  );
}
