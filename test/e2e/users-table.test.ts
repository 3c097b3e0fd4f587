import { expect } from 'chai';
import { createBooking, createListing, createPet, createUser, createVendor, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import { browserSuite } from './browser.ts';

describe("the clinic's Users table in Chromium", function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let rootEmail: string;
  let oliveId: number;

  before(async function () {
    if (!suite.t) return;
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db);
    rootEmail = (await createVendorLogin(db, vendorId, { subrole: 'root_admin' })).email;
    const listingId = await createListing(db, vendorId);
    for (let i = 0; i < 12; i += 1) {
      const owner = await createUser(db, { first_name: i === 0 ? 'Olivia' : `Person${String.fromCharCode(65 + i)}` });
      if (i === 0) oliveId = owner.id;
      await createBooking(db, { userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + (i + 1) * 86_400_000) });
    }
    await createPet(db, oliveId, { name: 'Pickle' });
  });

  it('filters as the root admin types, pages, sorts by a header and opens a customer with their pets', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${suite.t.baseUrl}/vendor/login?redirectUrl=%2Fapp%2Fusers`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', rootEmail);
    await page.type('#account-password', TEST_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
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
    expect(await rows()).to.deep.equal(['Olivia Owner']);
    expect(new URL(page.url()).searchParams.get('name')).to.equal('LIVI');

    await page.$eval('#customers-name', (el) => { (el as HTMLInputElement).select(); });
    await page.keyboard.press('Backspace');
    await page.waitForFunction(() => document.querySelector('[data-testid="customers-count"]')?.textContent === '12 customers');
    await page.click('th a.sort-link'); // Name, ascending
    await page.waitForFunction(() => document.querySelector('th[aria-sort="ascending"]') !== null);
    await page.waitForFunction(() => document.querySelector('tr[data-customer-id] th')?.textContent === 'Olivia Owner');

    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click(`a[href="/app/users/${oliveId}"]`)]);
    expect(await page.$eval('[data-testid="customer-pets"]', (el) => el.textContent)).to.contain('Pickle');
    expect(await page.$eval('[data-testid="customer-appointments"]', (el) => el.textContent)).to.match(/PC-\d{6}/);
    await context.close();
  });
});
