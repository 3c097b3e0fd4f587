import { expect } from 'chai';
import { houseVisitOffers } from '../../../../server/domain/orders/house-visit-slots.ts';
import { planTerm } from '../../../../server/domain/orders/house-call-plan.ts';

const zone = 'America/New_York';
// Monday 30 November 2026, 08:00 in New York (13:00 UTC).
const now = new Date('2026-11-30T13:00:00Z');
const yearFrom = new Date('2026-06-01T00:00:00Z');
const yearUntil = new Date('2027-06-01T00:00:00Z');
const iso = (d: Date[]) => d.map((x) => x.toISOString());

describe('house-call package: the times offered (houseVisitOffers)', () => {
  it('offers the practice\'s hours in its zone, from 24 hours ahead', () => {
    const offers = iso(houseVisitOffers({ zone, now, from: yearFrom, until: yearUntil, taken: [] }));
    // Tomorrow 09:00 New York is 14:00 UTC, 25 hours ahead; today's hours are inside the lead time.
    expect(offers[0]).to.equal('2026-12-01T14:00:00.000Z');
    expect(offers).to.not.include('2026-11-30T14:00:00.000Z');
    expect(offers.slice(0, 7)).to.deep.equal(['14', '15', '16', '18', '19', '20', '21'].map((h) => `2026-12-01T${h}:00:00.000Z`));
  });

  it('keeps the lead time to the minute: 24 hours before a start is still offered, a minute less is not', () => {
    const at = new Date('2026-12-01T14:00:00Z');
    expect(iso(houseVisitOffers({ zone, now: new Date(at.getTime() - 24 * 3_600_000), from: yearFrom, until: yearUntil, taken: [] }))).to.include(at.toISOString());
    expect(iso(houseVisitOffers({ zone, now: new Date(at.getTime() - 24 * 3_600_000 + 60_000), from: yearFrom, until: yearUntil, taken: [] }))).to.not.include(at.toISOString());
  });

  it('follows the zone across the end of daylight saving time', () => {
    // 1 November 2026: New York moves from UTC-4 to UTC-5; 9:00 is 13:00 UTC before and 14:00 UTC after.
    const offers = iso(houseVisitOffers({ zone, now: new Date('2026-10-30T12:00:00Z'), from: yearFrom, until: yearUntil, taken: [] }));
    expect(offers).to.include('2026-10-31T13:00:00.000Z').and.include('2026-11-02T14:00:00.000Z');
  });

  it('leaves each booked visit and the 30 minutes of travel after it free, on both sides', () => {
    const taken = [{ startsAt: new Date('2026-12-01T15:00:00Z'), minutes: 60, travelMinutes: 30 }];
    const offers = iso(houseVisitOffers({ zone, now, from: yearFrom, until: yearUntil, taken }));
    // 14:00 would end at 15:00 with its travel running to 15:30: refused; 15:00 is taken; 16:00 starts inside the travel.
    expect(offers).to.not.include.members(['2026-12-01T14:00:00.000Z', '2026-12-01T15:00:00.000Z', '2026-12-01T16:00:00.000Z']);
    expect(offers).to.include('2026-12-01T18:00:00.000Z');
  });

  it('offers nothing outside the package\'s year', () => {
    expect(houseVisitOffers({ zone, now, from: yearFrom, until: new Date('2026-12-01T15:00:00Z'), taken: [] }).map((d) => d.toISOString()))
      .to.deep.equal(['2026-12-01T14:00:00.000Z']);
    expect(houseVisitOffers({ zone, now, from: new Date('2027-01-01T00:00:00Z'), until: yearUntil, taken: [] })).to.deep.equal([]);
  });
});

describe('house-call package: its year (planTerm)', () => {
  it('runs twelve calendar months from the payment', () => {
    expect(planTerm(new Date('2026-02-28T10:00:00Z')).until.toISOString()).to.equal('2027-02-28T10:00:00.000Z');
    expect(planTerm(new Date('2028-02-29T10:00:00Z')).until.toISOString()).to.equal('2029-02-28T10:00:00.000Z');
  });
});
