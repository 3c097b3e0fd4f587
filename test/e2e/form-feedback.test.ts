import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createListing, createVendor, createVendorLogin, createWebsite, TEST_PASSWORD } from '../factories/index.ts';
import moment from 'moment-timezone';
import { browserSuite, logInThroughForm, setInputValue } from './browser.ts';
import { bookPaid, createClinic, createOwner, slotAt, ZONE } from '../integration/lifecycle-helpers.ts';

/** Where a save's message shows, as the person sees it: in the window, and holding focus. */
async function statusSeen(page: Page, testId: string) {
  await page.waitForSelector(`[data-testid="${testId}"]`);
  return page.$eval(`[data-testid="${testId}"]`, (el) => {
    const r = el.getBoundingClientRect();
    return { text: el.textContent, inView: r.top >= 0 && r.bottom <= window.innerHeight, focused: document.activeElement === el };
  });
}

describe('forms answer where the person is, in our words, in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  async function vendorPage(width: number) {
    const { t, browser } = suite;
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    await createWebsite(db, vendorId, { name: 'Happy Paws', sub_domain: `save${Date.now().toString(36)}` });
    const login = await createVendorLogin(db, vendorId);
    const listingId = await createListing(db, vendorId, { title: 'Happy Paws Midtown', line1: 'Dr. Vera Vet, DVM' });
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width, height: 700 });
    await page.goto(`${t.baseUrl}/vendor/login`, { waitUntil: 'networkidle0' });
    const status = await page.evaluate(async (email, password) => (await fetch('/api/account/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, role: 'vendor' }),
    })).status, login.email, TEST_PASSWORD);
    expect(status).to.equal(200);
    return { page, context, listingId };
  }

  for (const width of [375, 1280]) {
    it(`shows 'Saved Successfully' beside the listing editor's Submit at the foot of the form, focused, at ${width} px`, async () => {
      const { page, context, listingId } = await vendorPage(width);
      await page.goto(`${suite.t.baseUrl}/app/listings/item?id=${listingId}`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-island="listing-editor"][data-hydrated="true"]');
      // Submit is at the foot of a long form: the person has scrolled to it.
      await page.$eval('.listing-editor button[type="submit"]', (el) => el.scrollIntoView({ block: 'end' }));
      expect(await page.evaluate(() => window.scrollY)).to.be.greaterThan(0);
      await page.click('.listing-editor button[type="submit"]');
      expect(await statusSeen(page, 'listing-status')).to.deep.equal({ text: 'Saved Successfully', inView: true, focused: true });
      await context.close();
    });

    it(`shows 'Updated successfully!' beside the Website tab's Save, focused, at ${width} px`, async () => {
      const { page, context } = await vendorPage(width);
      await page.goto(`${suite.t.baseUrl}/app/settings/site`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-island="website-settings"][data-hydrated="true"]');
      await page.$eval('.website-settings button[type="submit"]', (el) => el.scrollIntoView({ block: 'end' }));
      await page.click('.website-settings button[type="submit"]');
      expect(await statusSeen(page, 'website-status')).to.deep.equal({ text: 'Updated successfully!', inView: true, focused: true });
      await context.close();
    });
  }

  it("clears 'Brand name is required' as soon as a name is typed", async () => {
    const { page, context } = await vendorPage(375);
    await page.goto(`${suite.t.baseUrl}/app/settings/site`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="website-settings"][data-hydrated="true"]');
    await page.$eval('#website-name', (el) => { (el as HTMLInputElement).select(); });
    await page.keyboard.press('Backspace');
    await page.click('.website-settings button[type="submit"]');
    await page.waitForSelector('#website-name-error');
    expect(await page.$eval('#website-name-error', (el) => el.textContent)).to.equal('Brand name is required');
    await page.type('#website-name', 'H');
    await page.waitForFunction(() => !document.querySelector('#website-name-error'));
    expect(await page.$eval('#website-name', (el) => el.getAttribute('aria-invalid'))).to.equal(null);
    await context.close();
  });

  it('says to choose a time when Confirm new time is pressed without one, beside the button', async () => {
    const { t, browser } = suite;
    const clinic = await createClinic(t);
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(3, 10));
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 375, height: 700 });
    await logInThroughForm(page, t.baseUrl, owner.email, `/app/my-appointments/${id}`);
    await page.waitForSelector('[data-island="appointment-reschedule"][data-hydrated="true"]');
    await page.click('[data-testid="reschedule-appointment"]');
    await page.waitForSelector('[data-testid="reschedule-date"]');
    await setInputValue(page, '[data-testid="reschedule-date"]', moment.tz(ZONE).add(4, 'days').format('YYYY-MM-DD'));
    await page.waitForSelector('[data-testid="reschedule-slot"]');
    await page.click('[data-testid="reschedule-confirm"]');
    expect(await statusSeen(page, 'reschedule-error')).to.deep.equal({ text: 'Please select a slot', inView: true, focused: true });
    // Choosing a time takes the message away.
    await page.click('[data-testid="reschedule-slot"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="reschedule-error"]'));
    await context.close();
  });
});
