import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import {
  createBooking, createHealthRecord, createListing, createPet, createUser, createVendor, createVendorLogin, TEST_PASSWORD,
} from '../factories/index.ts';
import { browserSuite } from './browser.ts';

describe("the clinic's Users table and customer page in Chromium", function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let rootEmail: string;
  let oliveId: number;
  let pickle: number;
  let biscuit: number;

  before(async function () {
    if (!suite.t) return;
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db);
    rootEmail = (await createVendorLogin(db, vendorId, { subrole: 'root_admin' })).email;
    const listingId = await createListing(db, vendorId, { title: 'Midtown Clinic' });
    for (let i = 0; i < 12; i += 1) {
      const owner = await createUser(db, { first_name: i === 0 ? 'Olivia' : `Person${String.fromCharCode(65 + i)}` });
      if (i === 0) oliveId = owner.id;
      await createBooking(db, { userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + (i + 1) * 86_400_000) });
    }
    pickle = await createPet(db, oliveId, { name: 'Pickle' });
    biscuit = await createPet(db, oliveId, { name: 'Biscuit', type: 2 });
    for (let i = 0; i < 6; i += 1) {
      await createHealthRecord(db, { userId: oliveId, petId: pickle, details: { name: `Pickle shot ${i}`, date: `2026-01-0${i + 1}` } });
      await createHealthRecord(db, { userId: oliveId, petId: biscuit, details: { name: `Biscuit shot ${i}`, date: `2026-02-0${i + 1}` } });
    }
    // Olivia's history with the clinic: one visit long ago and one just past, besides the one ahead.
    await createBooking(db, { userId: oliveId, vendorId, listingId, slot: new Date(Date.now() - 90 * 86_400_000), status: 1 });
    await createBooking(db, { userId: oliveId, vendorId, listingId, slot: new Date(Date.now() - 3 * 86_400_000), status: 1 });
  });

  async function signIn(path: string): Promise<Page> {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${suite.t.baseUrl}/vendor/login?redirectUrl=${encodeURIComponent(path)}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', rootEmail);
    await page.type('#account-password', TEST_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    return page;
  }

  it('filters as the root admin types, pages, sorts by a header and opens a customer', async () => {
    const page = await signIn('/app/users');
    await page.waitForSelector('[data-island="customers-table"][data-hydrated="true"]');
    const count = () => page.$eval('[data-testid="customers-count"]', (el) => el.textContent);
    const rows = () => page.$$eval('tr[data-customer-id]', (trs) => trs.map((tr) => tr.querySelector('th')!.textContent));
    expect(await count()).to.equal('12 customers');
    expect(await rows()).to.have.length(10);
    expect(await page.$eval('.pager span', (el) => el.textContent)).to.equal('Page 1 of 2');

    await page.click('.pager a:last-child');
    await page.waitForFunction(() => document.querySelector('.pager span')?.textContent === 'Page 2 of 2');
    await page.waitForFunction(() => document.querySelectorAll('tr[data-customer-id]').length === 2);
    expect(new URL(page.url()).searchParams.get('offset')).to.equal('10');

    await page.type('#customers-name', 'LIVI');
    await page.waitForFunction(() => document.querySelector('[data-testid="customers-count"]')?.textContent === '1 customer');
    expect(await rows()).to.deep.equal(['Owner, Olivia']);
    expect(new URL(page.url()).searchParams.get('name')).to.equal('LIVI');

    await page.$eval('#customers-name', (el) => { (el as HTMLInputElement).select(); });
    await page.keyboard.press('Backspace');
    await page.waitForFunction(() => document.querySelector('[data-testid="customers-count"]')?.textContent === '12 customers');
    await page.click('th a.sort-link'); // Name, ascending: by last name, then first
    await page.waitForFunction(() => document.querySelector('th[aria-sort="ascending"]') !== null);
    await page.waitForFunction(() => document.querySelector('tr[data-customer-id] th')?.textContent === 'Owner, Olivia');

    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click(`a[href="/app/users/${oliveId}"]`)]);
    expect(await page.$$eval('[data-testid="customer-pet-tab"]', (tabs) => tabs.map((a) => a.textContent))).to.deep.equal(['Biscuit', 'Pickle']);
    await page.browserContext().close();
  });

  it('shows one pet at a time in tabs, the appointments dated and latest first, and books for the customer', async () => {
    const page = await signIn(`/app/users/${oliveId}`);
    const recordTitles = () => page.$$eval('.record-card-title', (els) => els.map((el) => el.textContent ?? ''));
    // The first pet's records only, never the two interleaved.
    expect(await page.$eval('[data-testid="customer-pet-tab"][aria-current="page"]', (a) => a.textContent)).to.equal('Biscuit');
    const first = await recordTitles();
    expect(first).to.have.length(6);
    expect(first.every((title) => title.startsWith('Biscuit shot'))).to.equal(true);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click(`a[href="/app/users/${oliveId}?pet=${pickle}"]`)]);
    const second = await recordTitles();
    expect(second).to.have.length(6);
    expect(second.every((title) => title.startsWith('Pickle shot'))).to.equal(true);
    expect(await page.$eval('[data-testid="pet-pdf"]', (a) => a.getAttribute('href'))).to.equal(`/app/medical-records/${pickle}/record.pdf`);

    // Every appointment has its date, the latest first.
    const dates = await page.$$eval('[data-testid="customer-appointment"] time', (els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect(dates).to.have.length(3);
    expect(dates.every((d) => !Number.isNaN(Date.parse(d)))).to.equal(true);
    expect([...dates].sort().reverse()).to.deep.equal(dates);
    expect(await page.$eval('[data-testid="customer-appointment"] time', (el) => el.textContent)).to.match(/\d{4}, \d{1,2}:\d{2} [AP]M \(/);

    // At a desktop width the pets and records sit beside the contact and appointments, so the page stays short.
    await page.setViewport({ width: 1280, height: 900 });
    const [side, records] = await page.$$eval(['.customer-contact', '.customer-records'].join(','), (els) => els.map((el) => el.getBoundingClientRect().left));
    expect(records).to.be.greaterThan(side);

    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="book-for-customer"]')]);
    expect(new URL(page.url()).pathname).to.equal('/app/appointments/new');
    await page.waitForSelector('[data-island="booking-wizard"][data-hydrated="true"]');
    await page.waitForFunction(() => [...document.querySelectorAll('.wizard-summary-line')].some((li) => li.textContent?.startsWith('Customer: Olivia Owner')));
    expect(await page.$('[data-testid="customer-search"]')).to.equal(null);
    await page.browserContext().close();
  });
});
