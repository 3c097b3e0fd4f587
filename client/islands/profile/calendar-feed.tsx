import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  CALENDAR_FEED_API, CALENDAR_FEED_DAYS, CALENDAR_FEED_REVOKE_API, type CalendarFeedView,
} from '../../../contracts/calendar-feed.ts';
import { MESSAGES } from '../../../contracts/account-rules.ts';
import { errorText, postJson } from '../../lib/post-json.ts';
import { FormStatus, type SaveStatus } from '../../lib/form-status.tsx';
import type { ProfileWords } from './profile-words.ts';
import { readerDay } from '../../../contracts/day-format.ts';

/**
 * My Profile's calendar subscription (clinic logins): a private address that Google Calendar, Apple Calendar or
 * Outlook subscribe to, listing the login's appointments for the next 60 days. Its address is shown once, when
 * made; regenerating ends the old one, revoking ends it.
 */
export function CalendarFeed({ initial, words: { t, say } }: { initial: CalendarFeedView; words: ProfileWords }) {
  const { locale } = useIntl();
  /** A day as the reader's pages print it (its UTC day, so the same words on the server and in the browser). */
  const day = (iso: string | null) => (iso ? readerDay(iso, locale) : t('profile.edit.never'));
  const [feed, setFeed] = useState(initial);
  const [url, setUrl] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>(null);
  const [busy, setBusy] = useState(false);

  async function issue() {
    if (feed.active && !window.confirm(t('profile.edit.calendar.confirmRegenerate'))) return;
    setBusy(true);
    const answer = await postJson(CALENDAR_FEED_API, {});
    setBusy(false);
    if (!answer.ok || !answer.body.url) {
      setStatus({ kind: 'error', text: errorText(answer, MESSAGES.somethingWrong) });
      return;
    }
    const { url: address, message, ...view } = answer.body as Required<typeof answer.body>;
    setFeed(view);
    setUrl(address);
    setStatus({ kind: 'ok', text: message });
  }

  async function revoke() {
    if (!window.confirm(t('profile.edit.calendar.confirmRevoke'))) return;
    setBusy(true);
    const answer = await postJson(CALENDAR_FEED_REVOKE_API, {});
    setBusy(false);
    if (!answer.ok) {
      setStatus({ kind: 'error', text: errorText(answer, MESSAGES.somethingWrong) });
      return;
    }
    setFeed({ active: false, createdAt: null, lastUsedAt: null });
    setUrl(null);
    setStatus({ kind: 'ok', text: answer.body.message ?? '' });
  }

  return (
    <section className="profile-section calendar-feed" data-testid="calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t('profile.edit.calendar.title')}</h2>
      <p className="field-hint">{t('profile.edit.calendar.lead', { days: CALENDAR_FEED_DAYS })}</p>
      {feed.active
        ? <p data-testid="calendar-feed-state">{t('profile.edit.calendar.active', { since: day(feed.createdAt), used: day(feed.lastUsedAt) })}</p>
        : <p data-testid="calendar-feed-state">{t('profile.edit.text.calendarNone')}</p>}
      {url && (
        <p>
          <label htmlFor="calendar-feed-url">{t('profile.edit.calendar.address')}</label>
          <input id="calendar-feed-url" className="form-control" readOnly value={url} data-testid="calendar-feed-url"
            onFocus={(e) => e.currentTarget.select()} />
        </p>
      )}
      <FormStatus status={status} say={say} testId="calendar-feed-status" />
      <div className="form-actions">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void issue()} data-testid="calendar-feed-issue">
          {t(feed.active ? 'profile.edit.calendar.new' : 'profile.edit.calendar.get')}
        </button>
        {feed.active && (
          <button type="button" className="btn btn-light" disabled={busy} onClick={() => void revoke()} data-testid="calendar-feed-revoke">
            {t('profile.edit.calendar.revoke')}
          </button>
        )}
      </div>
    </section>
  );
}
