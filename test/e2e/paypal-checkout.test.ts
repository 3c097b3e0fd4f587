import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createHouseCallArea, createListing, createOrder, createUser, createVendor, EVERY_DAY } from '../factories/index.ts';
import { carriesCardFields, PROVIDER_ORDER_PATH, PROVIDER_UNAVAILABLE } from '../../contracts/payment-provider.ts';
import { logInThroughForm } from './browser.ts';
import { es } from '../../contracts/messages/es.ts';
import { expectCardStayedWithPayPal, FAKE_SDK, payPalSuite, standInPage, type SentRequest } from './paypal-sdk-stand-in.ts';

const CARD = '4111111111111111';
const address = { primaryPhone: '212-555-0199', address: '1 Main St', city: 'Springfield', state: 'IL', zipcode: '62701' };

describe('PayPal\'s card fields at /checkout in Chromium (a stand-in SDK)', function () {
  this.timeout(90_000);
  // A practice making house calls to the test address (Springfield, IL 62701).
  const suite = payPalSuite(async (t) => { await createHouseCallArea(t.testDb.db, await createVendor(t.testDb.db), { zipcodes: ['62701'] }); });

  /**
   * A signed-in owner at `/checkout` (of a stored house-call order unless `path` says otherwise), PayPal's
   * script answered by `sdk` (null: unreachable). Records every request to our server.
   */
  async function checkoutPage(sdk: string | null, path?: string): Promise<{ page: Page; orderId: number; sent: SentRequest[] }> {
    const t = suite.t;
    const owner = await createUser(t.testDb.db);
    const orderId = await createOrder(t.testDb.db, { userId: owner.id, productId: 3000, details: address });
    const { page, sent } = await standInPage(suite, sdk);
    await logInThroughForm(page, t.baseUrl, owner.email, path ?? `/checkout?orderId=${orderId}`);
    await page.waitForSelector('[data-island="checkout"][data-hydrated="true"]');
    return { page, orderId, sent };
  }

  it('pays with the card typed into PayPal\'s fields: our server creates and captures the order, and never sees the card', async () => {
    const { page, orderId, sent } = await checkoutPage(FAKE_SDK);
    await page.waitForSelector('#paypal-number');
    const capturesBefore = suite.stub.captures.length;
    expect(await page.$('#card-cardNumber')).to.equal(null);
    const script = await page.$eval('script[src^="https://www.paypal.com/sdk/js"]', (el) => (el as HTMLScriptElement).src);
    expect(new URL(script).searchParams.get('client-id')).to.equal('public-client-id');
    await page.type('#paypal-name', 'Olive Owner');
    await page.type('#paypal-number', CARD);
    await page.type('#paypal-cvv', '123');
    await page.click('[data-testid="pay"]');
    await page.waitForSelector('[data-testid="order-id"]');
    expect(await page.$eval('[data-testid="order-id"]', (el) => el.textContent)).to.equal(String(orderId));
    expect(await suite.t.testDb.db('orders').where({ id: orderId }).first()).to.include({ status: 'paid' });

    expectCardStayedWithPayPal(sent, CARD);
    expect(suite.stub.captures).to.have.length(capturesBefore + 1);
    await page.browserContext().close();
  });

  it('books an appointment with the PayPal button from the vet list\'s checkout link: held, approved, captured', async () => {
    const vendorId = await createVendor(suite.t.testDb.db);
    const listingId = await createListing(suite.t.testDb.db, vendorId, {
      title: 'PayPal Paws', timezone: 'UTC', consultations: [{ type: 'video', enabled: true, duration: 30, price: 25, schedule: EVERY_DAY }],
    });
    const slot = new Date(Date.now() + 2 * 86_400_000);
    slot.setUTCHours(10, 0, 0, 0);
    const link = `/checkout?${new URLSearchParams({
      paymentType: '300', productId: '4000', vendorId: String(vendorId), vendorServiceId: String(listingId), type: 'video',
      for_ts: slot.toISOString(), listingTZ: 'UTC',
    })}`;
    const { page, sent } = await checkoutPage(FAKE_SDK, link);
    await page.waitForSelector('[data-testid="fake-paypal-button"]');
    // The reason is missing: the form says so and no PayPal order is asked for.
    await page.click('[data-testid="fake-paypal-button"]');
    await page.waitForSelector('#checkout-reason-error');
    expect(sent.some((s) => s.url.endsWith(PROVIDER_ORDER_PATH))).to.equal(false);
    await page.type('#checkout-reason', 'Annual check');
    await page.type('#wizard-pet-name', 'Pepper');
    await page.select('#wizard-pet-type', '1');
    await page.click('[data-testid="fake-paypal-button"]');
    await page.waitForFunction(() => document.querySelector('#checkout-title')?.textContent === 'Thanks for your Order!');
    const booking = await suite.t.testDb.db('bookings').where({ vendor_listing_id: listingId }).first();
    expect(booking).to.include({ status: 0 });
    expect(await suite.t.testDb.db('payments').where({ id: booking.payment_id }).first()).to.include({ status: 'captured', amount_cents: 2500 });
    const order = sent.find((s) => s.url.endsWith(PROVIDER_ORDER_PATH))!;
    expect(carriesCardFields(JSON.parse(order.body))).to.equal(false);
    await page.browserContext().close();
  });

  it('says so when PayPal\'s script cannot load, and shows no card form of ours', async () => {
    const { page } = await checkoutPage(null);
    await page.waitForSelector('[data-testid="paypal-unavailable"]');
    expect(await page.$eval('[data-testid="paypal-unavailable"]', (el) => el.textContent)).to.equal(PROVIDER_UNAVAILABLE);
    expect(await page.$('#card-cardNumber')).to.equal(null);
    await page.browserContext().close();
  });

  it("asks PayPal for the page's language, and says in it that PayPal's script could not load", async () => {
    const t = suite.t;
    const owner = await createUser(t.testDb.db);
    const orderId = await createOrder(t.testDb.db, { userId: owner.id, productId: 3000, details: address });
    const { page } = await standInPage(suite, null);
    const sdk: string[] = [];
    page.on('request', (req) => { if (req.url().startsWith('https://www.paypal.com/sdk/js')) sdk.push(req.url()); });
    await logInThroughForm(page, t.baseUrl, owner.email, `/checkout?orderId=${orderId}&lang=es`);
    await page.waitForSelector('[data-testid="paypal-unavailable"]');
    expect(await page.$eval('[data-testid="paypal-unavailable"]', (el) => el.textContent)).to.equal(es['errors.providerUnavailable'])
      .and.not.equal(PROVIDER_UNAVAILABLE);
    expect(sdk.map((url) => new URL(url).searchParams.get('locale'))).to.include('es_US');
    await page.browserContext().close();
  });
});
