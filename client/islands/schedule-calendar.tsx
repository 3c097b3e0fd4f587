import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { DateTime, Settings } from 'luxon';
import { Calendar, luxonLocalizer, type Event, type View } from 'react-big-calendar';
import { execute, failureText } from '../lib/graphql-client.ts';
import { graphql } from '../gql/gql.ts';
import type { ScheduleWeekQuery } from '../gql/graphql.ts';
import { consultationLabel } from '../../contracts/consultations.ts';

/** The scheduleWeek query's answer, which is also the island's initial props (the server's id is a number). */
export type ScheduleWeekData = Omit<ScheduleWeekQuery['scheduleWeek'], 'listingId'> & { listingId: string | number };
type WeekSlot = ScheduleWeekData['slots'][number];

interface CalEvent extends Event {
  kind: 'slot' | 'booking' | 'hours';
  slot?: WeekSlot;
}

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
  mutation CopyWeek($listingId: ID!, $type: String!, $weekStart: String!, $weeks: Int!) {
    copyWeek(listingId: $listingId, type: $type, weekStart: $weekStart, weeks: $weeks)
  }
`);
const RESET_DATE = graphql(`
  mutation ResetDate($listingId: ID!, $type: String!, $date: String!) { resetDate(listingId: $listingId, type: $type, date: $date) }
