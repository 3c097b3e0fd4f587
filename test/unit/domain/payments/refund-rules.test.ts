import { expect } from 'chai';
import { orderRefundDecision, refundDecision } from '../../../../server/domain/payments/refund-rules.ts';

const SLOT = new Date('2026-03-10T15:00:00Z');
const before = (hours: number) => new Date(SLOT.getTime() - hours * 3_600_000);

describe('cancellation policy (pure)', () => {
  const table: Array<[string, 'user' | 'vendor', number, number, number, 'full' | 'none']> = [
    ['an owner well ahead of the window', 'user', 72, 24, 6000, 'full'],
    ['an owner exactly at the window', 'user', 24, 24, 6000, 'full'],
    ['an owner a minute inside the window', 'user', 24 - 1 / 60, 24, 6000, 'none'],
    ['an owner an hour before', 'user', 1, 24, 6000, 'none'],
    ['an owner with a zero window, a minute before', 'user', 1 / 60, 0, 6000, 'full'],
    ['the practice inside the window', 'vendor', 1, 24, 6000, 'full'],
    ['the practice well ahead', 'vendor', 72, 24, 6000, 'full'],
    ['nothing paid', 'vendor', 72, 24, 0, 'none'],
  ];
  for (const [name, by, hoursBefore, windowHours, paidCents, expected] of table) {
    it(`${name}: ${expected}`, () => {
      expect(refundDecision({ by, slot: SLOT, now: before(hoursBefore), windowHours, paidCents })).to.equal(expected);
    });
  }
});

describe('order refund policy (pure)', () => {
  const paidAt = new Date('2026-11-01T12:00:00Z');
  const at = (days: number, hours = 0) => new Date(paidAt.getTime() + days * 86_400_000 + hours * 3_600_000);
  const table: Array<[string, Date, Date | null, 'full' | 'expired' | 'used']> = [
    ['the same day, unused', at(0, 1), null, 'full'],
    ['on day 29', at(29), null, 'full'],
    ['exactly 30 days after payment (the boundary counts as in time)', at(30), null, 'full'],
    ['an hour past the 30 days', at(30, 1), null, 'expired'],
    ['a year later', at(365), null, 'expired'],
    ['used the day after payment, canceled on day 2', at(2), at(1), 'used'],
    ['used and late: used wins (it says why)', at(40), at(1), 'used'],
    ['a visit planned for later does not count yet', at(2), at(10), 'full'],
  ];
  for (const [name, now, usedAt, answer] of table) {
    it(name, () => expect(orderRefundDecision({ paidAt, usedAt, now, windowDays: 30 })).to.equal(answer));
  }
});
