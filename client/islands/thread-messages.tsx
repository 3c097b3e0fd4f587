import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { io, type Socket } from 'socket.io-client';
import { MESSAGE_MAX, THREAD_ATTACHMENT_ACCEPT, type ThreadMessage, type ThreadView } from '../../contracts/thread-words.ts';
import { sayText } from '../../contracts/messages/fill.ts';
import { FOLLOW_EVENT, LIVE_PATH, PRESENCE_EVENT, THREAD_EVENT, type FollowAnswer, type Presence, type ThreadChanged } from '../../contracts/live.ts';
import { zonedFormat } from '../../contracts/intl-format.ts';
import { GqlError, failureText } from '../lib/graphql-client.ts';
import { uploadFile } from '../lib/upload.ts';
import { errorText } from '../lib/post-json.ts';
import { fetchMessages, fetchThread, markRead, sendMessage } from './thread/thread-api.ts';
import { MessageText } from './thread/message-text.tsx';

export interface ThreadMessagesProps {
  thread: ThreadView;
  messages: ThreadMessage[];
  cursor: string | null;
  /** The zone the server printed times in; the browser's own once hydrated. */
  zone: string;
  /** A chat consultation (held here). */
  chat: boolean;
  viewerKind: 'user' | 'vendor';
  /**
   * The page's text map for what the server writes in English (the thread's state line, the response target, a
   * refusal): English -> the page's language, empty in English (contracts/messages/fill.ts `sayText`).
   */
  texts?: Readonly<Record<string, string>>;
}

const TIME_OPTIONS: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
const DELIVERY_LABEL = { sent: 'thread.msg.delivery.sent', delivered: 'thread.msg.delivery.delivered', read: 'thread.msg.delivery.read' } as const;
const NO_TEXTS: Readonly<Record<string, string>> = {};

function remaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** Between two words of a line (a sign, no word). */
const SPACE = ' ';

