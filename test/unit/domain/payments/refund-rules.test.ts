import { expect } from 'chai';
import { refundDecision } from '../../../../server/domain/payments/refund-rules.ts';

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
