import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createUser, TEST_PASSWORD } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { launchBrowser } from './browser.ts';

describe('order forms in Chromium', function () {
  this.timeout(90_000);
  let t: TestApp;
  let browser: Browser | null;

  before(async function () {
    browser = await launchBrowser(this);
    t = await startTestApp();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  async function fillCard(page: Page, number: string) {
    for (const selector of ['#order-card-name', '#order-card-number', '#order-card-ccv']) {
      await page.$eval(selector, (el) => { (el as HTMLInputElement).value = ''; });
    }
    await page.type('#order-card-name', 'Olive Owner');
    await page.type('#order-card-number', number);
    await page.$eval('#order-card-exp', (el) => { (el as HTMLInputElement).value = '2030-01'; });
    await page.type('#order-card-ccv', '123');
  }

  it('an owner signs in from the order page, orders the house-call package and sees the thanks', async () => {
    const user = await createUser(t.testDb.db);
    const page = await browser!.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto(`${t.baseUrl}/vet-house-call/order`, { waitUntil: 'networkidle0' });
    expect(new URL(page.url()).pathname).to.equal('/login/');
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', user.email);
    await page.type('#account-password', TEST_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/vet-house-call/order');
    await page.waitForSelector('[data-island="order-form"][data-hydrated="true"]');

    await page.click('.order-form button[type="submit"]');
    expect(await page.$eval('#order-primaryPhone-error', (el) => el.textContent)).to.equal('Please enter your primary phone');
    await page.type('#order-primaryPhone', '2125550199');
    await page.type('#order-address', '1 Main St');
    await page.type('#order-city', 'Springfield');
    await page.type('#order-state', 'IL');
    await page.type('#order-zipcode', '62701');
    await page.click('.order-form button[type="submit"]');
    await page.waitForSelector('.order-payment');
    expect(await page.$eval('.order-total', (el) => el.textContent)).to.contain('$360.00');

    await fillCard(page, TEST_CARDS.decline);
    expect(await page.$eval('.order-payment button[type="submit"]', (el) => el.textContent)).to.equal('Confirm and Pay');
    await page.click('.order-payment button[type="submit"]');
    await page.waitForSelector('.order-payment .alert-error');
    expect(await page.$eval('.order-payment .alert-error', (el) => el.textContent)).to.equal('Your card was declined.');

    await fillCard(page, TEST_CARDS.approve);
    await page.click('.order-payment button[type="submit"]');
    await page.waitForSelector('.order-done');
    expect(await page.$eval('.order-done h2', (el) => el.textContent)).to.equal('Thanks for your Order!');
    const links = await page.$$eval('.order-done a', (els) => els.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).to.deep.equal([['Go Home', '/'], ['Go To Dashboard', '/app']]);

    const orders = await t.testDb.db('orders').where({ user_id: user.id }).orderBy('id');
    expect(orders.map((o) => o.status)).to.deep.equal(['failed', 'paid']);
    const mail = await t.testDb.db('outbox_messages').where({ to: user.email }).first();
    expect(mail.subject).to.contain('Vet house-call package');
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.close();
  });

  it('an owner with no pets adds one in place on the second-opinion form and orders with it', async () => {
    const user = await createUser(t.testDb.db);
    const context = await browser!.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto(`${t.baseUrl}/login/?redirectUrl=${encodeURIComponent('/second-medical-opinion/order')}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', user.email);
    await page.type('#account-password', TEST_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
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
    const pet = await t.testDb.db('pets').where({ user_id: user.id }).first();
    expect(pet).to.include({ name: 'Juniper', type: 1, status: 1 });

    await page.type('#order-firstOpinion', 'Skin allergy, steroids prescribed');
    await page.type('#order-query', 'Is there another option?');
    await page.click('#order-authorization');
    await page.click('.order-form button[type="submit"]');
    await page.waitForSelector('.order-payment');
    await fillCard(page, TEST_CARDS.approve);
    await page.click('.order-payment button[type="submit"]');
    await page.waitForSelector('.order-done');
    const [order] = await t.testDb.db('orders').where({ user_id: user.id });
    expect(order.status).to.equal('paid');
    expect(order.details).to.include({ petId: Number(pet.id), petName: 'Juniper' });
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });
});
