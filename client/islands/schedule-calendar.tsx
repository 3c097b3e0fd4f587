import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { zoneName } from '../../contracts/day-format.ts';
import { sayPractice } from '../lib/practice-texts.ts';
import { execute, failureText } from '../lib/graphql-client.ts';
import { graphql } from '../gql/gql.ts';
import type { ScheduleWeekQuery } from '../gql/graphql.ts';
import { consultationLabel } from '../../contracts/consultations.ts';
import { ScheduleGrid, type GridEvent, type GridView } from './schedule-calendar/schedule-grid.tsx';
import { addDays, timeLabel, shortDay, wallTime } from './schedule-calendar/zoned-time.ts';

/** The scheduleWeek query's answer, which is also the island's initial props (the server's id is a number). */
export type ScheduleWeekData = Omit<ScheduleWeekQuery['scheduleWeek'], 'listingId'> & { listingId: string | number };

const WEEK_QUERY = graphql(`
  query ScheduleWeek($listingId: ID!, $type: String!, $date: String) {
    scheduleWeek(listingId: $listingId, type: $type, date: $date) {
      listingId title type timezone zoneName weekStart dates duration enabled types
      workingHours { start end } slots { start end state past fromRules } bookings { start end } overrides { date added removed }
    }
  }
`);
const TOGGLE_SLOT = graphql(`
  mutation ToggleSlot($listingId: ID!, $type: String!, $slot: String!) { toggleSlot(listingId: $listingId, type: $type, slot: $slot) { open } }
`);
const COPY_WEEK = graphql(`
  mutation CopyWeek($listingId: ID!, $type: String!, $weekStart: String!, $weeks: Int!, $reopenClosed: Boolean) {
    copyWeek(listingId: $listingId, type: $type, weekStart: $weekStart, weeks: $weeks, reopenClosed: $reopenClosed) { copied reopens message }
  }
`);
const RESET_DATE = graphql(`
  mutation ResetDate($listingId: ID!, $type: String!, $date: String!) { resetDate(listingId: $listingId, type: $type, date: $date) }
`);

/**
 * An event's label: its start time and state on one line ("10:00 AM Open"); the day view, with room to spare,
 * adds the end ("10:00 AM – 10:30 AM Open"). The week view shows the start time alone, the state being the
 * event's colour, still read out (calendar.css). The full range is in the tooltip.
 */
function eventLabel(intl: IntlShape, start: string, end: string, zone: string, state: 'open' | 'closed' | 'booked', slot?: string): ReactNode {
  const time = (
    <span className="ev-time">
      {timeLabel(wallTime(Date.parse(start), zone).minutes, intl.locale)}
      <span className="ev-end">{DASH}{timeLabel(wallTime(Date.parse(end), zone).minutes, intl.locale)}</span>
    </span>
  );
  const word = intl.formatMessage({ id: state === 'booked' ? 'schedule.booked' : state === 'closed' ? 'schedule.closed' : 'schedule.open' });
  return slot
    ? <span data-slot={slot} data-state={state}>{time} <span className="ev-state">{word}</span></span>
    : <span data-booking={start}>{time} <span className="ev-state">{word}</span></span>;
}

const SPACE = ' ';
const DASH = ' – ';
const COMMA = ', ';

/** Narrower than this, seven day columns cannot hold a readable label: the calendar opens on one day. */
const DAY_VIEW_QUERY = '(max-width: 1023.98px)';

