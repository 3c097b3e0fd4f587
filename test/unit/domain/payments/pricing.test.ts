import { expect } from 'chai';
import { bookingListPrice, discountedCents, planApplies, type PlanTerms } from '../../../../server/domain/payments/pricing.ts';
import { dollars } from '../../../../contracts/products.ts';

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

describe('planApplies where it is used (who funds it, which clinics and listings)', () => {
  const X = { vendorId: 1, listingId: 11 };
  const Y = { vendorId: 2, listingId: 21 };
  const table: Array<[string, PlanTerms, typeof X | undefined, boolean]> = [
    // [case, plan, where (undefined: a preview naming no listing), applies?]
    ["Petcare's, everywhere", plan({ funded_by: 'marketplace' }), X, true],
    ["Petcare's, naming no place", plan({ funded_by: 'marketplace' }), undefined, true],
    ["clinic X's own, at X", plan({ funded_by: 'clinic', vendor_id: 1 }), X, true],
    ["clinic X's own, at Y: never cuts another clinic's price", plan({ funded_by: 'clinic', vendor_id: 1 }), Y, false],
    ["clinic X's own, naming no place", plan({ funded_by: 'clinic', vendor_id: 1 }), undefined, false],
    ["Petcare's, for clinic Y only, at X", plan({ vendor_ids: [2] }), X, false],
    ["Petcare's, for clinic Y only, at Y", plan({ vendor_ids: [2] }), Y, true],
    ["Petcare's, for listing 11 only, at X's listing 11", plan({ listing_ids: [11] }), X, true],
    ["Petcare's, for listing 11 only, at Y", plan({ listing_ids: [11] }), Y, false],
    ["Petcare's, for listing 11 only, naming no place", plan({ listing_ids: [11] }), undefined, false],
    ['an empty list means every one', plan({ vendor_ids: [], listing_ids: [] }), Y, true],
  ];
  for (const [name, terms, where, applies] of table) {
    it(`${name} -> ${applies}`, () => expect(planApplies(terms, 2000, NOW, 0, where)).to.equal(applies));
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

describe('bookingListPrice (which product a booking is sold as, at which price)', () => {
  const table: Array<[string, number | undefined, 'clinic' | 'video' | 'phone' | 'chat', number, number, { productId: number; listPriceCents: number } | null]> = [
    // [case, requested product, type, listing price ($), duration (minutes), answer]
    ['a video consultation at the listing price', undefined, 'video', 40, 20, { productId: 4000, listPriceCents: 4000 }],
    ['the e-Consultation on its terms, at the listing price', 8000, 'video', 25, 15, { productId: 8000, listPriceCents: 2500 }],
    ['the e-Consultation at its shortest, 10 minutes', 8000, 'video', 25, 10, { productId: 8000, listPriceCents: 2500 }],
    ['never a $55 video consultation sold at $25', 8000, 'video', 55, 20, null],
    ['never a 20-minute call at $25 either', 8000, 'video', 25, 20, null],
    ['never below its price', 8000, 'video', 15, 15, null],
    ['the e-Consultation is video only', 8000, 'phone', 25, 15, null],
    ['the same e-Consultation booked from the vet list: the same price', undefined, 'video', 25, 15, { productId: 4000, listPriceCents: 2500 }],
    ['a phone consultation at the listing price', undefined, 'phone', 30, 30, { productId: 5000, listPriceCents: 3000 }],
    ['another code books the listing\'s consultation', 4000, 'clinic', 60, 30, { productId: 2000, listPriceCents: 6000 }],
  ];
  for (const [name, requested, type, price, duration, answer] of table) {
    it(name, () => expect(bookingListPrice(requested, { type, price, duration })).to.deep.equal(answer));
  }
});

describe('dollars (copy form of a price)', () => {
  it('writes whole dollars without cents and anything else with them', () => {
    expect(dollars(2500)).to.equal('$25');
    expect(dollars(36000)).to.equal('$360');
    expect(dollars(2550)).to.equal('$25.50');
  });
});
