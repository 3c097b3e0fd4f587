import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createListing, createVendor, createVendorLogin, createWebsite, TEST_PASSWORD } from '../factories/index.ts';
import { browserSuite } from './browser.ts';

/** Where a save's message shows, as the person sees it: in the window, and holding focus. */
async function statusSeen(page: Page, testId: string) {
  await page.waitForSelector(`[data-testid="${testId}"]`);
  return page.$eval(`[data-testid="${testId}"]`, (el) => {
    const r = el.getBoundingClientRect();
    return { text: el.textContent, inView: r.top >= 0 && r.bottom <= window.innerHeight, focused: document.activeElement === el };
  });
}

describe('a save says so where the person is, in Chromium', function () {
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
});
