import { expect } from 'chai';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { PaymentStep, PROVIDER_LOADING } from '../../../client/islands/booking-wizard/payment-step.tsx';
import { captureProviderOrder, startProviderOrder } from '../../../client/islands/booking-wizard/provider-api.ts';
import { carriesCardFields, PROVIDER_CAPTURE_PATH, PROVIDER_ORDER_PATH } from '../../../contracts/payment-provider.ts';
import { BookingWordsContext } from '../../../client/islands/booking-wizard/words.tsx';
import { bookingWords } from '../../../views/pages/bookings/booking-words.ts';

// The step says the words its page gives the island (English here).
const step = (extra: Record<string, unknown>) => renderToString(createElement(BookingWordsContext.Provider, { value: bookingWords('en') },
  createElement(PaymentStep, { price: 40, productId: 2000, userId: 1, canWaive: false, payload: () => null, onPaid: () => undefined, ...extra })));

describe('the payment step with and without PayPal', () => {
  it('renders the local card form without a PayPal client id, and PayPal\'s (lazily loaded) fields instead of it with one', () => {
    const local = step({});
    expect(local).to.include('id="card-cardNumber"').and.include('id="card-ccv"').and.include('type="submit"');
    const paypal = step({ paypalClientId: 'public-client-id' });
    expect(paypal).to.include(PROVIDER_LOADING).and.include('data-testid="provider-payment"');
    expect(paypal).to.not.include('card-cardNumber');
    expect(paypal).to.not.include('card-ccv');
    expect(paypal).to.not.include('type="submit"');
  });

  it('keeps the plain confirm button when nothing is charged (a waiver), PayPal or not', () => {
    // The preview's total is the price here; a zero price stands for a waived or fully discounted booking.
    const free = step({ price: 0, paypalClientId: 'public-client-id' });
    expect(free).to.include('type="submit"').and.not.include(PROVIDER_LOADING).and.not.include('card-cardNumber');
  });
});

describe('the PayPal path\'s calls to our server', () => {
  const sent: Array<{ url: string; headers: Record<string, string>; body: unknown }> = [];
  const realFetch = globalThis.fetch;
  before(() => {
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
      const answer = url === PROVIDER_ORDER_PATH ? { orderID: 'ORDER-1' } : { result: 42 };
      return new Response(JSON.stringify(answer), { status: 201, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
  });
  after(() => { globalThis.fetch = realFetch; });

  it('sends the appointment and the approved order id, never a card field', async () => {
    const appointment = { paymentType: 300, vendor_listing_id: 7, type: 'video' as const, slot: '2030-01-01T15:00:00.000Z', info: { summary: 'Itchy ears' } };
    expect(await startProviderOrder(appointment, 'key-1')).to.deep.equal({ orderId: 'ORDER-1' });
    expect(await captureProviderOrder('ORDER-1')).to.deep.equal({ paidId: 42 });
    expect(sent.map((s) => s.url)).to.deep.equal([PROVIDER_ORDER_PATH, PROVIDER_CAPTURE_PATH]);
    expect(sent[0].headers['Idempotency-Key']).to.equal('key-1');
    expect(sent[1].body).to.deep.equal({ orderID: 'ORDER-1' });
    for (const { body } of sent) expect(carriesCardFields(body), JSON.stringify(body)).to.equal(false);
    expect(carriesCardFields({ ...appointment, paymentInfo: { cardNumber: '4242' } })).to.equal(true);
  });
});