/** True while the window matches `query`; false on the server and before mount. */
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const onChange = (e: MediaQueryListEvent) => setMatches(e.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/**
 * The vendor's schedule calendar: a week (a day on a phone) of one consultation in the listing's zone,
 * drawn by ScheduleGrid with the browser's Intl (no zone data ships with the island), so every time
 * shown is the listing's. Background blocks are the weekly working hours; events are slot starts (click
 * to close or reopen through toggleSlot) and live bookings (times only). Clicking an empty time opens a
 * slot outside the rules. The server renders the week; the browser takes it over.
 */
export default function ScheduleCalendar(initial: ScheduleWeekData) {
  const intl = useIntl();
  const locale = intl.locale;
  const typeLabel = (type: string) => (Object.hasOwn(intl.messages, `consultation.${type}`) ? intl.formatMessage({ id: `consultation.${type}` as 'consultation.clinic' }) : consultationLabel(type));
  const [week, setWeek] = useState(initial);
  const [mounted, setMounted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [weeks, setWeeks] = useState('1');
  // Copy this week's warning: the closed slots of the target weeks it would reopen, until the vendor decides.
  const [copyWarning, setCopyWarning] = useState<{ message: string; reopens: string[] } | null>(null);
  const [resetDay, setResetDay] = useState(initial.dates[0]);
  // The day shown in the day view (the week view shows the week around it).
  const [day, setDay] = useState(initial.dates[0]);
  const narrow = useMediaQuery(DAY_VIEW_QUERY);
  const [view, setView] = useState<GridView>('week');
  useEffect(() => setMounted(true), []);
  useEffect(() => setView(narrow ? 'day' : 'week'), [narrow]);
  useEffect(() => {
    // The day the link asked for (?date=), else today, when the first week holds it.
    const asked = new URLSearchParams(window.location.search).get('date');
    const today = wallTime(Date.now(), initial.timezone).date;
    const first = [asked, today].find((d) => d && initial.dates.includes(d));
    if (first) setDay(first);
  }, [initial.timezone, initial.dates]);

  const tz = week.timezone;

  async function load(date: string, type = week.type) {
    const data = await execute(WEEK_QUERY, { listingId: String(week.listingId), type, date });
    setWeek(data.scheduleWeek);
    if (!data.scheduleWeek.dates.includes(resetDay)) setResetDay(data.scheduleWeek.dates[0]);
  }

  async function run(action: () => Promise<string | null>) {
    setBusy(true);
    setStatus(null);
    try {
      const text = await action();
      if (text) setStatus({ kind: 'ok', text });
    } catch (err) {
      setStatus({ kind: 'error', text: sayPractice(intl, failureText(err)) });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (slot: string) => run(async () => {
    await execute(TOGGLE_SLOT, { listingId: String(week.listingId), type: week.type, slot });
    await load(week.weekStart);
    return null;
  });

  const copy = (reopenClosed = false) => run(async () => {
    const data = await execute(COPY_WEEK, {
      listingId: String(week.listingId), type: week.type, weekStart: week.weekStart, weeks: Number(weeks), reopenClosed,
    });
    const answer = data.copyWeek;
    // The answer's English sentence, said in the page's language from the same counts.
    const n = Number(weeks);
    setCopyWarning(answer.copied ? null : {
      message: intl.formatMessage({ id: 'schedule.reopenWarning' }, { weeks: n, closed: answer.reopens.length }), reopens: answer.reopens,
    });
    return answer.copied ? intl.formatMessage({ id: 'schedule.copied' }, { weeks: n }) : null;
  });

  const reset = () => run(async () => {
    await execute(RESET_DATE, { listingId: String(week.listingId), type: week.type, date: resetDay });
    await load(week.weekStart);
    return intl.formatMessage({ id: 'schedule.resetDone' }, { day: shortDay(resetDay, locale) });
  });

  const events: GridEvent[] = [
    ...week.slots.filter((s) => s.state !== 'booked').map((s): GridEvent => ({
      key: `slot-${s.start}`,
      start: Date.parse(s.start),
      end: Date.parse(s.end),
      className: `ev-${s.state}${s.past ? ' ev-past' : ''}`,
      title: intl.formatMessage({ id: s.state === 'closed' ? 'schedule.closedSlot' : 'schedule.openSlot' }),
      content: eventLabel(intl, s.start, s.end, tz, s.state === 'closed' ? 'closed' : 'open', s.start),
      onSelect: s.past ? undefined : () => void toggle(s.start),
    })),
    ...week.bookings.map((b): GridEvent => ({
      key: `booking-${b.start}`, start: Date.parse(b.start), end: Date.parse(b.end), className: 'ev-booked', title: intl.formatMessage({ id: 'schedule.booked' }),
      content: eventLabel(intl, b.start, b.end, tz, 'booked'),
    })),
  ];
  const hours: GridEvent[] = week.workingHours.map((h) => ({
    key: `hours-${h.start}`, start: Date.parse(h.start), end: Date.parse(h.end), className: 'ev-hours', title: intl.formatMessage({ id: 'schedule.hours' }),
  }));
  const changed = new Set(week.overrides.filter((o) => o.added.length || o.removed.length).map((o) => o.date));
  const firstHour = week.workingHours.length ? Math.min(...week.workingHours.map((h) => Math.floor(wallTime(Date.parse(h.start), tz).minutes / 60))) : 8;
  const shown = view === 'day' ? [week.dates.includes(day) ? day : week.dates[0]] : week.dates;

  /** Shows `date` (loading its week when it is not the one held); the week view moves by weeks. */
  function go(date: string) {
    setDay(date);
    if (!week.dates.includes(date)) void run(async () => { await load(date); return null; });
  }
  const move = (step: -1 | 0 | 1) => {
    if (step === 0) go(wallTime(Date.now(), tz).date);
    else go(addDays(shown[0], step * (view === 'day' ? 1 : 7)));
  };

  return (
    <section className="schedule-calendar" aria-busy={busy}>
      <p className="schedule-zone">
        <FormattedMessage id="schedule.zone" values={{ zone: tz, name: locale.startsWith('en') ? week.zoneName : zoneName(tz, locale), b: (chunks) => <strong>{chunks}</strong> }} />
      </p>
      <div className="schedule-controls">
        <label>
          <span>{intl.formatMessage({ id: 'schedule.consultation' })}</span>
          <select value={week.type} disabled={busy} onChange={(e) => void run(async () => { await load(week.weekStart, e.target.value); return null; })}>
            {week.types.map((t) => <option key={t} value={t}>{typeLabel(t)}</option>)}
          </select>
        </label>
      </div>
      {/* Week tools: beside the consultation on a desktop, under the calendar on a phone (calendar.css). */}
      <div className="schedule-tools">
        <div className="schedule-tool">
          <label>
            <span>{intl.formatMessage({ id: 'schedule.copyWeeks' })}</span>
            <select value={weeks} onChange={(e) => { setWeeks(e.target.value); setCopyWarning(null); }}>
              {[1, 2, 3, 4, 5, 6, 7].map((n) => <option key={n} value={String(n)}>{n}</option>)}
            </select>
          </label>
          <button type="button" className="btn btn-secondary" disabled={busy || !mounted} onClick={() => void copy()}>{intl.formatMessage({ id: 'schedule.copy' })}</button>
        </div>
        {copyWarning && (
          <div className="alert alert-warning schedule-copy-warning" role="alert" data-testid="copy-warning">
            <p>{copyWarning.message}</p>
            <ul>
              {copyWarning.reopens.map((s) => {
                const at = wallTime(Date.parse(s), tz);
                return <li key={s}>{[shortDay(at.date, locale), timeLabel(at.minutes, locale)].join(COMMA)}</li>;
              })}
            </ul>
            <p className="schedule-copy-actions">
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void copy(true)}>{intl.formatMessage({ id: 'schedule.copyAnyway' })}</button>
              <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => setCopyWarning(null)}>{intl.formatMessage({ id: 'schedule.keepClosed' })}</button>
            </p>
          </div>
        )}
        <div className="schedule-tool">
          <label>
            <span>{intl.formatMessage({ id: 'schedule.resetLabel' })}</span>
            <select value={resetDay} onChange={(e) => setResetDay(e.target.value)}>
              {week.dates.map((d) => <option key={d} value={d}>{changed.has(d) ? intl.formatMessage({ id: 'schedule.changedDay' }, { day: shortDay(d, locale) }) : shortDay(d, locale)}</option>)}
            </select>
          </label>
          <button type="button" className="btn btn-secondary" disabled={busy || !mounted} onClick={() => void reset()}>{intl.formatMessage({ id: 'schedule.reset' })}</button>
        </div>
      </div>
      {!week.enabled && <p className="alert alert-info">{intl.formatMessage({ id: 'schedule.switchedOff' })}</p>}
      {status && <p className={`alert alert-${status.kind === 'ok' ? 'success' : 'error'}`} role={status.kind === 'ok' ? 'status' : 'alert'}>{status.text}</p>}
      <p className="schedule-legend">
        <span className="legend legend-open">{intl.formatMessage({ id: 'schedule.open' })}</span>{SPACE}
        <span className="legend legend-closed">{intl.formatMessage({ id: 'schedule.closed' })}</span>{SPACE}
        <span className="legend legend-booked">{intl.formatMessage({ id: 'schedule.booked' })}</span>{SPACE}
        <span className="legend legend-hours">{intl.formatMessage({ id: 'schedule.hours' })}</span>{SPACE}
        {intl.formatMessage({ id: 'schedule.hint' })}
      </p>
      <div className="schedule-calendar-frame" data-week-start={week.weekStart} data-type={week.type} data-view={view}>
        <ScheduleGrid
          zone={tz}
          dates={shown}
          view={view}
          events={events}
          background={hours}
          changed={changed}
          firstHour={firstHour}
          disabled={busy || !mounted}
          onSelectTime={(instant) => void toggle(new Date(instant).toISOString())}
          onMove={move}
          onView={setView}
          onPickDay={(date) => { setDay(date); setView('day'); }}
        />
      </div>
    </section>
  );
}
