import { expect } from 'chai';
import moment from 'moment-timezone';
import {
  addDays, clockLabel, longDay, shortDay, timeLabel, wallTime, weekRange, zonedInstant,
} from '../../../client/islands/schedule-calendar/zoned-time.ts';

/** moment-timezone, the server's engine, as the reference for the browser-side Intl arithmetic. */
const reference = (date: string, minutes: number, zone: string) =>
  moment.tz(`${date} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`, 'YYYY-MM-DD HH:mm', zone).valueOf();

describe('schedule grid zone arithmetic (Intl)', () => {
  it('reads an instant\'s local date and minutes in the zone, across midnight and the date line', () => {
    const at = Date.parse('2026-11-25T04:30:00Z');
    expect(wallTime(at, 'America/New_York')).to.deep.equal({ date: '2026-11-24', minutes: 23 * 60 + 30 });
    expect(wallTime(at, 'Asia/Kolkata')).to.deep.equal({ date: '2026-11-25', minutes: 10 * 60 });
    expect(wallTime(at, 'Pacific/Kiritimati')).to.deep.equal({ date: '2026-11-25', minutes: 18 * 60 + 30 });
    expect(wallTime(Date.parse('2026-11-25T00:00:00Z'), 'UTC')).to.deep.equal({ date: '2026-11-25', minutes: 0 });
  });

  it('finds the instant of a wall time as moment-timezone does, every quarter hour of DST days in several zones', () => {
    const days = [
      ['America/New_York', '2026-03-08'], ['America/New_York', '2026-11-01'], ['Europe/London', '2026-03-29'],
      ['Europe/London', '2026-10-25'], ['Australia/Lord_Howe', '2026-04-05'], ['Asia/Kathmandu', '2026-06-01'],
      ['America/St_Johns', '2026-11-01'], ['Pacific/Chatham', '2026-04-05'],
    ] as const;
    let checked = 0;
    for (const [zone, date] of days) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const instant = zonedInstant(date, minutes, zone);
        expect(instant, `${zone} ${date} +${minutes}`).to.equal(reference(date, minutes, zone));
        checked += 1;
      }
    }
    expect(checked).to.equal(8 * 96);
  });

  it('reads a skipped time on the new offset and a repeated time as its first showing', () => {
    // New York springs from 02:00 EST to 03:00 EDT; falls back from 02:00 EDT to 01:00 EST.
    expect(new Date(zonedInstant('2026-03-08', 150, 'America/New_York')).toISOString()).to.equal('2026-03-08T07:30:00.000Z');
    expect(new Date(zonedInstant('2026-11-01', 90, 'America/New_York')).toISOString()).to.equal('2026-11-01T05:30:00.000Z');
  });

  it('round-trips: the wall time of the found instant is the one asked for, outside gaps', () => {
    for (const zone of ['America/Los_Angeles', 'Europe/Berlin', 'Asia/Tokyo', 'Australia/Sydney']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 45) {
        expect(wallTime(zonedInstant('2026-07-14', minutes, zone), zone)).to.deep.equal({ date: '2026-07-14', minutes });
      }
    }
  });

  it('labels times and days as the calendar shows them', () => {
    expect([0, 5, 9 * 60, 12 * 60 + 30, 23 * 60 + 59].map(clockLabel)).to.deep.equal(['12:00 AM', '12:05 AM', '9:00 AM', '12:30 PM', '11:59 PM']);
    expect(shortDay('2026-01-05')).to.equal('Mon 5 Jan');
    expect(longDay('2026-11-27')).to.equal('Friday, Nov 27, 2026');
    expect(weekRange('2026-11-22', '2026-11-28')).to.equal('Nov 22 – 28, 2026');
    expect(weekRange('2026-11-29', '2026-12-05')).to.equal('Nov 29 – Dec 5, 2026');
    expect(weekRange('2026-12-27', '2027-01-02')).to.equal('Dec 27, 2026 – Jan 2, 2027');
    expect(addDays('2026-03-07', 1)).to.equal('2026-03-08');
    expect(addDays('2026-03-01', -1)).to.equal('2026-02-28');
    expect(addDays('2026-12-27', 7)).to.equal('2027-01-03');
  });

  it('writes a Spanish week across two months with plain spaces, as the browser does (hydration matches)', () => {
    // Node's ICU puts thin spaces around the dash of a range across months; Chromium's puts plain ones.
    expect(weekRange('2026-11-29', '2026-12-05', 'es')).to.equal('29 nov – 5 dic 2026');
    expect(weekRange('2026-12-27', '2027-01-02', 'es')).to.equal('27 dic 2026 – 2 ene 2027');
    expect(weekRange('2026-11-22', '2026-11-28', 'es')).to.equal('22–28 nov 2026');
    expect(timeLabel(9 * 60, 'es')).to.not.match(/[\u2009\u202f]/);
  });
});
