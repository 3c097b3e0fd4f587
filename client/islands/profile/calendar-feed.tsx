import { useState } from 'react';
import {
  CALENDAR_FEED_API, CALENDAR_FEED_DAYS, CALENDAR_FEED_REVOKE_API, type CalendarFeedView,
} from '../../../contracts/calendar-feed.ts';
import { MESSAGES } from '../../../contracts/account-rules.ts';
import { errorText, postJson } from '../../lib/post-json.ts';
import { FormStatus, type SaveStatus } from '../../lib/form-status.tsx';

const CONFIRM_REGENERATE = 'Make a new calendar address? Calendars subscribed to the old one will stop updating until you subscribe them to the new one.';
const CONFIRM_REVOKE = 'Revoke your calendar address? Calendars subscribed to it will stop updating.';

/** A date as the same words on the server and in the browser (no zone or locale of either). */
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'Never');

/**
 * My Profile's calendar subscription (clinic logins): a private address that Google Calendar, Apple Calendar or
 * Outlook subscribe to, listing the login's appointments for the next 60 days. Its address is shown once, when
 * made; regenerating ends the old one, revoking ends it.
 */
export function CalendarFeed({ initial }: { initial: CalendarFeedView }) {
  const [feed, setFeed] = useState(initial);
  const [url, setUrl] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>(null);
  const [busy, setBusy] = useState(false);

  async function issue() {
    if (feed.active && !window.confirm(CONFIRM_REGENERATE)) return;
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
    if (!window.confirm(CONFIRM_REVOKE)) return;
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
      <h2 id="calendar-feed-title">Calendar subscription</h2>
      <p className="field-hint">
        Subscribe Google Calendar, Apple Calendar or Outlook to a private address that lists your appointments for the
        next {CALENDAR_FEED_DAYS} days. Anyone with the address can read them: keep it to yourself.
      </p>
      {feed.active
        ? <p data-testid="calendar-feed-state">Active since {day(feed.createdAt)}; last read by a calendar: {day(feed.lastUsedAt)}.</p>
        : <p data-testid="calendar-feed-state">You have no calendar address.</p>}
      {url && (
        <p>
          <label htmlFor="calendar-feed-url">Your calendar address</label>
          <input id="calendar-feed-url" className="form-control" readOnly value={url} data-testid="calendar-feed-url"
            onFocus={(e) => e.currentTarget.select()} />
        </p>
      )}
      <FormStatus status={status} testId="calendar-feed-status" />
      <div className="form-actions">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void issue()} data-testid="calendar-feed-issue">
          {feed.active ? 'Make a new address' : 'Get a calendar address'}
        </button>
        {feed.active && (
          <button type="button" className="btn btn-light" disabled={busy} onClick={() => void revoke()} data-testid="calendar-feed-revoke">
            Revoke
          </button>
        )}
      </div>
    </section>
  );
}
