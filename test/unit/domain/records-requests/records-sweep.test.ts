import { expect } from 'chai';
import { sweepDecision } from '../../../../server/domain/records-requests/records-sweep.ts';
import { recordsCharge } from '../../../../contracts/records-requests.ts';
import { lookupHash, tokenHash, uploadToken } from '../../../../server/domain/records-requests/upload-token.ts';

const DAY = 86_400_000;
const sentAt = new Date('2026-11-01T10:00:00Z');
const at = (days: number, ms = 0) => new Date(sentAt.getTime() + days * DAY + ms);

describe('records requests: the link\'s clock (sweepDecision)', () => {
  const table: Array<[string, number, number, ReturnType<typeof sweepDecision>]> = [
    ['a day in', 1, 0, { kind: 'none' }],
    ['a second before day 3', 3, 0, { kind: 'none' }],
    ['day 3 exactly', 3, 0, { kind: 'remind', reminder: 1 }],
    ['day 3, already reminded', 3, 1, { kind: 'none' }],
    ['day 7, one reminder out', 7, 1, { kind: 'remind', reminder: 2 }],
    ['day 8, none out (a missed pass): one now', 8, 0, { kind: 'remind', reminder: 1 }],
    ['day 8, both out', 8, 2, { kind: 'none' }],
    ['a second before day 30', 30, 2, { kind: 'none' }],
    ['day 30 exactly', 30, 2, { kind: 'expire' }],
    ['day 45, never reminded', 45, 0, { kind: 'expire' }],
  ];
  for (const [name, days, reminders, expected] of table) {
    it(name, () => {
      const offset = name.startsWith('a second before') ? -1000 : 0;
      expect(sweepDecision({ sentAt, remindersSent: reminders, now: at(days, offset) })).to.deep.equal(expected);
    });
  }
});

describe('records requests: the charge (recordsCharge)', () => {
  const table: Array<[number, number, { free: number; paid: number; cents: number }]> = [
    [0, 1, { free: 1, paid: 0, cents: 0 }],
    [0, 4, { free: 4, paid: 0, cents: 0 }],
    [0, 6, { free: 4, paid: 2, cents: 5_000 }],
    [3, 2, { free: 1, paid: 1, cents: 2_500 }],
    [4, 1, { free: 0, paid: 1, cents: 2_500 }],
    [9, 3, { free: 0, paid: 3, cents: 7_500 }],
  ];
  for (const [used, vets, expected] of table) {
    it(`${used} used, ${vets} asked`, () => expect(recordsCharge(used, vets)).to.deep.equal(expected));
  }
});

describe('records requests: upload tokens', () => {
  it('derives the same token from a nonce with the secret, and another without it', () => {
    expect(uploadToken('s1', 'nonce')).to.equal(uploadToken('s1', 'nonce'));
    expect(uploadToken('s2', 'nonce')).to.not.equal(uploadToken('s1', 'nonce'));
  });
  it('looks up only well-formed tokens, by their hash', () => {
    const token = uploadToken('s1', 'nonce');
    expect(lookupHash(token)).to.equal(tokenHash(token));
    for (const bad of ['', 'short', `${token}x`, `${token.slice(0, -1)}.`, 42, null]) expect(lookupHash(bad)).to.equal(null);
  });
});
