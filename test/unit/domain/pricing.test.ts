import { expect } from 'chai';
import { discountedCents, planApplies, type PlanTerms } from '../../../server/domain/payments/pricing.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const plan = (terms: Partial<PlanTerms> = {}): PlanTerms => ({
  offers: { percent_off: 10 }, expires_at: null, max_uses: null, uses: 0, per_user_limit: null, product_ids: null, ...terms,
});

describe('planApplies (may this plan be used now, for this product, by this customer)', () => {
  const table: Array<[string, PlanTerms, number | undefined, boolean]> = [
    // [case, plan, the customer's uses so far (undefined: customer not known yet), applies?]
    ['no limits', plan(), 7, true],
    ['expired a second ago', plan({ expires_at: new Date(NOW.getTime() - 1000) }), 0, false],
    ['expiring exactly now', plan({ expires_at: NOW }), 0, false],
    ['expiring later', plan({ expires_at: new Date(NOW.getTime() + 1000) }), 0, true],
    ['max_uses reached', plan({ max_uses: 5, uses: 5 }), 0, false],
    ['under max_uses', plan({ max_uses: 5, uses: 4 }), 0, true],
    ['once per customer, unused', plan({ per_user_limit: 1 }), 0, true],
    ['once per customer, used', plan({ per_user_limit: 1 }), 1, false],
    ['twice per customer, used once', plan({ per_user_limit: 2 }), 1, true],
    ['twice per customer, used twice', plan({ per_user_limit: 2 }), 2, false],
    ['once per customer, customer not known yet', plan({ per_user_limit: 1 }), undefined, true],
    ['per customer left, but max_uses reached', plan({ per_user_limit: 3, max_uses: 1, uses: 1 }), 0, false],
    ['another product', plan({ product_ids: [2000] }), 0, false],
  ];
  for (const [name, terms, uses, applies] of table) {
    it(`${name} -> ${applies}`, () => expect(planApplies(terms, 4000, NOW, uses)).to.equal(applies));
  }
});

describe('discountedCents', () => {
  it('takes a percentage and a fixed amount off, never below zero', () => {
    expect(discountedCents(4000, { percent_off: 10 })).to.equal(3600);
    expect(discountedCents(4000, { amount_off: 5 })).to.equal(3500);
    expect(discountedCents(4000, { percent_off: 50, amount_off: 5 })).to.equal(1500);
    expect(discountedCents(400, { amount_off: 5 })).to.equal(0);
  });
});
