import { expect } from 'chai';
import { leadTimeWords } from '../../../../server/domain/reminders/reminder-messages.ts';

const START = new Date('2026-03-10T12:00:00Z');
const before = (minutes: number) => new Date(START.getTime() - minutes * 60_000);

describe('reminder lead time (the real time left, from now to the start)', () => {
  const table: Array<[number, string]> = [
    [0, 'now'], [0.4, 'now'], [1, 'in 1 minute'], [2, 'in 2 minutes'], [14, 'in 14 minutes'], [16, 'in 15 minutes'],
    [45, 'in 45 minutes'], [57, 'in 55 minutes'], [58, 'in 1 hour'], [59, 'in 1 hour'], [60, 'in 1 hour'], [62, 'in 1 hour'],
    [63, 'in 1 hour 5 minutes'], [90, 'in 1 hour 30 minutes'], [118, 'in 2 hours'], [120, 'in 2 hours'], [150, 'in 3 hours'],
    [12 * 60, 'in 12 hours'], [12 * 60 + 29, 'in 12 hours'], [12 * 60 + 31, 'in 13 hours'], [21 * 60 + 29, 'in 21 hours'],
    [22 * 60, 'in 1 day'], [23 * 60, 'in 1 day'], [24 * 60, 'in 1 day'], [26 * 60, 'in 1 day'], [26 * 60 + 30, 'in 27 hours'],
    [30 * 60, 'in 30 hours'], [36 * 60, 'in 36 hours'], [47 * 60, 'in 2 days'], [49 * 60, 'in 2 days'], [60 * 60, 'in 60 hours'],
    [71 * 60, 'in 3 days'], [84 * 60, 'in 4 days'], [168 * 60, 'in 7 days'],
  ];
  for (const [minutes, words] of table) {
    it(`${minutes} minutes ahead: "${words}"`, () => {
      expect(leadTimeWords(before(minutes), START)).to.equal(words);
    });
  }

  it('a reminder 12 hours ahead says so, never "in 1 day"', () => {
    expect(leadTimeWords(before(12 * 60), START)).to.equal('in 12 hours');
  });
});
