import { expect } from 'chai';
import { checkoutOrder } from '../../../../server/domain/bookings/checkout-order.ts';
import { NO_LISTING } from '../../../../contracts/listings.ts';
import { SELECT_SLOT } from '../../../../contracts/bookings.ts';
import { cardErrors, EMPTY_CARD } from '../../../../client/islands/booking-wizard/card-rules.ts';
import { CARD_EXPIRED, cardExpiryPast } from '../../../../contracts/payments.ts';
import type { PublicListing } from '../../../../server/domain/listings/public-listings.ts';

const LISTINGS: PublicListing[] = [{
  id: 7, title: 'Happy Paws', line1: 'Dr. Vera Vet', address: null,
  consultations: [{ type: 'video', duration: 30, price: 25 }, { type: 'clinic', duration: 30, price: 60 }], cancellationHours: 24,
}];
const link = (extra: Record<string, string> = {}) => ({
  vendorServiceId: '7', type: 'video', for_ts: '2026-12-01T15:00:00.000Z', listingTZ: 'America/New_York', price: '1', ...extra,
});

describe('checkoutOrder (the vet list link read against the listings)', () => {
  it("takes the price from the listing's consultation, never from the link", () => {
    expect(checkoutOrder(link(), LISTINGS)).to.deep.equal({
      listingId: 7, title: 'Happy Paws', line1: 'Dr. Vera Vet', type: 'video', slot: '2026-12-01T15:00:00.000Z',
      timezone: 'America/New_York', price: 25, productId: 4000, cancellationHours: 24,
    });
    expect(checkoutOrder(link({ type: 'clinic' }), LISTINGS)).to.include({ price: 60, productId: 2000 });
  });
  const bad: Array<[string, Record<string, string>, string]> = [
    ['an unknown listing', { vendorServiceId: '8' }, NO_LISTING],
    ['a type the listing does not offer', { type: 'phone' }, NO_LISTING],
    ['a made-up type', { type: 'ferry' }, NO_LISTING],
    ['a missing time', { for_ts: '' }, SELECT_SLOT],
    ['a garbled time', { for_ts: 'soon' }, SELECT_SLOT],
  ];
  for (const [name, extra, error] of bad) {
    it(`answers ${error} for ${name}`, () => expect(checkoutOrder(link(extra), LISTINGS)).to.deep.equal({ error }));
  }
  it('falls back to UTC for an unknown zone', () => {
    expect(checkoutOrder(link({ listingTZ: 'Mars/Olympus' }), LISTINGS)).to.include({ timezone: 'UTC' });
  });
});

describe('cardErrors (the card form, before the server checks again)', () => {
  const NOW = new Date('2026-06-15T12:00:00Z');
  const good = { name: 'Olive Owner', cardNumber: '4242 4242 4242 4242', expDt: '2030-01', ccv: '123' };
  it('accepts a complete card', () => expect(cardErrors(good, 25, NOW)).to.deep.equal({}));
  it('skips validation when nothing is charged', () => expect(cardErrors(EMPTY_CARD, 0, NOW)).to.deep.equal({}));
  it('skips validation of an expired card when nothing is charged', () => {
    expect(cardErrors({ ...good, expDt: '2020-01' }, 0, NOW)).to.deep.equal({});
  });
  const cases: Array<[string, Partial<typeof good>, string]> = [
    ['name', { name: ' ' }, 'Please enter the name on the card'],
    ['cardNumber', { cardNumber: '424242424242' }, 'Please enter a valid card number (13 to 16 digits)'],
    ['cardNumber', { cardNumber: '42424242424242424' }, 'Please enter a valid card number (13 to 16 digits)'],
    ['cardNumber', { cardNumber: '4242abcd42424242' }, 'Please enter a valid card number (13 to 16 digits)'],
    ['expDt', { expDt: '' }, 'Please enter the expiry month'],
    ['expDt', { expDt: '2030-13' }, 'Please enter the expiry month'],
    ['expDt', { expDt: '2020-01' }, CARD_EXPIRED],
    ['expDt', { expDt: '2026-05' }, CARD_EXPIRED],
    ['ccv', { ccv: '12' }, 'Please enter a valid security code (3 or 4 digits)'],
    ['ccv', { ccv: '12345' }, 'Please enter a valid security code (3 or 4 digits)'],
  ];
  for (const [field, change, message] of cases) {
    it(`${field} ${JSON.stringify(change)} -> ${message}`, () => expect(cardErrors({ ...good, ...change }, 25, NOW)).to.deep.equal({ [field]: message }));
  }
  it('accepts 13-digit numbers and 4-digit codes', () => {
    expect(cardErrors({ ...good, cardNumber: '4222222222222', ccv: '1234' }, 25, NOW)).to.deep.equal({});
  });
  it('accepts a card expiring this month', () => expect(cardErrors({ ...good, expDt: '2026-06' }, 25, NOW)).to.deep.equal({}));
});

describe('cardExpiryPast (a card is good through its expiry month, wherever the payer is)', () => {
  const table: Array<[string, string, boolean]> = [
    // [now (UTC), expiry, past?]
    ['2026-06-15T12:00:00Z', '2026-06', false],
    ['2026-06-15T12:00:00Z', '2026-07', false],
    ['2026-06-15T12:00:00Z', '2027-01', false],
    ['2026-06-15T12:00:00Z', '2026-05', true],
    ['2026-06-15T12:00:00Z', '2025-12', true],
    ['2026-06-15T12:00:00Z', '2020-01', true],
    // January ends everywhere at 12:00 UTC on 1 February (midnight in UTC-12).
    ['2026-02-01T11:59:59Z', '2026-01', false],
    ['2026-02-01T12:00:00Z', '2026-01', true],
    // Across a year: December is still running somewhere on the morning of 1 January.
    ['2027-01-01T06:00:00Z', '2026-12', false],
    ['2027-01-01T12:00:00Z', '2026-12', true],
    // Not a month: the required-field rule answers for these.
    ['2026-06-15T12:00:00Z', '', false],
    ['2026-06-15T12:00:00Z', '2020-13', false],
    ['2026-06-15T12:00:00Z', '01/20', false],
  ];
  for (const [now, expiry, past] of table) {
    it(`${JSON.stringify(expiry)} at ${now} -> ${past ? 'expired' : 'not expired'}`, () => {
      expect(cardExpiryPast(expiry, new Date(now))).to.equal(past);
    });
  }
});
