import { expect } from 'chai';
import { scheduleWeekCells, toggledOverride, weekDates, weekStartOf, type ScheduleWeekInput } from '../../../../server/domain/availability/schedule-week.ts';
import { dayRange, slots } from '../../../../server/domain/availability/slots.ts';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const MORNING = [{ days: ['Mon', 'Wed'], from: '09:00', to: '10:00' }];

/** The week of 2026-03-08 (Sunday, US spring-forward) in New York, 30-minute slots, clock far in the past. */
function week(extra: Partial<ScheduleWeekInput> = {}, timezone = NY, start = '2026-03-08') {
  const dates = weekDates(start, timezone);
  return scheduleWeekCells({
    schedule: MORNING, duration: 30, timezone, dates, ...dayRange(start, timezone, 7), bookings: [], overrides: [], now: 0, ...extra,
  });
}

describe('schedule calendar week: scheduleWeekCells()', () => {
  it('gives each working day its hours as instants of the listing zone, EDT after the change', () => {
    expect(week().workingHours).to.deep.equal([
      { start: '2026-03-09T13:00:00.000Z', end: '2026-03-09T14:00:00.000Z' }, // Mon 09:00 EDT
      { start: '2026-03-11T13:00:00.000Z', end: '2026-03-11T14:00:00.000Z' },
    ]);
  });

  it('uses GMT before and BST after the UK change in the same wall-clock rows', () => {
    const w = week({}, LONDON, '2026-03-22');
    expect(w.workingHours.map((h) => h.start)).to.deep.equal(['2026-03-23T09:00:00.000Z', '2026-03-25T09:00:00.000Z']);
    const after = week({}, LONDON, '2026-03-29');
    expect(after.workingHours.map((h) => h.start)).to.deep.equal(['2026-03-30T08:00:00.000Z', '2026-04-01T08:00:00.000Z']);
  });

  it('lists every start the rules give as open, stepping by the duration', () => {
    const w = week();
    expect(w.slots.map((s) => s.start)).to.deep.equal([
      '2026-03-09T13:00:00.000Z', '2026-03-09T13:30:00.000Z', '2026-03-11T13:00:00.000Z', '2026-03-11T13:30:00.000Z',
    ]);
    expect(w.slots.every((s) => s.state === 'open' && s.fromRules && !s.past)).to.equal(true);
    expect(w.slots[0].end).to.equal('2026-03-09T13:30:00.000Z');
  });

  it('marks a start an override removed as closed, and one an override added outside the rules as open', () => {
    const w = week({ overrides: [{ date: '2026-03-09', added: ['2026-03-09T18:00:00.000Z'], removed: ['2026-03-09T13:30:00.000Z'] }] });
    expect(w.slots.find((s) => s.start === '2026-03-09T13:30:00.000Z')!.state).to.equal('closed');
    expect(w.slots.find((s) => s.start === '2026-03-09T18:00:00.000Z')).to.include({ state: 'open', fromRules: false });
  });

  it('marks an opening overlapping a closed period as closed, as the engine refuses it', () => {
    const w = week({ overrides: [{ date: '2026-03-09', added: ['2026-03-09T13:15:00.000Z'], removed: ['2026-03-09T13:00:00.000Z'] }] });
    expect(w.slots.filter((s) => s.start.startsWith('2026-03-09')).map((s) => [s.start.slice(11, 16), s.state])).to.deep.equal([
      ['13:00', 'closed'], ['13:15', 'closed'], ['13:30', 'open'],
    ]);
  });

  it('ignores an added start outside the week', () => {
    const w = week({ overrides: [{ date: '2026-03-20', added: ['2026-03-20T13:00:00.000Z'], removed: [] }] });
    expect(w.slots).to.have.length(4);
  });

  it('marks every start a booking meets as booked, even a booking off the slot grid', () => {
    const w = week({ bookings: [{ start: Date.parse('2026-03-09T13:20:00.000Z'), duration: 20 }] });
    expect(w.slots.filter((s) => s.state === 'booked').map((s) => s.start)).to.deep.equal(['2026-03-09T13:00:00.000Z', '2026-03-09T13:30:00.000Z']);
    expect(w.bookings).to.deep.equal([{ start: '2026-03-09T13:20:00.000Z', end: '2026-03-09T13:40:00.000Z' }]);
  });

  it('lets back-to-back bookings touch a slot without booking it', () => {
    const w = week({ bookings: [{ start: Date.parse('2026-03-09T12:30:00.000Z'), duration: 30 }] });
    expect(w.slots.filter((s) => s.state === 'booked')).to.deep.equal([]);
  });

  it('flags starts at or before now as past', () => {
    const w = week({ now: Date.parse('2026-03-09T13:00:00.000Z') });
    expect(w.slots.filter((s) => s.past).map((s) => s.start)).to.deep.equal(['2026-03-09T13:00:00.000Z']);
  });

  it('agrees with the engine: the open, not-booked starts are what slots() offers', () => {
    const input = {
      schedule: MORNING, duration: 30, timezone: NY, ...dayRange('2026-03-08', NY, 7), now: 0,
      bookings: [{ start: Date.parse('2026-03-11T13:00:00.000Z'), duration: 30 }],
      overrides: [{ date: '2026-03-09', added: [], removed: ['2026-03-09T13:00:00.000Z'] }],
    };
    const cells = scheduleWeekCells({ ...input, dates: weekDates('2026-03-08', NY) });
    const engine = slots({ ...input, leadMinutes: 0 }).map((t) => new Date(t).toISOString());
    expect(cells.slots.filter((s) => s.state === 'open').map((s) => s.start)).to.deep.equal(engine);
  });
});

