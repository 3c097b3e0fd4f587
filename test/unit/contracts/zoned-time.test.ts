import { expect } from 'chai';
import { tzOffset } from '@date-fns/tz';
import moment from 'moment-timezone';
import {
  addDays, daysBetween, isCalendarDate, localDate, startOfDate, wallTime, weekdayIndex, zonedInstant, zoneOffset,
} from '../../../contracts/zoned-time.ts';
import fs from 'node:fs';
import { formatZoned, zoneAbbreviationAt } from '../../../server/domain/reference/zone-format.ts';
import { abbreviationsModule, ABBREVIATIONS_FILE } from '../../../scripts/zone-aliases.ts';

const MINUTE = 60_000;
const ZONES = [
  'America/New_York', 'America/Los_Angeles', 'America/St_Johns', 'America/Santiago', 'America/Sao_Paulo', 'Europe/London',
  'Europe/Dublin', 'Europe/Paris', 'Europe/Moscow', 'Africa/Cairo', 'Asia/Kolkata', 'Asia/Kathmandu', 'Asia/Tokyo',
  'Australia/Lord_Howe', 'Australia/Sydney', 'Pacific/Chatham', 'Pacific/Kiritimati', 'UTC',
];

describe('zoned time (contracts/zoned-time.ts on @date-fns/tz)', () => {
  it("reads each instant's offset as @date-fns/tz does, every 23 minutes of a year, half-hour changes included", () => {
    const from = Date.parse('2026-01-01T00:00:00Z');
    let checked = 0;
    for (const zone of ['America/New_York', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns']) {
      for (let t = from; t < from + 366 * 86_400_000; t += 23 * MINUTE + 7_000) {
        expect(zoneOffset(zone, t), `${zone} ${new Date(t).toISOString()}`).to.equal(tzOffset(zone, new Date(t)));
        checked += 1;
      }
    }
    expect(checked).to.be.greaterThan(4 * 22_000);
  });

  it('reads an unknown zone as UTC', () => {
    expect(zoneOffset('Mars/Olympus_Mons', Date.parse('2026-07-01T12:00:00Z'))).to.equal(0);
    expect(localDate(Date.parse('2026-07-01T23:30:00Z'), 'Mars/Olympus_Mons')).to.equal('2026-07-01');
  });

  it('finds local dates, midnights and wall times as moment-timezone does, every 45 minutes of two weeks around each DST change', () => {
    let checked = 0;
    for (const zone of ZONES) {
      for (const start of ['2026-03-05', '2026-03-26', '2026-04-02', '2026-09-03', '2026-10-22', '2026-10-29']) {
        const from = Date.parse(`${start}T00:00:00Z`);
        for (let t = from; t < from + 7 * 86_400_000; t += 45 * MINUTE) {
          const m = moment.tz(t, zone);
          expect(localDate(t, zone), `${zone} ${t}`).to.equal(m.format('YYYY-MM-DD'));
          expect(wallTime(t, zone).minutes).to.equal(m.hours() * 60 + m.minutes());
          expect(startOfDate(localDate(t, zone), zone), `${zone} ${t}`).to.equal(m.clone().startOf('day').valueOf());
          checked += 1;
        }
      }
    }
    expect(checked).to.equal(ZONES.length * 6 * 224);
  });

  it('writes the tz database abbreviation moment-timezone wrote, across the year in every zone Intl knows', () => {
    const instants = Array.from({ length: 24 }, (_, i) => Date.parse('2026-01-01T06:00:00Z') + i * 15.3 * 86_400_000);
    let checked = 0;
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      if (!moment.tz.zone(zone)) continue;
      for (const at of instants) {
        // Both read the same offset (the zone data of Node's ICU and moment-timezone's agree there), then the same name.
        if (zoneOffset(zone, at) !== -moment.tz.zone(zone)!.utcOffset(at)) continue;
        expect(zoneAbbreviationAt(zone, at), `${zone} ${new Date(at).toISOString()}`).to.equal(moment.tz(at, zone).format('z'));
        checked += 1;
      }
    }
    expect(checked).to.be.greaterThan(8000);
  });

  it('keeps the abbreviations generated from the installed moment-timezone data (run npm run zones:aliases after updating it)', () => {
    expect(fs.readFileSync(ABBREVIATIONS_FILE, 'utf8')).to.equal(abbreviationsModule());
  });

  it('reads a renamed offset by the name it had at the instant', () => {
    // Edmonton's UTC-6 was daylight time ('MDT') until November 2026 and is 'CST' after, in the tz database.
    expect(zoneAbbreviationAt('America/Edmonton', Date.parse('2025-07-01T12:00:00Z'))).to.equal('MDT');
    // Moscow's UTC+4 was summer time ('MSD') until 2011, then standard time ('MSK') until 2014.
    expect(zoneAbbreviationAt('Europe/Moscow', Date.parse('2010-07-01T12:00:00Z'))).to.equal('MSD');
    expect(zoneAbbreviationAt('Europe/Moscow', Date.parse('2012-07-01T12:00:00Z'))).to.equal('MSK');
  });

  it('writes date-fns patterns in the zone, with its abbreviation when asked', () => {
    const at = Date.parse('2026-03-10T14:00:00Z');
    expect(formatZoned(at, 'Asia/Calcutta', "EEEE, MMMM d, yyyy 'at' h:mm a", true)).to.equal('Tuesday, March 10, 2026 at 7:30 PM IST');
    expect(formatZoned(new Date(at), 'Europe/London', 'EEE d MMM, h:mm a', true)).to.equal('Tue 10 Mar, 2:00 PM GMT');
    expect(formatZoned(at, 'America/New_York', 'EEE, MMM d, h:mm a')).to.equal('Tue, Mar 10, 10:00 AM');
    expect(formatZoned('2026-07-01T11:05:00Z', 'Nowhere/Town', 'h:mm a', true)).to.equal('11:05 AM UTC');
    expect(formatZoned(Number.NaN, 'UTC', 'h:mm a')).to.equal('Invalid date');
  });

  it('does calendar arithmetic on dates', () => {
    expect(addDays('2026-02-28', 1)).to.equal('2026-03-01');
    expect(addDays('2028-02-28', 1)).to.equal('2028-02-29');
    expect(addDays('2026-01-01', -1)).to.equal('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-03-31')).to.equal(30);
    expect(daysBetween('2026-03-31', '2026-03-01')).to.equal(-30);
    expect([weekdayIndex('2026-11-22'), weekdayIndex('2026-11-28')]).to.deep.equal([0, 6]);
    expect(['2026-02-28', '2028-02-29'].map(isCalendarDate)).to.deep.equal([true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '', null, 20260101].map(isCalendarDate)).to.deep.equal([false, false, false, false, false, false]);
    expect(Number.isNaN(zonedInstant('2026-02-30x', 0, 'UTC'))).to.equal(true);
  });
});
