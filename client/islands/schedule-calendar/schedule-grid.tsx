import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { hourLabel, longDay, shortDay, wallTime, weekRange, zonedInstant } from './zoned-time.ts';

/** One hour's height: a 20-minute slot is 21 px, room for its one line. */
export const HOUR_PX = 64;
const MINUTE_PX = HOUR_PX / 60;
/** An empty time is picked in quarter hours. */
const STEP_MINUTES = 15;
const DAY_MINUTES = 24 * 60;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

export type GridView = 'day' | 'week';

/** Something drawn on the grid: a slot, a booking (`onSelect` absent: not a button) or a block of working hours. */
export interface GridEvent {
  key: string;
  start: number;
  end: number;
  className: string;
  title: string;
  content?: ReactNode;
  onSelect?: () => void;
}

interface Placed { event: GridEvent; column: number; top: number; height: number }

/** Each event's column (by its local date) and its place in the day; events on other dates are left out. */
function place(events: GridEvent[], dates: string[], zone: string): Placed[] {
  const placed: Placed[] = [];
  for (const event of events) {
    const at = wallTime(event.start, zone);
    const column = dates.indexOf(at.date);
    if (column < 0) continue;
    const minutes = Math.min((event.end - event.start) / 60_000, DAY_MINUTES - at.minutes);
    placed.push({ event, column, top: at.minutes * MINUTE_PX, height: Math.max(minutes * MINUTE_PX, 18) });
  }
  return placed;
}

/**
 * A day or week of one listing's schedule as a time grid in the listing's zone: a column per date, an
 * hour per 64 px, working hours as background blocks, slots and bookings placed at their local start.
 * Slots are buttons (keyboard and screen readers reach them); a click on an empty time of a column
 * picks that quarter hour (`onSelectTime`, future times only). Dates are given in order; the toolbar's
 * moves are the caller's.
 */
export function ScheduleGrid(props: {
  zone: string;
  dates: string[];
  view: GridView;
  events: GridEvent[];
  background: GridEvent[];
  /** Dates whose slots differ from the weekly rules (highlighted). */
  changed: Set<string>;
  /** The hour the grid scrolls to when it opens on a week or day. */
  firstHour: number;
  disabled: boolean;
  onSelectTime(instant: number): void;
  onMove(step: -1 | 0 | 1): void;
  onView(view: GridView): void;
  onPickDay(date: string): void;
}) {
  const { zone, dates, view, changed, disabled } = props;
  const intl = useIntl();
  const locale = intl.locale;
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The first hour's line just under the sticky day heads, its label readable.
    if (scroller.current) scroller.current.scrollTop = Math.max(0, props.firstHour * HOUR_PX - 12);
  }, [props.firstHour, view, dates[0]]);

  const events = place(props.events, dates, zone);
  const background = place(props.background, dates, zone);

  const pickTime = (date: string) => (e: MouseEvent<HTMLDivElement>) => {
    if (disabled || (e.target as HTMLElement).closest('button')) return;
    const y = e.clientY - e.currentTarget.getBoundingClientRect().top;
    const minutes = Math.floor(y / MINUTE_PX / STEP_MINUTES) * STEP_MINUTES;
    if (minutes < 0 || minutes >= DAY_MINUTES) return;
    const instant = zonedInstant(date, minutes, zone);
    if (instant > Date.now()) props.onSelectTime(instant);
  };

  return (
    <div className="sched" data-view={view}>
      <div className="sched-toolbar">
        <span className="sched-buttons">
          <button type="button" onClick={() => props.onMove(0)}>{intl.formatMessage({ id: 'schedule.today' })}</button>
          <button type="button" onClick={() => props.onMove(-1)}>{intl.formatMessage({ id: 'schedule.back' })}</button>
          <button type="button" onClick={() => props.onMove(1)}>{intl.formatMessage({ id: 'schedule.next' })}</button>
        </span>
        <span className="sched-label" aria-live="polite">{view === 'day' ? longDay(dates[0], locale) : weekRange(dates[0], dates[dates.length - 1], locale)}</span>
        <span className="sched-buttons">
          {(['day', 'week'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => props.onView(v)}>{intl.formatMessage({ id: v === 'day' ? 'schedule.day' : 'schedule.week' })}</button>
          ))}
        </span>
      </div>
      {/* Focusable, so a keyboard can scroll the day even when it has no slot to tab to. */}
      <div className="sched-scroll" ref={scroller} tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'schedule.region' }, { zone })}>
        <div className="sched-grid" style={{ gridTemplateColumns: `var(--sched-gutter) repeat(${dates.length}, minmax(0, 1fr))` }}>
          <div className="sched-corner" />
          {dates.map((date) => (
            <div key={date} className={`sched-day${changed.has(date) ? ' day-changed' : ''}`}>
              {view === 'week'
                ? <button type="button" onClick={() => props.onPickDay(date)} title={intl.formatMessage({ id: 'schedule.show' }, { day: longDay(date, locale) })}>{shortDay(date, locale)}</button>
                : <span>{shortDay(date, locale)}</span>}
            </div>
          ))}
          <div className="sched-gutter" aria-hidden="true">
            {HOURS.map((h) => <span key={h} style={{ top: h * HOUR_PX }}>{h ? hourLabel(h, locale) : ''}</span>)}
          </div>
          {dates.map((date, column) => (
            // Mouse users open a slot at an empty time; the slot buttons are the keyboard's way through the day.
            <div key={date} className={`sched-col${changed.has(date) ? ' day-changed' : ''}`} data-date={date} onClick={pickTime(date)}>
              {background.filter((p) => p.column === column).map(({ event, top, height }) => (
                <div key={event.key} className={`sched-bg ${event.className}`} style={{ top, height }} title={event.title} aria-hidden="true" />
              ))}
              {events.filter((p) => p.column === column).map(({ event, top, height }) => {
                const style = { top, height };
                return event.onSelect ? (
                  <button key={event.key} type="button" className={`sched-ev ${event.className}`} style={style} title={event.title}
                    disabled={disabled} onClick={event.onSelect}>
                    <span className="sched-ev-content">{event.content}</span>
                  </button>
                ) : (
                  <div key={event.key} className={`sched-ev ${event.className}`} style={style} title={event.title}>
                    <span className="sched-ev-content">{event.content}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
