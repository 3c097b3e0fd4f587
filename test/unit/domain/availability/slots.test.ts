import { expect } from 'chai';
import moment from 'moment-timezone';
import {
  BOOKING_RULES, DEFAULT_HOURS, bookableSlots, bookingDates, dayRange, datesBetween, groupByDay, minutesOf, scheduleOf, slots,
  weekdayOf, zoneAbbreviation, type SlotsInput, type WeeklyRow,
} from '../../../../server/domain/availability/slots.ts';

const iso = (ms: number[]) => ms.map((t) => new Date(t).toISOString());
const at = (s: string) => Date.parse(s);
const EVERY_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** One local day of a listing, with a clock far in the past so the lead time never interferes. */
function day(date: string, timezone: string, schedule: WeeklyRow[], extra: Partial<SlotsInput> = {}): string[] {
  const { from, to } = dayRange(date, timezone);
  return iso(slots({ schedule, duration: 30, timezone, from, to, bookings: [], overrides: [], now: 0, leadMinutes: 0, ...extra }));
}

describe('availability engine: slots()', () => {
  describe('America/New_York', () => {
    it('uses EST before and EDT after the spring-forward day', () => {
      const row = [{ days: EVERY_DAY, from: '08:30', to: '10:00' }];
      expect(day('2026-03-07', 'America/New_York', row)).to.deep.equal(['2026-03-07T13:30:00.000Z', '2026-03-07T14:00:00.000Z', '2026-03-07T14:30:00.000Z']);
      expect(day('2026-03-08', 'America/New_York', row)).to.deep.equal(['2026-03-08T12:30:00.000Z', '2026-03-08T13:00:00.000Z', '2026-03-08T13:30:00.000Z']);
    });

    it('steps through the skipped hour on the spring-forward night by elapsed time', () => {
      const row = [{ days: ['Sun'], from: '01:00', to: '04:00' }];
      // 01:00 EST = 06:00Z; one hour later it is 03:00 EDT = 07:00Z; 04:00 EDT = 08:00Z ends the row.
      expect(day('2026-03-08', 'America/New_York', row, { duration: 60 })).to.deep.equal(['2026-03-08T06:00:00.000Z', '2026-03-08T07:00:00.000Z']);
    });

    it('moves a row starting at a skipped local time forward', () => {
      const row = [{ days: ['Sun'], from: '02:30', to: '04:00' }];
      expect(day('2026-03-08', 'America/New_York', row)).to.deep.equal(['2026-03-08T07:30:00.000Z']);
    });

    it('offers the repeated hour twice on the fall-back night', () => {
      const row = [{ days: ['Sun'], from: '01:00', to: '03:00' }];
      // 01:00 EDT (05:00Z), 01:00 EST (06:00Z), 02:00 EST (07:00Z); 03:00 EST = 08:00Z ends the row.
      expect(day('2026-11-01', 'America/New_York', row, { duration: 60 })).to.deep.equal([
        '2026-11-01T05:00:00.000Z', '2026-11-01T06:00:00.000Z', '2026-11-01T07:00:00.000Z',
      ]);
    });

    it('uses EDT before and EST on the fall-back day for daytime hours', () => {
      const row = [{ days: EVERY_DAY, from: '09:00', to: '09:30' }];
      expect(day('2026-10-31', 'America/New_York', row)).to.deep.equal(['2026-10-31T13:00:00.000Z']);
      expect(day('2026-11-01', 'America/New_York', row)).to.deep.equal(['2026-11-01T14:00:00.000Z']);
    });
  });

  describe('Europe/London', () => {
    it('uses GMT before and BST after the spring-forward day', () => {
      const row = [{ days: EVERY_DAY, from: '09:00', to: '10:00' }];
      expect(day('2026-03-28', 'Europe/London', row)).to.deep.equal(['2026-03-28T09:00:00.000Z', '2026-03-28T09:30:00.000Z']);
      expect(day('2026-03-29', 'Europe/London', row)).to.deep.equal(['2026-03-29T08:00:00.000Z', '2026-03-29T08:30:00.000Z']);
    });

    it('steps over the skipped 01:00-02:00 hour by elapsed time', () => {
      const row = [{ days: ['Sun'], from: '00:30', to: '03:00' }];
      // 00:30 GMT, then 02:00 BST (01:00Z), 02:30 BST (01:30Z); 03:00 BST = 02:00Z ends the row.
      expect(day('2026-03-29', 'Europe/London', row)).to.deep.equal(['2026-03-29T00:30:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-29T01:30:00.000Z']);
    });

    it('uses BST before and GMT on the fall-back day', () => {
      const row = [{ days: EVERY_DAY, from: '09:00', to: '09:30' }];
      expect(day('2026-10-24', 'Europe/London', row)).to.deep.equal(['2026-10-24T08:00:00.000Z']);
      expect(day('2026-10-25', 'Europe/London', row)).to.deep.equal(['2026-10-25T09:00:00.000Z']);
    });

    it('offers the repeated 01:00 hour twice on the fall-back night', () => {
      const row = [{ days: ['Sun'], from: '00:00', to: '03:00' }];
      expect(day('2026-10-25', 'Europe/London', row, { duration: 60 })).to.deep.equal([
        '2026-10-24T23:00:00.000Z', '2026-10-25T00:00:00.000Z', '2026-10-25T01:00:00.000Z', '2026-10-25T02:00:00.000Z',
      ]);
    });
  });

  describe('a viewer in another zone', () => {
    const london = [{ days: ['Mon', 'Tue'], from: '02:00', to: '03:00' }, { days: ['Mon'], from: '09:00', to: '09:30' }];
    const range = dayRange('2026-11-23', 'Europe/London', 2);
    const found = slots({ schedule: london, duration: 30, timezone: 'Europe/London', ...range, bookings: [], overrides: [], now: 0, leadMinutes: 0 });

    it('computes instants in the listing zone whatever zone the viewer is in', () => {
      expect(iso(found)).to.deep.equal([
        '2026-11-23T02:00:00.000Z', '2026-11-23T02:30:00.000Z', '2026-11-23T09:00:00.000Z',
        '2026-11-24T02:00:00.000Z', '2026-11-24T02:30:00.000Z',
      ]);
    });

    it('labels every instant with the date and time moment-timezone reads, across DST changes and odd offsets', () => {
      const zones = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Chatham', 'America/St_Johns', 'UTC'];
      for (const zone of zones) {
        for (const from of [at('2026-03-06T00:00:00Z'), at('2026-03-27T00:00:00Z'), at('2026-10-02T00:00:00Z'), at('2026-10-30T00:00:00Z')]) {
          const instants = Array.from({ length: 7 * 24 * 60 / 17 }, (_, i) => from + i * 17 * 60_000);
          const strip = groupByDay(instants, zone, from, 9);
          const got = strip.flatMap((d) => d.slots.map((s) => `${d.date} ${s.label}`));
          const expected = instants.map((t) => moment.tz(t, zone).format('YYYY-MM-DD h:mm A'));
          expect(got, `${zone} from ${new Date(from).toISOString()}`).to.deep.equal(expected);
        }
      }
    });

    it('groups and labels the same instants by the viewer zone dates', () => {
      const ny = groupByDay(found, 'America/New_York', at('2026-11-22T12:00:00Z'), 3);
      expect(ny.map((d) => [d.date, d.slots.map((s) => s.label)])).to.deep.equal([
        ['2026-11-22', ['9:00 PM', '9:30 PM']],
        ['2026-11-23', ['4:00 AM', '9:00 PM', '9:30 PM']],
        ['2026-11-24', []],
      ]);
      const uk = groupByDay(found, 'Europe/London', range.from, 2);
      expect(uk.map((d) => d.slots.length)).to.deep.equal([3, 2]);
      expect(uk[0].label).to.equal('Mon 23 Nov');
    });

    it('names the zone of a shown time', () => {
      expect(zoneAbbreviation('America/New_York', at('2026-07-01T12:00:00Z'))).to.equal('EDT');
      expect(zoneAbbreviation('Europe/London', at('2026-12-01T12:00:00Z'))).to.equal('GMT');
    });
  });

  describe('overrides, bookings, lead time and step', () => {
    const tz = 'UTC';
    const row = [{ days: EVERY_DAY, from: '09:00', to: '11:00' }];
    const base = (extra: Partial<SlotsInput>) => day('2026-11-23', tz, row, extra).map((s) => s.slice(11, 16));

    it('steps by the duration by default', () => {
      expect(base({})).to.deep.equal(['09:00', '09:30', '10:00', '10:30']);
    });

    it('steps by the duration of any length, keeping every slot inside its row', () => {
      expect(base({ duration: 20 })).to.deep.equal(['09:00', '09:20', '09:40', '10:00', '10:20', '10:40']);
      expect(base({ duration: 45 })).to.deep.equal(['09:00', '09:45']);
    });

    it('closes the whole period of a removed start: an opening or a booking start overlapping it is not offered', () => {
      const closed10 = { removed: ['2026-11-23T10:00:00.000Z'], added: ['2026-11-23T10:15:00.000Z', '2026-11-23T11:30:00.000Z'] };
      expect(base({ overrides: [closed10] })).to.deep.equal(['09:00', '09:30', '10:30', '11:30']);
    });

    it('keeps a period closed when it was closed on another grid (the duration changed since)', () => {
      // Closed at 09:40 on a 20-minute grid: with 30 minutes, 09:30 and 10:00 overlap [09:40, 10:10).
      expect(base({ overrides: [{ removed: ['2026-11-23T09:40:00.000Z'], added: [] }] })).to.deep.equal(['09:00', '10:30']);
    });

    it('removes closed slots and adds opened ones', () => {
      expect(base({ overrides: [{ removed: ['2026-11-23T09:30:00.000Z'], added: ['2026-11-23T15:00:00.000Z'] }] }))
        .to.deep.equal(['09:00', '10:00', '10:30', '15:00']);
    });

    it('ignores opened slots outside the range and closes an opened slot that is also removed', () => {
      expect(base({ overrides: [
        { added: ['2026-11-24T09:00:00.000Z', 'not a date'], removed: [] },
        { added: ['2026-11-23T16:00:00.000Z'], removed: ['2026-11-23T16:00:00.000Z'] },
      ] })).to.deep.equal(['09:00', '09:30', '10:00', '10:30']);
    });

    it('drops slots overlapping a booking, keeping back-to-back ones', () => {
      expect(base({ bookings: [{ start: at('2026-11-23T09:15:00Z'), duration: 30 }] })).to.deep.equal(['10:00', '10:30']);
      expect(base({ bookings: [{ start: at('2026-11-23T09:30:00Z'), duration: 30 }] })).to.deep.equal(['09:00', '10:00', '10:30']);
      expect(base({ bookings: [{ start: at('2026-11-23T08:00:00Z'), duration: 90 }] })).to.deep.equal(['09:30', '10:00', '10:30']);
    });

    it('drops an opened slot that overlaps a booking', () => {
      expect(base({
        overrides: [{ added: ['2026-11-23T15:00:00.000Z'], removed: [] }],
        bookings: [{ start: at('2026-11-23T15:10:00Z'), duration: 15 }],
      })).to.deep.equal(['09:00', '09:30', '10:00', '10:30']);
    });

    it('handles bookings given out of order and overlapping each other', () => {
      expect(base({ bookings: [
        { start: at('2026-11-23T10:30:00Z'), duration: 30 },
        { start: at('2026-11-23T08:00:00Z'), duration: 200 },
        { start: at('2026-11-23T08:30:00Z'), duration: 10 },
      ] })).to.deep.equal([]);
    });

    it('offers only slots strictly more than the lead time after now', () => {
      expect(base({ now: at('2026-11-23T08:00:00Z'), leadMinutes: 60 })).to.deep.equal(['09:30', '10:00', '10:30']);
      expect(base({ now: at('2026-11-23T07:59:00Z'), leadMinutes: 60 })).to.deep.equal(['09:00', '09:30', '10:00', '10:30']);
      expect(base({ now: at('2026-11-23T07:00:00Z'), leadMinutes: 180 })).to.deep.equal(['10:30']);
      expect(base({ now: at('2026-11-23T07:00:00Z'), leadMinutes: 180, overrides: [{ added: ['2026-11-23T09:45:00Z'], removed: [] }] }))
        .to.deep.equal(['10:30']);
    });

    it('keeps only starts inside [from, to)', () => {
      const from = at('2026-11-23T09:30:00Z');
      const to = at('2026-11-23T10:30:00Z');
      expect(iso(slots({ schedule: row, duration: 30, timezone: tz, from, to, bookings: [], overrides: [], now: 0, leadMinutes: 0 })))
        .to.deep.equal(['2026-11-23T09:30:00.000Z', '2026-11-23T10:00:00.000Z']);
    });

    it('merges rows of one day and does not repeat a start shared by two rows', () => {
      const rows = [{ days: ['Mon'], from: '09:00', to: '10:00' }, { days: ['Mon'], from: '09:00', to: '09:30' }, { days: ['Sun'], from: '12:00', to: '13:00' }];
      expect(day('2026-11-23', tz, rows).map((s) => s.slice(11, 16))).to.deep.equal(['09:00', '09:30']);
    });

    it('offers nothing for a zero or negative duration', () => {
      expect(base({ duration: 0 })).to.deep.equal([]);
      expect(base({ duration: -5 })).to.deep.equal([]);
    });
  });

  describe('the booking rules every surface applies: bookableSlots()', () => {
    const tz = 'America/New_York';
    const now = at('2026-11-23T12:00:00Z'); // Monday 07:00 EST
    const input = (extra: Partial<SlotsInput> = {}) => ({
      schedule: [{ days: EVERY_DAY, from: '06:00', to: '18:00' }], duration: 30, timezone: tz, ...dayRange('2026-11-23', tz, 20),
      bookings: [], overrides: [], ...extra,
    });

    it('offers starts more than 1 hour ahead, a duration apart', () => {
      const found = bookableSlots(input(), now);
      expect(new Date(found[0]).toISOString()).to.equal('2026-11-23T13:30:00.000Z'); // 08:30 EST: 08:00 is exactly 1 hour ahead
      expect(found[1] - found[0]).to.equal(30 * 60_000);
    });

    it('offers nothing from 15 days ahead on', () => {
      const found = bookableSlots(input(), now);
      expect(found[found.length - 1]).to.be.lessThan(now + BOOKING_RULES.days * 86_400_000);
      // 06:30 EST on the 15th day is the last; 07:00 EST is exactly 15 days ahead.
      expect(new Date(found[found.length - 1]).toISOString()).to.equal('2026-12-08T11:30:00.000Z');
    });

    it('gives an unscheduled consultation the default hours, Mon-Fri 08:30-12:00 and 14:00-18:00', () => {
      expect(scheduleOf({ schedule: [] })).to.equal(DEFAULT_HOURS);
      expect(scheduleOf(undefined)).to.equal(DEFAULT_HOURS);
      const own = [{ days: ['Sat'], from: '09:00', to: '10:00' }];
      expect(scheduleOf({ schedule: own })).to.equal(own);
      const { from, to } = dayRange('2026-11-23', tz, 7);
      const strip = groupByDay(bookableSlots({ ...input(), schedule: scheduleOf(null), from, to }, 0), tz, from, 7);
      expect(strip.map((d) => d.slots.length)).to.deep.equal([0, 0, 0, 0, 0, 0, 0]); // now = 1970: the window is long past
      const mondays = groupByDay(slots({ ...input(), schedule: DEFAULT_HOURS, from, to, now: 0, leadMinutes: 0 }), tz, from, 7);
      expect(mondays.map((d) => d.slots.length)).to.deep.equal([15, 15, 15, 15, 15, 0, 0]);
      expect(mondays[0].slots.map((s) => s.label)).to.include.members(['8:30 AM', '11:30 AM', '2:00 PM', '5:30 PM']).and.not.include('12:00 PM');
    });

    it('names the booking dates in the listing\'s zone: an evening in Los Angeles is still today there', () => {
      const evening = at('2026-11-24T02:30:00Z'); // Monday 18:30 PST, already Tuesday in UTC
      expect(bookingDates(evening, 'America/Los_Angeles')).to.deep.equal({ first: '2026-11-23', last: '2026-12-08' });
      expect(bookingDates(evening, 'America/New_York')).to.deep.equal({ first: '2026-11-23', last: '2026-12-08' });
      expect(bookingDates(evening, 'Asia/Tokyo')).to.deep.equal({ first: '2026-11-24', last: '2026-12-09' });
    });
  });

  describe('helpers', () => {
    it('parses HH:mm and rejects anything else', () => {
      expect(minutesOf('08:30')).to.equal(510);
      expect(minutesOf('23:59')).to.equal(1439);
      for (const bad of ['24:00', '8:30', '08:60', 'noon', '']) expect(Number.isNaN(minutesOf(bad))).to.equal(true);
    });

    it('names weekdays of calendar dates', () => {
      expect(['2026-11-23', '2026-11-28', '2026-11-29'].map(weekdayOf)).to.deep.equal(['Mon', 'Sat', 'Sun']);
    });

    it('lists each local date once across DST changes (23- and 25-hour days)', () => {
      const spring = dayRange('2026-03-07', 'America/New_York', 3);
      expect(datesBetween(spring.from, spring.to, 'America/New_York')).to.deep.equal(['2026-03-07', '2026-03-08', '2026-03-09']);
      expect(spring.to - spring.from).to.equal((72 - 1) * 3600_000);
      const fall = dayRange('2026-10-25', 'Europe/London', 1);
      expect(fall.to - fall.from).to.equal(25 * 3600_000);
    });
  });
});