describe('schedule mode: toggledOverride()', () => {
  const t = (hhmm: string) => Date.parse(`2026-11-23T${hhmm}:00.000Z`);
  const iso = (hhmm: string) => new Date(t(hhmm)).toISOString();
  const weekly = new Set([t('09:00'), t('09:30'), t('10:00'), t('10:30')]);

  it('closes an open rules start and reopens it', () => {
    const closed = toggledOverride({ weekly, added: [], removed: [] }, t('10:00'), 30);
    expect(closed).to.deep.equal({ added: [], removed: [iso('10:00')], open: false });
    expect(toggledOverride({ weekly, ...closed }, t('10:00'), 30)).to.deep.equal({ added: [], removed: [], open: true });
  });

  it('opens a start outside the rules, and drops it again', () => {
    const opened = toggledOverride({ weekly, added: [], removed: [] }, t('15:00'), 30);
    expect(opened).to.deep.equal({ added: [iso('15:00')], removed: [], open: true });
    expect(toggledOverride({ weekly, ...opened }, t('15:00'), 30)).to.deep.equal({ added: [], removed: [], open: false });
  });

  it('reopens a slot closed by a period from another grid, lifting that period', () => {
    // 09:40 was closed on a 20-minute grid; with 30 minutes it closes 09:30 and 10:00, and a click on 10:00 reopens both.
    const state = { weekly, added: [], removed: [iso('09:40')] };
    expect(toggledOverride(state, t('10:00'), 30)).to.deep.equal({ added: [], removed: [], open: true });
  });
});

describe('schedule calendar week: weekStartOf() and weekDates()', () => {
  const now = Date.parse('2026-03-11T15:00:00Z'); // a Wednesday
  const table: Array<[string | null, string, string]> = [
    [null, NY, '2026-03-08'],
    ['2026-03-08', NY, '2026-03-08'],
    ['2026-03-14', NY, '2026-03-08'],
    ['2026-03-15', NY, '2026-03-15'],
    ['2026-01-01', LONDON, '2025-12-28'],
    ['not a date', NY, '2026-03-08'],
  ];
  for (const [date, tz, expected] of table) {
    it(`${date ?? 'today'} in ${tz} -> week from Sunday ${expected}`, () => expect(weekStartOf(date, tz, now)).to.equal(expected));
  }
  it('takes today in the listing zone: late Saturday in Los Angeles is already Sunday in UTC', () => {
    expect(weekStartOf(null, 'America/Los_Angeles', Date.parse('2026-03-15T05:00:00Z'))).to.equal('2026-03-08');
  });
  it('gives 7 consecutive local dates across a DST change', () => {
    expect(weekDates('2026-03-08', NY)).to.deep.equal(['2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14']);
  });
});
