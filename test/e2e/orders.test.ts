import { expect } from 'chai';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { TEST_PASSWORD, createHouseCallArea, createOrder, createUser, createVendor } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { browserSuite, fillCard, logInThroughForm } from './browser.ts';

describe('order forms in Chromium', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  before(async function () {
    if (!suite.t) return;
    // A practice making house calls to the test address (Springfield, IL 62701) and within 10 miles of Manhattan's 10001.
    await createHouseCallArea(suite.t.testDb.db, await createVendor(suite.t.testDb.db, { name: 'Prairie Paws' }), { zipcodes: ['62701'], radiusMiles: 10, centerZipcode: '10001' });
  });

  /** Submits the order form and follows it to /checkout?orderId=, returning the stored order's id. */
  async function submitToCheckout(page: Page): Promise<number> {
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('.order-form button[type="submit"]')]);
    const url = new URL(page.url());
    expect(url.pathname).to.equal('/checkout');
    await page.waitForSelector('[data-island="checkout"][data-hydrated="true"]');
    return Number(url.searchParams.get('orderId'));
  }

  it('an owner orders the house-call package, is declined at /checkout, pays with another card and sees the thanks', async () => {
    const user = await createUser(suite.t.testDb.db);
    const page = await suite.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto(`${suite.t.baseUrl}/vet-house-call/order`, { waitUntil: 'networkidle0' });
    expect(new URL(page.url()).pathname).to.equal('/login/');
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', user.email);
    await page.type('#account-password', TEST_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/vet-house-call/order');
    await page.waitForSelector('[data-island="order-form"][data-hydrated="true"]');

    // The form's rules are fetched once it is in use, so its answer may take a moment.
    await page.click('.order-form button[type="submit"]');
    await page.waitForSelector('#order-primaryPhone-error');
    expect(await page.$eval('#order-primaryPhone-error', (el) => el.textContent)).to.equal('Please enter your primary phone');
    expect(await suite.t.testDb.db('orders').where({ user_id: user.id })).to.deep.equal([]);
    await page.type('#order-primaryPhone', '2125550199');
    await page.type('#order-address', '1 Main St');
    await page.type('#order-city', 'Springfield');
    await page.select('#order-state', 'IL');
    await page.type('#order-zipcode', '62701');

    // Hold the store call until the button has been read: 'Submit' -> 'Please Wait...'.
    expect(await page.$eval('.order-form button[type="submit"]', (el) => el.textContent)).to.equal('Submit');
    await page.setRequestInterception(true);
    let release: () => void = () => undefined;
    let holding = true;
    let onRequest: (req: HTTPRequest) => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      onRequest = (req) => {
        if (!holding || !req.url().endsWith('/api/orders')) return void req.continue();
        holding = false;
        release = () => void req.continue();
        resolve();
      };
      page.on('request', onRequest);
    });
    const navigated = page.waitForNavigation({ waitUntil: 'networkidle0' });
    await page.click('.order-form button[type="submit"]');
    await held;
    await page.waitForFunction(() => document.querySelector('.order-form button[type="submit"]')?.textContent === 'Please Wait...');
    release();
    await navigated;
    page.off('request', onRequest);
    await page.setRequestInterception(false);
    const url = new URL(page.url());
    expect(url.pathname).to.equal('/checkout');
    const orderId = Number(url.searchParams.get('orderId'));
    expect((await suite.t.testDb.db('orders').where({ id: orderId }).first())).to.include({ status: 'new', payment_id: null });

    await page.waitForSelector('[data-island="checkout"][data-hydrated="true"]');
    expect(await page.$('.site-header')).to.equal(null);
    expect(await page.$$eval('.checkout-steps li', (els) => els.map((li) => li.textContent))).to.deep.equal(['Login', 'Payment', 'Confirmation']);
    const summary = await page.$eval('[data-testid="service-order-summary"]', (el) => el.textContent ?? '');
    expect(summary).to.contain('Vet house-call package').and.contain('$360.00').and.contain('1 Main St, Springfield, IL 62701');
    expect(await page.$('#promo-code')).to.equal(null);

    await fillCard(page, TEST_CARDS.decline);
    expect(await page.$eval('[data-testid="pay"]', (el) => el.textContent)).to.equal('Confirm and Pay');
    await page.click('[data-testid="pay"]');
    await page.waitForSelector('[data-testid="payment-error"]');
    expect(await page.$eval('[data-testid="payment-error"]', (el) => el.textContent)).to.equal('Your card was declined.');

    await fillCard(page, TEST_CARDS.approve);
    await page.click('[data-testid="pay"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Thanks for your Order!');
    const thanks = await page.$eval('.checkout-thanks', (el) => el.textContent ?? '');
    expect(thanks).to.contain('A confirmation email will arrive in your inbox shortly.');
    const links = await page.$$eval('.checkout-thanks a', (els) => els.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).to.deep.equal([['Go Home', '/'], ['Go To Dashboard', '/app']]);

    // One order, paid on its second attempt.
    const orders = await suite.t.testDb.db('orders').where({ user_id: user.id });
    expect(orders.map((o) => [Number(o.id), o.status])).to.deep.equal([[orderId, 'paid']]);
    const payments = await suite.t.testDb.db('payments').where({ user_id: user.id }).orderBy('id');
    expect(payments.map((p) => p.status)).to.deep.equal(['failed', 'captured']);
    const mail = await suite.t.testDb.db('outbox_messages').where({ to: user.email }).first();
    expect(mail.subject).to.contain('Vet house-call package');
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.close();
  });

  it('refuses a house-call address outside every practice\'s area at the zipcode field, before any payment, and takes one inside', async () => {
    const user = await createUser(suite.t.testDb.db);
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await logInThroughForm(page, suite.t.baseUrl, user.email, '/vet-house-call/order');
    await page.waitForSelector('[data-island="order-form"][data-hydrated="true"]');
    // The state is a list of US states: nothing like 'XX' can be chosen.
    const states = await page.$$eval('#order-state option', (options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(states).to.include('NY').and.include('AK').and.not.include('XX');
    expect(states).to.have.length(52); // the prompt, 50 states and DC
    await page.type('#order-primaryPhone', '9075550199');
    await page.type('#order-address', '1 Harbor Rd');
    await page.type('#order-city', 'Anchorage');
    await page.select('#order-state', 'AK');
    await page.type('#order-zipcode', '99501');
    await page.click('.order-form button[type="submit"]');
    await page.waitForSelector('#order-zipcode-error');
    expect(await page.$eval('#order-zipcode-error', (el) => el.textContent))
      .to.equal('Sorry, no practice makes house calls to 99501 yet. Please check the zipcode, or book a video consultation instead.');
    expect(new URL(page.url()).pathname).to.equal('/vet-house-call/order');
    expect(await suite.t.testDb.db('orders').where({ user_id: user.id })).to.deep.equal([]);

    // A Manhattan address within the practice's 10 miles goes on to the payment.
    await page.$eval('#order-city', (el) => { (el as HTMLInputElement).value = ''; });
    await page.type('#order-city', 'New York');
    await page.select('#order-state', 'NY');
    await page.$eval('#order-zipcode', (el) => { (el as HTMLInputElement).value = ''; });
    await page.type('#order-zipcode', '10011');
    const orderId = await submitToCheckout(page);
    const order = await suite.t.testDb.db('orders').where({ id: orderId }).first();
    expect(order.details).to.deep.include({ state: 'NY', zipcode: '10011' });
    expect(order.details.practice).to.include({ name: 'Prairie Paws' });
    await context.close();
  });

  it('an owner with no pets adds one in place on the second-opinion form, orders with it and pays at /checkout', async () => {
    const user = await createUser(suite.t.testDb.db);
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await logInThroughForm(page, suite.t.baseUrl, user.email, '/second-medical-opinion/order');
    await page.waitForSelector('[data-island="order-form"][data-hydrated="true"]');
    expect(await page.$eval('.pet-field', (el) => el.textContent)).to.contain('You have not added any pets!');

    await page.click('[data-testid="order-add-pet"]');
    await page.waitForSelector('[data-testid="order-new-pet"] select');
    await page.click('[data-testid="order-new-pet"] .pet-form-submit');
    await page.waitForFunction(() => document.querySelector('[data-testid="order-new-pet"]')?.textContent?.includes("Please enter the pet's name"));
    await page.type('[data-testid="order-new-pet"] input[name="name"]', 'Juniper');
    await page.select('[data-testid="order-new-pet"] select', '1');
    await page.click('[data-testid="order-new-pet"] .pet-form-submit');
    // Saved at once and selected; the pet form closes.
    await page.waitForFunction(() => !document.querySelector('[data-testid="order-new-pet"]'));
    const selected = await page.$eval('#order-petId', (el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent);
    expect(selected).to.equal('Juniper');
    const pet = await suite.t.testDb.db('pets').where({ user_id: user.id }).first();
    expect(pet).to.include({ name: 'Juniper', type: 1, status: 1 });

    await page.type('#order-firstOpinion', 'Skin allergy, steroids prescribed');
    await page.type('#order-query', 'Is there another option?');
    await page.click('#order-authorization');
    const orderId = await submitToCheckout(page);
    const summary = await page.$eval('[data-testid="service-order-summary"]', (el) => el.textContent ?? '');
    expect(summary).to.contain('Second medical opinion').and.contain('$95.00').and.contain('Pet: Juniper');
    await fillCard(page, TEST_CARDS.approve);
    await page.click('[data-testid="pay"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Thanks for your Order!');
    const [order] = await suite.t.testDb.db('orders').where({ user_id: user.id });
    expect(Number(order.id)).to.equal(orderId);
    expect(order.status).to.equal('paid');
    expect(order.details).to.include({ petId: Number(pet.id), petName: 'Juniper' });
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });
  it('a visitor opening an order\'s checkout link logs in in place and then sees the order to pay', async () => {
    const user = await createUser(suite.t.testDb.db);
    const stored = { id: await createOrder(suite.t.testDb.db, {
      userId: user.id, productId: 3000, details: { address: '9 Elm St, Springfield, IL 62701', state: 'IL', zipcode: '62701', primaryPhone: '2125550100' },
    }) };
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto(`${suite.t.baseUrl}/checkout?orderId=${stored.id}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="checkout"][data-hydrated="true"]');
    expect(await page.$('[data-testid="service-order-summary"]')).to.equal(null);
    await page.type('#account-email', user.email);
    await page.type('#account-password', TEST_PASSWORD);
    // Signed in, the page is loaded again so the server shows the order to its owner.
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    await page.waitForSelector('[data-island="checkout"][data-hydrated="true"]');
    expect(await page.$eval('[data-testid="service-order-summary"]', (el) => el.textContent)).to.contain('9 Elm St');
    expect(await page.$('[data-testid="payment-step"]')).to.not.equal(null);
    expect(await page.$('[data-testid="account-panel"]')).to.equal(null);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });
});
