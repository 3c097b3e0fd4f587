import { expect } from 'chai';
import { fitsEntry, holdExpiry, pickOffers, type LineEntry } from '../../../../server/domain/waitlist/waitlist-rules.ts';

const NY = 'America/New_York';
/** An instant from New York wall-clock time. */
const ny = (local: string) => Date.parse(new Date(`${local}:00-05:00`).toISOString());
const MON_10 = ny('2026-12-07T10:00'); // a Monday
const entry = (over: Partial<LineEntry> = {}): LineEntry => ({ id: 1, userId: 100, type: 'clinic', days: [], windows: [], beforeSlot: null, ...over });

describe('waitlist rules', () => {
  describe('fitsEntry', () => {
    const cases: Array<[string, Partial<LineEntry>, number, boolean]> = [
      ['any day, any time', {}, MON_10, true],
      ['its day', { days: ['Mon'] }, MON_10, true],
      ['another day', { days: ['Tue', 'Wed'] }, MON_10, false],
      ['inside a window', { windows: [{ from: '09:00', to: '11:00' }] }, MON_10, true],
      ['at a window\'s start', { windows: [{ from: '10:00', to: '10:30' }] }, MON_10, true],
      ['at a window\'s end (exclusive)', { windows: [{ from: '09:00', to: '10:00' }] }, MON_10, false],
      ['in the second window', { windows: [{ from: '08:00', to: '09:00' }, { from: '10:00', to: '12:00' }] }, MON_10, true],
      ['day and window both', { days: ['Mon'], windows: [{ from: '14:00', to: '16:00' }] }, MON_10, false],
      ['before the booking', { beforeSlot: MON_10 + 60_000 }, MON_10, true],
      ['at the booking (not earlier)', { beforeSlot: MON_10 }, MON_10, false],
    ];
    for (const [name, over, at, fits] of cases) {
      it(`${name}: ${fits}`, () => expect(fitsEntry(entry(over), at, NY)).to.equal(fits));
    }

    it('reads the weekday and hour in the listing\'s zone, not UTC', () => {
      // 21:00 on Monday in New York is Tuesday 02:00 UTC.
      const late = ny('2026-12-07T21:00');
      expect(fitsEntry(entry({ days: ['Mon'], windows: [{ from: '20:00', to: '22:00' }] }), late, NY)).to.equal(true);
      expect(fitsEntry(entry({ days: ['Tue'] }), late, NY)).to.equal(false);
      expect(fitsEntry(entry({ days: ['Tue'], windows: [{ from: '02:00', to: '03:00' }] }), late, 'UTC')).to.equal(true);
    });
  });

  it('holds for 15 minutes', () => {
    expect(holdExpiry(new Date('2026-12-07T15:00:00Z')).toISOString()).to.equal('2026-12-07T15:15:00.000Z');
  });

  describe('pickOffers', () => {
    const base = { durations: { clinic: 30, video: 20 }, offered: new Set<string>(), holding: new Set<number>(), timezone: NY };

    it('offers the earliest fitting start to the first in line, the next fitting start to the next', () => {
      const line = [entry({ id: 1, userId: 1 }), entry({ id: 2, userId: 2 })];
      const picks = pickOffers({ ...base, line, free: { clinic: [MON_10, MON_10 + 1_800_000] } });
      expect(picks.map((p) => [p.entryId, p.at])).to.deep.equal([[1, MON_10], [2, MON_10 + 1_800_000]]);
    });

    it('skips an entry holding a time, and one that does not fit, keeping the line\'s order', () => {
      const line = [entry({ id: 1 }), entry({ id: 2, days: ['Fri'] }), entry({ id: 3 })];
      const picks = pickOffers({ ...base, line, holding: new Set([1]), free: { clinic: [MON_10] } });
      expect(picks.map((p) => p.entryId)).to.deep.equal([3]);
    });

    it('never offers an entry a start it was offered before (declined or run out): it passes to the next', () => {
      const line = [entry({ id: 1 }), entry({ id: 2 })];
      const picks = pickOffers({ ...base, line, offered: new Set([`1:${MON_10}`]), free: { clinic: [MON_10] } });
      expect(picks.map((p) => [p.entryId, p.at])).to.deep.equal([[2, MON_10]]);
    });

    it('gives overlapping times of two types to one entry only (a listing\'s time is shared)', () => {
      const line = [entry({ id: 1, type: 'video' }), entry({ id: 2, type: 'clinic' })];
      const picks = pickOffers({ ...base, line, free: { video: [MON_10], clinic: [MON_10, MON_10 + 1_800_000] } });
      expect(picks.map((p) => [p.entryId, p.at, p.duration])).to.deep.equal([[1, MON_10, 20], [2, MON_10 + 1_800_000, 30]]);
    });

    it('offers nothing for a type the listing no longer offers', () => {
      expect(pickOffers({ ...base, durations: {}, line: [entry()], free: { clinic: [MON_10] } })).to.deep.equal([]);
    });
  });
});
