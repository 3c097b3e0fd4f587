import { expect } from 'chai';
import { checkoutOrder, NO_LISTING, SELECT_SLOT } from '../../../server/domain/bookings/checkout-order.ts';
import { cardErrors, EMPTY_CARD } from '../../../client/islands/booking-wizard/card-rules.ts';
import type { PublicListing } from '../../../server/domain/listings/public-listings.ts';

const LISTINGS: PublicListing[] = [{
  id: 7, title: 'Happy Paws', line1: 'Dr. Vera Vet', address: null,
  consultations: [{ type: 'video', duration: 30, price: 25 }, { type: 'clinic', duration: 30, price: 60 }],
}];
const link = (extra: Record<string, string> = {}) => ({
  vendorServiceId: '7', type: 'video', for_ts: '2026-12-01T15:00:00.000Z', listingTZ: 'America/New_York', price: '1', ...extra,
});

describe('checkoutOrder (the vet list link read against the listings)', () => {
  it("takes the price from the listing's consultation, never from the link", () => {
    expect(checkoutOrder(link(), LISTINGS)).to.deep.equal({
      listingId: 7, title: 'Happy Paws', line1: 'Dr. Vera Vet', type: 'video', slot: '2026-12-01T15:00:00.000Z',
      timezone: 'America/New_York', price: 25, productId: 4000,
    });
    expect(checkoutOrder(link({ type: 'clinic' }), LISTINGS)).to.include({ price: 60, productId: 2000 });
  });
  const bad: Array<[string, Record<string, string>, string]> = [
    ['an unknown listing', { vendorServiceId: '8' }, NO_LISTING],
    ['a type the listing does not offer', { type: 'phone' }, NO_LISTING],
    ['a made-up type', { type: 'house' }, NO_LISTING],
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
  const good = { name: 'Olive Owner', cardNumber: '4242 4242 4242 4242', expDt: '2030-01', ccv: '123' };
  it('accepts a complete card', () => expect(cardErrors(good, 25)).to.deep.equal({}));
  it('skips validation when nothing is charged', () => expect(cardErrors(EMPTY_CARD, 0)).to.deep.equal({}));
  const cases: Array<[string, Partial<typeof good>, string]> = [
    ['name', { name: ' ' }, 'Please enter the name on the card'],
    ['cardNumber', { cardNumber: '424242424242' }, 'Please enter a valid card number (13 to 16 digits)'],
    ['cardNumber', { cardNumber: '42424242424242424' }, 'Please enter a valid card number (13 to 16 digits)'],
    ['cardNumber', { cardNumber: '4242abcd42424242' }, 'Please enter a valid card number (13 to 16 digits)'],
    ['expDt', { expDt: '' }, 'Please enter the expiry month'],
    ['expDt', { expDt: '2030-13' }, 'Please enter the expiry month'],
    ['ccv', { ccv: '12' }, 'Please enter a valid security code (3 or 4 digits)'],
    ['ccv', { ccv: '12345' }, 'Please enter a valid security code (3 or 4 digits)'],
  ];
  for (const [field, change, message] of cases) {
    it(`${field} ${JSON.stringify(change)} -> ${message}`, () => expect(cardErrors({ ...good, ...change }, 25)).to.deep.equal({ [field]: message }));
  }
  it('accepts 13-digit numbers and 4-digit codes', () => {
    expect(cardErrors({ ...good, cardNumber: '4222222222222', ccv: '1234' }, 25)).to.deep.equal({});
  });
});
