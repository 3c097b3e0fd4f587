import { useIntl } from 'react-intl';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { MainLayout } from '../../layouts/main-layout.tsx';

export interface OutboxMessageView {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  createdAt: string;
}

/** "2026-11-21 14:05:09 UTC", or the raw value if it does not parse. */
function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function newestFirst(a: OutboxMessageView, b: OutboxMessageView): number {
  const byTime = new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime();
  return Number.isNaN(byTime) || byTime === 0 ? b.id - a.id : byTime;
}

/**
 * Development outbox: the emails and text messages the app would have sent,
 * newest first. Message bodies go through React's escaping inside <pre>.
 */
export function OutboxPage({ messages }: { messages: OutboxMessageView[] }) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const sorted = [...messages].sort(newestFirst);
  return (
    <MainLayout>
      <div className="container page-section outbox">
        <h1>{say('devOutbox.title')}</h1>
        <p className="alert alert-info">{say('devOutbox.note')}</p>
        {sorted.length === 0 ? (
          <p className="empty-state">{say('devOutbox.empty')}</p>
        ) : (
          <ol className="outbox-list">
            {sorted.map((m) => (
              <li key={m.id} className="outbox-item">
                <article aria-labelledby={`outbox-${m.id}`}>
                  <h2 id={`outbox-${m.id}`} className="outbox-subject">
                    {m.subject ?? say(m.channel === 'sms' ? 'devOutbox.textMessage' : 'devOutbox.noSubject')}
                  </h2>
                  <dl className="outbox-meta">
                    <div>
                      <dt>{say('devOutbox.channel')}</dt>
                      <dd>
                        <span className={`badge badge-${m.channel}`}>{say(m.channel === 'sms' ? 'devOutbox.sms' : 'devOutbox.email')}</span>
                      </dd>
                    </div>
                    <div>
                      <dt>{say('devOutbox.to')}</dt>
                      <dd>{m.to}</dd>
                    </div>
                    <div>
                      <dt>{say('devOutbox.created')}</dt>
                      <dd>
                        <time dateTime={m.createdAt}>{formatTime(m.createdAt)}</time>
                      </dd>
                    </div>
                    <div>
                      <dt>{say('devOutbox.id')}</dt>
                      <dd>{m.id}</dd>
                    </div>
                  </dl>
                  <pre className="outbox-text">{m.text}</pre>
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
    </MainLayout>
  );
}