/** Merges newer messages into the list by id (a message heard twice is kept once, the newer copy winning). */
function merged(list: ThreadMessage[], incoming: ThreadMessage[]): ThreadMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * An appointment's conversation (the Messages tab): the messages with their sender, time and delivery, text as
 * text with links, attachments, and the composer. Live over socket.io (/live, the session's cookie): an event
 * says only that something changed, and the island reads it through GraphQL after its cursor, so a reconnect
 * fetches exactly what it missed.
 */
export default function ThreadMessages(props: ThreadMessagesProps) {
  const bookingId = props.thread.bookingId;
  const [thread, setThread] = useState(props.thread);
  const [messages, setMessages] = useState(props.messages);
  const [zone, setZone] = useState(props.zone);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [presence, setPresence] = useState<Presence | null>(null);
  const [now, setNow] = useState<number | null>(null);
  const cursor = useRef(props.cursor);
  const list = useRef<HTMLOListElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const intl = useIntl();
  const texts = props.texts ?? NO_TEXTS;
  // Times in the page's language ('es-US': '9 mar, 10:30 a.m. EST'), in the viewer's zone.
  const timeFormat = useMemo(() => zonedFormat(intl.locale, TIME_OPTIONS), [intl.locale]);

  const readUpTo = useCallback((items: ThreadMessage[]) => {
    const last = items.filter((m) => !m.mine).at(-1);
    if (last && document.visibilityState === 'visible') void markRead(bookingId, last.id).catch(() => {});
  }, [bookingId]);

  const catchUp = useCallback(async (latest = false) => {
    const page = await fetchMessages(bookingId, latest ? null : cursor.current);
    if (page.cursor && Number(page.cursor) > Number(cursor.current ?? 0)) cursor.current = page.cursor;
    setMessages((list) => merged(list, page.items));
    readUpTo(page.items);
    // The vet closed the consultation: where the thread stands changed too.
    if (page.items.some((m) => m.kind === 'closed')) {
      const view = await fetchThread(bookingId);
      if (view) setThread(view);
    }
  }, [bookingId, readUpTo]);

  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || props.zone);
    readUpTo(props.messages);
    const socket: Socket = io({ path: LIVE_PATH, transports: ['websocket', 'polling'] });
    socket.on('connect', () => {
      socket.emit(FOLLOW_EVENT, { bookingId }, (answer: FollowAnswer) => { if (answer.presence) setPresence(answer.presence); });
      // Whatever was sent while the socket was down.
      void catchUp().catch(() => {});
    });
    socket.on(THREAD_EVENT, (e: ThreadChanged) => {
      // A read mark changes the delivery of messages already shown: read the latest page again.
      void catchUp(e.kind === 'read').catch(() => {});
    });
    socket.on(PRESENCE_EVENT, (p: Presence) => setPresence(p));
    return () => { socket.disconnect(); };
  }, [bookingId, catchUp, props.messages, props.zone, readUpTo]);

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const live = thread.state === 'live' && thread.liveUntil;
  useEffect(() => {
    if (!live) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [live]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    if (!body.trim() && files.length === 0) {
      setProblem(intl.formatMessage({ id: 'thread.msg.empty' }));
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const ids: number[] = [];
      for (const file of files) {
        const up = await uploadFile('private', 'thread_attachment', file, file.name);
        if (!('fileId' in up)) {
          const fallback = intl.formatMessage({ id: 'thread.msg.uploadFailed' }, { name: file.name });
          setProblem(up.refused ? sayText(errorText(up.refused, fallback), texts) : fallback);
          return;
        }
        ids.push(up.fileId);
      }
      const sent = await sendMessage(bookingId, body, ids);
      setMessages((list) => merged(list, [sent]));
      setBody('');
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
    } catch (err) {
      setProblem(err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? sayText(err.message, texts)
        : failureText(err, intl.formatMessage({ id: 'thread.msg.failed' })));
    } finally {
      setSending(false);
    }
  }

  const format = timeFormat(zone);
  // The other side, for the presence line's select.
  const other = props.viewerKind === 'user' ? 'vet' : 'owner';
  const otherHere = presence ? (props.viewerKind === 'user' ? presence.vendor : presence.user) : false;
  return (
    <div className="thread" data-testid="thread">
      {live ? (
        <div className="thread-live" role="status" data-testid="thread-live">
          <strong>{intl.formatMessage({ id: 'thread.msg.inProgress' })}</strong>
          {now !== null && (
            <span className="thread-countdown">{SPACE}{intl.formatMessage({ id: 'thread.msg.left' }, { time: remaining(Date.parse(thread.liveUntil!) - now) })}</span>
          )}
          <span className={`thread-presence${otherHere ? ' is-here' : ''}`} data-testid="thread-presence">
            {intl.formatMessage({ id: otherHere ? 'thread.msg.otherHere' : 'thread.msg.otherAway' }, { other })}
          </span>
        </div>
      ) : <p className="thread-notice" data-testid="thread-notice">{sayText(thread.notice, texts)}</p>}
      {thread.responseTarget && <p className="thread-target muted" data-testid="thread-target">{sayText(thread.responseTarget, texts)}</p>}
      <ol className="thread-messages" ref={list} aria-live="polite" data-testid="thread-messages">
        {messages.length === 0 && <li className="thread-empty">{intl.formatMessage({ id: 'thread.msg.none' })}</li>}
        {messages.map((m) => (
          <li key={m.id} className={`thread-message${m.mine ? ' is-mine' : ''}${m.kind !== 'text' ? ' is-system' : ''}`} data-testid="thread-message"
            data-kind={m.kind}>
            <div className="thread-meta">
              <span className="thread-sender">{m.senderName}</span>{SPACE}
              <time dateTime={m.sentAt}>{format.format(new Date(m.sentAt))}</time>
            </div>
            {m.body && <MessageText text={m.kind === 'text' ? m.body : sayText(m.body, texts)} />}
            {m.attachments.length > 0 && (
              <ul className="thread-files">
                {m.attachments.map((a) => (
                  <li key={a.id}>
                    {a.kind === 'image' && <a href={a.url} target="_blank" rel="noopener noreferrer"><img src={a.url} alt={a.name} loading="lazy" /></a>}
                    {a.kind === 'video' && <video src={a.url} controls preload="metadata" aria-label={a.name} />}
                    {a.kind === 'pdf' && <a href={a.url} target="_blank" rel="noopener noreferrer">{a.name}</a>}
                  </li>
                ))}
              </ul>
            )}
            {m.mine && <span className="thread-delivery" data-testid="thread-delivery">{intl.formatMessage({ id: DELIVERY_LABEL[m.delivery] })}</span>}
          </li>
        ))}
      </ol>
      {thread.canWrite ? (
        <form className="thread-composer" onSubmit={submit} data-testid="thread-composer">
          <label className="visually-hidden" htmlFor={`thread-body-${bookingId}`}>{intl.formatMessage({ id: 'thread.msg.label' })}</label>
          <textarea id={`thread-body-${bookingId}`} value={body} maxLength={MESSAGE_MAX} rows={2} placeholder={intl.formatMessage({ id: 'thread.msg.placeholder' })}
            onChange={(e) => setBody(e.target.value)} data-testid="thread-body" />
          <label className="thread-attach">
            <span>{intl.formatMessage({ id: 'thread.msg.attach' })}</span>
            <input ref={fileInput} type="file" multiple accept={THREAD_ATTACHMENT_ACCEPT} data-testid="thread-file"
              onChange={(e) => setFiles([...(e.target.files ?? [])])} />
          </label>
          <button type="submit" className="btn btn-primary" disabled={sending} data-testid="thread-send">{intl.formatMessage({ id: sending ? 'thread.msg.sending' : 'thread.msg.send' })}</button>
          {files.length > 0 && <p className="thread-chosen">{files.map((f) => f.name).join(', ')}</p>}
          {problem && <p className="field-error" role="alert" data-testid="thread-problem">{problem}</p>}
        </form>
      ) : null}
    </div>
  );
}
