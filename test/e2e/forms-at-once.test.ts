import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createBooking, createListing, createUser, createVendor, createVendorLogin, createWebsite, EVERY_DAY, TEST_PASSWORD } from '../factories/index.ts';
import { browserSuite, clickText, fillCard, logInThroughForm, setInputValue } from './browser.ts';

const text = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent);
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Every problem of an empty submit is shown at once, each at its field; and the checkout never ends in a dead end. */
describe('forms that say everything at once, and checkouts that always offer a way on, in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let vendorId: number;
  let listingId: number;
  let owner: { id: number; email: string };

  before(async function () {
    if (!suite.t) return;
    const db = suite.t.testDb.db;
    vendorId = await createVendor(db, { name: 'Rounds Clinic' });
    await createWebsite(db, vendorId, { name: 'Rounds Clinic', sub_domain: 'rounds' });
    listingId = await createListing(db, vendorId, {
      title: 'Rounds Clinic', timezone: 'UTC', consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }],
    });
    owner = await createUser(db, { first_name: 'Rhea' });
  });

  const checkoutLink = (daysAhead: number, listing = listingId) => {
    const slot = new Date(Date.now() + daysAhead * 86_400_000);
    slot.setUTCHours(11, 0, 0, 0);
    return {
      slot,
      url: `${suite.t.baseUrl}/checkout?${new URLSearchParams({
        paymentType: '300', productId: '4000', vendorId: String(vendorId), vendorServiceId: String(listing), type: 'video',
        for_ts: slot.toISOString(), listingTZ: 'UTC',
      })}`,
    };
  };

  it('checkout: an empty Confirm and Pay flags the reason, the pet and every card field together', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await logInThroughForm(page, suite.t.baseUrl, owner.email, '/app/my-appointments');
    await page.goto(checkoutLink(2).url, { waitUntil: 'networkidle0' });
    await page.waitForSelector('#checkout-reason');
    await page.waitForSelector('#wizard-pet-name');
    // The logo stays, linking home, in the narrow checkout without header or footer.
    expect(await page.$eval('.checkout-brand a', (a) => a.getAttribute('href'))).to.equal('/');
    await page.click('[data-testid="pay"]');
    await page.waitForSelector('#checkout-reason-error');
    expect(await text(page, '#checkout-reason-error')).to.equal('Please tell us the reason for the consult');
    expect(await page.$eval('#checkout-reason', (el) => el.getAttribute('aria-invalid'))).to.equal('true');
    expect(await text(page, '#wizard-pet-name-error')).to.match(/name/i);
    expect(await text(page, '#wizard-pet-type-error')).to.match(/type/i);
    for (const field of ['name', 'cardNumber', 'expDt', 'ccv']) {
      expect(await page.$(`#card-${field}-error`), field).not.to.equal(null);
    }
    expect(await page.$('[data-testid="payment-error"]')).to.equal(null);
    expect(await focusedId(page)).to.equal('checkout-reason');
    await context.close();
  });

  it('checkout: a slot taken meanwhile offers another time at this vet and the way home', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await logInThroughForm(page, suite.t.baseUrl, owner.email, '/app/my-appointments');
    const { url, slot } = checkoutLink(3);
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.waitForSelector('#wizard-pet-name');
    const other = await createUser(suite.t.testDb.db);
    await createBooking(suite.t.testDb.db, { userId: other.id, vendorId, listingId, slot });
    await page.type('#checkout-reason', 'Limping');
    await page.type('#wizard-pet-name', 'Pip');
    await page.select('#wizard-pet-type', '1');
    await fillCard(page, '4242424242424242');
    await page.click('[data-testid="pay"]');
    await page.waitForSelector('[data-testid="payment-error"]');
    expect(await text(page, '[data-testid="payment-error"] p')).to.equal('This slot is no longer available.');
    const links = await page.$$eval('[data-testid="checkout-ways-on"] a', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).to.deep.equal([
      ['Choose another time', '/vet-appointments/list?q=Rounds+Clinic&type=video'],
      ['Go Home', '/'],
    ]);
    await context.close();
  });

  it('checkout: a link that names no listing says so and offers the vet list and the way home', async () => {
    const page = await suite.browser.newPage();
    await page.goto(checkoutLink(2, 999_999).url, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="checkout-ways-on"]');
    expect(await page.$eval('[data-testid="checkout"] .alert-error p', (el) => el.textContent)).to.equal('No listing found!');
    const hrefs = await page.$$eval('[data-testid="checkout-ways-on"] a', (as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).to.deep.equal(['/vet-appointments/list', '/']);
    await page.close();
  });

  it('booking wizard: Continue with nothing filled flags the reason at its field and the pet at once', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await logInThroughForm(page, `http://rounds.petcare.localhost:${suite.t.port}`, owner.email, '/');
    await page.waitForSelector('[data-island="booking-wizard"][data-hydrated="true"]');
    await clickText(page, '.type-choice', 'Video');
    await setInputValue(page, '#wizard-date', new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10));
    await page.waitForSelector('.slot-list .slot');
    await page.click('.slot-list li:nth-child(2) .slot');
    await page.waitForSelector('#wizard-reason');
    await page.waitForSelector('#wizard-pet-name');
    await clickText(page, '.wizard-stage button', 'Continue');
    await page.waitForSelector('#wizard-reason-error');
    expect(await text(page, '#wizard-reason-error')).to.equal('Please tell us the reason for the consult');
    expect(await page.$('#wizard-pet-name-error')).not.to.equal(null);
    expect(await page.$('#wizard-pet-type-error')).not.to.equal(null);
    expect(await focusedId(page)).to.equal('wizard-reason');
    await context.close();
  });

  it('listing editor: an empty submit marks every field, the owner included, in the words of its labels', async () => {
    const db = suite.t.testDb.db;
    const clinic = await createVendor(db);
    const root = await createVendorLogin(db, clinic, { subrole: 'root_admin' });
    await createVendorLogin(db, clinic, { subrole: 'user' });
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${suite.t.baseUrl}/vendor/login?redirectUrl=%2Fapp%2Flistings%2Fitem`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', root.email);
    await page.type('#account-password', TEST_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    await page.waitForSelector('[data-island="listing-editor"][data-hydrated="true"]');
    for (const name of ['consultations.0.duration', 'consultations.0.price']) {
      await page.$eval(`[name="${name}"]`, (el) => {
        const input = el as HTMLInputElement;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
    for (const box of await page.$$('[data-row="0"] .schedule-days input:checked')) await box.click();
    await page.click('.listing-editor button[type="submit"]');
    await page.waitForSelector('#err-title');
    const messages = await page.$$eval('.listing-editor .field-error', (els) => els.map((el) => el.textContent));
    expect(messages).to.include.members([
      'Clinic name is required', 'Doctor name and certifications are required', 'Listing owner is required',
      'Duration is required', 'Price is required', 'Days are required',
    ]);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).to.equal('title');
    await context.close();
  });
});
