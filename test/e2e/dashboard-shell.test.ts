import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createBooking, createListing, createUser, createVendor, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import { browserSuite } from './browser.ts';

async function signIn(page: Page, baseUrl: string, body: { email: string; role: 'user' | 'vendor' }): Promise<void> {
  await page.goto(`${baseUrl}/login/`, { waitUntil: 'load' });
  const status = await page.evaluate(async (b) => (await fetch('/api/account/login', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b),
  })).status, { ...body, password: TEST_PASSWORD });
  expect(status).to.equal(200);
}

describe('the dashboard shell in Chromium', function () {
  this.timeout(90_000);
  const suite = browserSuite();
  let vendorEmail: string;
  let ownerEmail: string;
  let listingId: number;

  before(async function () {
    if (!suite.t) return;
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db);
    vendorEmail = (await createVendorLogin(db, vendorId, { first_name: 'Vera' })).email;
    listingId = await createListing(db, vendorId);
    const owner = await createUser(db, { first_name: 'Olive' });
    ownerEmail = owner.email;
    await createBooking(db, { userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + 86_400_000) });
  });

  it('keeps the side menu at one place on every dashboard page of a desktop', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, suite.t.baseUrl, { email: vendorEmail, role: 'vendor' });
    const places = new Set<string>();
    for (const path of ['/app/appointments', '/app/listings', `/app/listings/item?id=${listingId}`, `/app/listings/schedule?id=${listingId}&type=clinic`, '/app/users', '/app/settings']) {
      await page.goto(`${suite.t.baseUrl}${path}`, { waitUntil: 'load' });
      const box = await page.$eval('.dashboard-nav', (el) => { const r = el.getBoundingClientRect(); return `${Math.round(r.left)},${Math.round(r.width)}`; });
      places.add(box);
    }
    expect([...places]).to.have.length(1);
    await context.close();
  });

  it('moves the dashboard menu into the header Menu on a phone, with the avatar on its button', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 375, height: 800 });
    await signIn(page, suite.t.baseUrl, { email: ownerEmail, role: 'user' });
    await page.goto(`${suite.t.baseUrl}/app/my-appointments`, { waitUntil: 'load' });
    expect(await page.$eval('.dashboard-nav', (el) => el.checkVisibility())).to.equal(false);
    // The content takes the window's width (less the page's padding), not what is left beside a menu.
    const main = await page.$eval('.dashboard-main', (el) => el.getBoundingClientRect().width);
    expect(main).to.be.greaterThan(375 - 60);
    expect(await page.$eval('.mobile-menu-button .avatar', (el) => el.textContent)).to.equal('OO');
    await page.click('.mobile-menu-button');
    const menu = await page.$$eval('#mobile-menu a', (as) => as.filter((a) => a.checkVisibility()).map((a) => [a.getAttribute('href'), a.getAttribute('aria-current')]));
    expect(menu.slice(0, 11)).to.deep.equal([
      ['/app/my-appointments', 'page'], ['/app/waitlist', null], ['/app/my-orders', null], ['/app/house-calls', null], ['/app/medical-records', null],
      ['/app/records-requests', null], ['/app/my-pets', null], ['/app/sharing', null], ['/app/my-clinics', null], ['/app/my-profile', null],
      ['/app/logout', null],
    ]);
    expect(await page.$eval('#mobile-menu', (el) => el.textContent)).to.contain('Signed in as Olive Owner');
    const panel = await page.$eval('#mobile-menu', (el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(panel.right).to.be.at.most(375);
    await page.keyboard.press('Escape');
    expect(await page.$eval('#mobile-menu', (el) => el.checkVisibility())).to.equal(false);
    await context.close();
  });
});