`);

/** A time of day in the calendar's zone (luxon's default zone, set to the listing's below): "10:00 AM". */
const clock = (d: Date | undefined) => (d ? DateTime.fromJSDate(d).toFormat('h:mm a') : '');

/** A day of the listing's week as the selects name it: "Mon 5 Jan". */
const dayLabel = (isoDate: string, tz: string) => DateTime.fromISO(isoDate, { zone: tz }).toFormat('ccc d LLL');

/**
 * An event's label: its start time and state on one line ("10:00 AM Open"); the day view, with room to spare,
 * adds the end ("10:00 – 10:30 AM"). react-big-calendar's own range label is hidden (calendar.css): in a week
 * column it was cut to "10:00 AM – 10:". The full range stays in the tooltip.
 */
function SlotLabel({ event }: { event: CalEvent }) {
  const time = (
    <span className="ev-time">
      {clock(event.start)}
      <span className="ev-end">{` – ${clock(event.end)}`}</span>
    </span>
  );
  if (event.kind === 'booking') return <span data-booking={event.start?.toISOString()}>{time} <span className="ev-state">Booked</span></span>;
  const s = event.slot;
  if (!s) return null; // working hours: a plain background block
  return <span data-slot={s.start} data-state={s.state}>{time} <span className="ev-state">{s.state === 'closed' ? 'Closed' : 'Open'}</span></span>;
}

/**
 * A day column's heading. The library's own wraps the label in role="columnheader" outside any row, which
 * screen readers cannot place (axe: aria-required-parent; react-big-calendar issue 2394); the button around
 * it already names the day.
 */
function DayHeader({ label }: { label: ReactNode }) {
  return <span>{label}</span>;
}

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

function eventTitle(e: CalEvent): string {
  if (!e.slot) return e.kind === 'booking' ? 'Booked' : 'Working hours';
  return e.slot.state === 'closed' ? 'Closed slot' : 'Open slot';
}

/**
 * The vendor's schedule calendar: a react-big-calendar week of one consultation in the listing's
 * zone (luxon's default zone feeds the localizer, so every time shown is the listing's; luxon reads zones
 * from the browser's Intl, so no zone data ships with the island).
 * Background blocks are the weekly working hours; events are slot starts (click to close or
 * reopen through toggleSlot) and live bookings (times only). Clicking an empty cell opens a slot
 * outside the rules. The server renders the shell; the calendar itself mounts in the browser.
 */
export default function ScheduleCalendar(initial: ScheduleWeekData) {
  const [week, setWeek] = useState(initial);
  const [mounted, setMounted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [weeks, setWeeks] = useState('1');
  const [resetDay, setResetDay] = useState(initial.dates[0]);
  // The day shown in the day view (the week view shows the week around it).
  const [day, setDay] = useState(initial.dates[0]);
  const narrow = useMediaQuery(DAY_VIEW_QUERY);
  const [view, setView] = useState<View>('week');
  useEffect(() => setMounted(true), []);
  useEffect(() => setView(narrow ? 'day' : 'week'), [narrow]);
  useEffect(() => {
    // The day the link asked for (?date=), else today, when the first week holds it.
    const asked = new URLSearchParams(window.location.search).get('date');
    const today = DateTime.now().setZone(initial.timezone).toISODate();
    const first = [asked, today].find((d) => d && initial.dates.includes(d));
    if (first) setDay(first);
  }, [initial.timezone, initial.dates]);

  const tz = week.timezone;
  const localizer = useMemo(() => {
    if (!mounted) return null;
    Settings.defaultZone = tz; // this page's only luxon user: the calendar then lays out in the listing's zone
    return luxonLocalizer(DateTime, { firstDayOfWeek: 7 }); // weeks start on Sunday, as the server's do
  }, [mounted, tz]);

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
      setStatus({ kind: 'error', text: failureText(err) });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (slot: string) => run(async () => {
    await execute(TOGGLE_SLOT, { listingId: String(week.listingId), type: week.type, slot });
    await load(week.weekStart);
    return null;
  });

  const copy = () => run(async () => {
    await execute(COPY_WEEK, { listingId: String(week.listingId), type: week.type, weekStart: week.weekStart, weeks: Number(weeks) });
    return `Copied this week to the next ${weeks} week${weeks === '1' ? '' : 's'}`;
  });

  const reset = () => run(async () => {
    await execute(RESET_DATE, { listingId: String(week.listingId), type: week.type, date: resetDay });
    await load(week.weekStart);
    return `${dayLabel(resetDay, tz)} follows the weekly rules again`;
  });

  const events: CalEvent[] = [
    ...week.slots.filter((s) => s.state !== 'booked').map((s) => ({ kind: 'slot' as const, slot: s, start: new Date(s.start), end: new Date(s.end) })),
    ...week.bookings.map((b) => ({ kind: 'booking' as const, start: new Date(b.start), end: new Date(b.end) })),
  ];
  const hours: CalEvent[] = week.workingHours.map((h) => ({ kind: 'hours', title: 'Working hours', start: new Date(h.start), end: new Date(h.end) }));
  const changed = new Set(week.overrides.filter((o) => o.added.length || o.removed.length).map((o) => o.date));
  const firstHour = week.workingHours.length ? Math.min(...week.workingHours.map((h) => DateTime.fromISO(h.start, { zone: tz }).hour)) : 8;

  return (
    <section className="schedule-calendar" aria-busy={busy}>
      <p className="schedule-zone">All times in <strong>{tz}</strong> ({week.zoneName}), the listing&apos;s time zone.</p>
      <div className="schedule-controls">
        <label>
          <span>Consultation</span>
          <select value={week.type} disabled={busy} onChange={(e) => void run(async () => { await load(week.weekStart, e.target.value); return null; })}>
            {week.types.map((t) => <option key={t} value={t}>{consultationLabel(t)}</option>)}
          </select>
        </label>
      </div>
      {/* Week tools: beside the consultation on a desktop, under the calendar on a phone (calendar.css). */}
      <div className="schedule-tools">
        <div className="schedule-tool">
          <label>
            <span>Copy this week to the next N weeks</span>
            <select value={weeks} onChange={(e) => setWeeks(e.target.value)}>
              {[1, 2, 3, 4, 5, 6, 7].map((n) => <option key={n} value={String(n)}>{n}</option>)}
            </select>
          </label>
          <button type="button" className="btn btn-secondary" disabled={busy || !mounted} onClick={() => void copy()}>Copy this week</button>
        </div>
        <div className="schedule-tool">
          <label>
            <span>Reset a date to the weekly rules</span>
            <select value={resetDay} onChange={(e) => setResetDay(e.target.value)}>
              {week.dates.map((d) => <option key={d} value={d}>{dayLabel(d, tz)}{changed.has(d) ? ' (changed)' : ''}</option>)}
            </select>
          </label>
          <button type="button" className="btn btn-secondary" disabled={busy || !mounted} onClick={() => void reset()}>Reset date</button>
        </div>
      </div>
      {!week.enabled && <p className="alert alert-info">This consultation is switched off: owners do not see it.</p>}
      {status && <p className={`alert alert-${status.kind === 'ok' ? 'success' : 'error'}`} role={status.kind === 'ok' ? 'status' : 'alert'}>{status.text}</p>}
      <p className="schedule-legend">
        <span className="legend legend-open">Open</span> <span className="legend legend-closed">Closed</span>{' '}
        <span className="legend legend-booked">Booked</span> <span className="legend legend-hours">Working hours</span>{' '}
        Click a slot to close or reopen it; click an empty time to open one.
      </p>
      {localizer ? (
        <div className="schedule-calendar-frame" data-week-start={week.weekStart} data-type={week.type} data-view={view}>
          <Calendar<CalEvent>
            localizer={localizer}
            events={events}
            backgroundEvents={hours}
            date={DateTime.fromISO(week.dates.includes(day) ? day : week.weekStart, { zone: tz }).set({ hour: 12 }).toJSDate()}
            view={view}
            views={['day', 'week']}
            step={15}
            timeslots={4}
            // Slots never overlap: each takes its column's width (the default packs starts under 30 minutes apart side by side).
            dayLayoutAlgorithm="no-overlap"
            scrollToTime={DateTime.fromISO(week.weekStart, { zone: tz }).set({ hour: firstHour }).toJSDate()}
            selectable={!busy}
            components={{ event: SlotLabel, header: DayHeader }}
            titleAccessor={eventTitle}
            eventPropGetter={(e) => ({ className: e.slot ? `ev-${e.slot.state}${e.slot.past ? ' ev-past' : ''}` : `ev-${e.kind}` })}
            dayPropGetter={(d) => ({ className: changed.has(DateTime.fromJSDate(d, { zone: tz }).toISODate() ?? '') ? 'day-changed' : '' })}
            onNavigate={(d) => {
              const next = DateTime.fromJSDate(d, { zone: tz }).toISODate() ?? week.weekStart;
              setDay(next);
              // A day inside the loaded week needs no call; the week of any other day is loaded.
              if (!week.dates.includes(next)) void run(async () => { await load(next); return null; });
            }}
            onView={(v) => setView(v)}
            onSelectEvent={(e) => { if (!busy && e.slot && !e.slot.past) void toggle(e.slot.start); }}
            onSelectSlot={(s) => { if (s.action === 'click' && s.start.getTime() > Date.now()) void toggle(s.start.toISOString()); }}
          />
        </div>
      ) : <p className="schedule-loading">Loading the calendar…</p>}
    </section>
  );
}
