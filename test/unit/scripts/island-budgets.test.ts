import { expect } from 'chai';
import { DEFAULT_BUDGET_KB, ISLAND_BUDGETS_KB } from '../../../scripts/island-budgets.ts';

/** The islands a visitor can meet before signing in (issue 28's list). */
const PUBLIC_ISLANDS = ['vet-list', 'booking-wizard', 'checkout', 'order-form', 'shelter-form', 'health-assessment', 'need-finder', 'video-countdown'];

describe('island budgets', () => {
  it('hold every island a visitor meets before signing in to 80 kB, and every other to 100 kB, by default or as a target', () => {
    expect(DEFAULT_BUDGET_KB).to.be.at.most(100);
    for (const island of PUBLIC_ISLANDS) {
      const entry = ISLAND_BUDGETS_KB[island];
      expect(entry, island).to.not.equal(undefined);
      expect(Math.min(entry.budget, entry.target ?? Infinity), island).to.be.at.most(80);
    }
    for (const [island, entry] of Object.entries(ISLAND_BUDGETS_KB)) {
      expect(Math.min(entry.budget, entry.target ?? Infinity), island).to.be.at.most(100);
    }
  });

  it('allow no island more than its target: every island has reached it', () => {
    for (const [island, entry] of Object.entries(ISLAND_BUDGETS_KB)) {
      expect(entry.budget, island).to.be.at.most(entry.target ?? DEFAULT_BUDGET_KB);
      expect(entry.budget, island).to.be.at.most(PUBLIC_ISLANDS.includes(island) ? 80 : DEFAULT_BUDGET_KB);
    }
  });
});
