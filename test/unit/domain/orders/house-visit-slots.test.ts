import { expect } from 'chai';
import { houseVisitOffers } from '../../../../server/domain/orders/house-visit-slots.ts';
import { planTerm } from '../../../../server/domain/orders/house-call-plan.ts';

// Monday 30 November 2026, 08:00 in New York (13:00 UTC).
const now = new Date('2026-11-30T13:00:00Z');
const yearFrom = new Date('2026-06-01T00:00:00Z');
const yearUntil = new Date('2027-06-01T00:00:00Z');
const iso = (d: Date[]) => d.map((x) => x.toISOString());
const HOUR = 3_600_000;
/** The slot engine's starts as it would give them: every hour from 14:00 to 21:00 UTC (9:00-16:00 New York) of `days` days from 30 November. */
function engineStarts(days = 16): number[] {
  const out: number[] = [];
  for (let d = 0; d < days; d++) for (let h = 14; h <= 21; h++) out.push(Date.UTC(2026, 10, 30 + d, h));
  return out;
}
const offers = (over: Partial<Parameters<typeof houseVisitOffers>[0]> = {}) =>
  iso(houseVisitOffers({ starts: engineStarts(), now, from: yearFrom, until: yearUntil, taken: [], ...over }));

describe('house-call package: the times offered (houseVisitOffers, over the slot engine\'s starts)', () => {
  it('offers the engine\'s starts from 24 hours ahead, in order, once each', () => {
    const all = offers({ starts: [...engineStarts()].reverse().concat(engineStarts()) });
    // Tomorrow 09:00 New York is 14:00 UTC, 25 hours ahead; today's starts are inside the lead time.
    expect(all[0]).to.equal('2026-12-01T14:00:00.000Z');
    expect(all).to.not.include('2026-11-30T14:00:00.000Z');
    expect(all.slice(0, 8)).to.deep.equal(['14', '15', '16', '17', '18', '19', '20', '21'].map((h) => `2026-12-01T${h}:00:00.000Z`));
    expect(new Set(all).size).to.equal(all.length);
  });

  it('keeps the lead time to the minute: 24 hours before a start is still offered, a minute less is not', () => {
    const at = new Date('2026-12-01T14:00:00Z');
    expect(offers({ now: new Date(at.getTime() - 24 * HOUR) })).to.include(at.toISOString());
    expect(offers({ now: new Date(at.getTime() - 24 * HOUR + 60_000) })).to.not.include(at.toISOString());
  });

  it('offers no further ahead than the offer window (14 days and the day it ends)', () => {
    const all = offers();
    expect(all).to.include('2026-12-14T21:00:00.000Z');
    expect(all).to.not.include('2026-12-15T14:00:00.000Z');
  });

  it('leaves each booked visit or appointment and the 30 minutes of travel after this one free, on both sides', () => {
    const taken = [{ startsAt: new Date('2026-12-01T16:00:00Z'), minutes: 60, travelMinutes: 30 }];
    const all = offers({ taken });
    // 15:00 would end at 16:00 with its travel running to 16:30: refused; 16:00 is taken; 17:00 starts inside the visit's travel.
    expect(all).to.not.include.members(['2026-12-01T15:00:00.000Z']);
    expect(all).to.not.include('2026-12-01T16:00:00.000Z');
    expect(all).to.not.include('2026-12-01T17:00:00.000Z');
    expect(all).to.include('2026-12-01T14:00:00.000Z').and.include('2026-12-01T18:00:00.000Z');
    // A clinic appointment of the listing (no travel of its own) still needs this visit's travel kept before it.
    const clinic = offers({ taken: [{ startsAt: new Date('2026-12-02T15:15:00Z'), minutes: 30, travelMinutes: 0 }] });
    expect(clinic).to.not.include('2026-12-02T14:00:00.000Z');
    expect(clinic).to.include('2026-12-02T16:00:00.000Z');
  });

  it('offers nothing outside the package\'s year', () => {
    expect(offers({ until: new Date('2026-12-01T15:00:00Z') })).to.deep.equal(['2026-12-01T14:00:00.000Z']);
    expect(offers({ from: new Date('2027-01-01T00:00:00Z') })).to.deep.equal([]);
  });
});

describe('house-call package: its year (planTerm)', () => {
  it('runs twelve calendar months from the payment', () => {
    expect(planTerm(new Date('2026-02-28T10:00:00Z')).until.toISOString()).to.equal('2027-02-28T10:00:00.000Z');
    expect(planTerm(new Date('2028-02-29T10:00:00Z')).until.toISOString()).to.equal('2029-02-28T10:00:00.000Z');
  });
});
