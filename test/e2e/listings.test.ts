import { expect } from 'chai';
import { createListing, createVendor } from '../factories/index.ts';
import { browserSuite } from './browser.ts';

const EVERY_DAY = { days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '00:00', to: '23:45' };

describe('vet list in Chromium', function () {
  this.timeout(90_000);
  const suite = browserSuite();
  let listingId: number;

  before(async function () {
    const vendorId = await createVendor(suite.t.testDb.db);
    listingId = await createListing(suite.t.testDb.db, vendorId, {
      title: 'Riverside Vets', zipcode: '30301', consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 55, schedule: [EVERY_DAY] }],
    });
    await createListing(suite.t.testDb.db, vendorId, { title: 'Uptown Vets', zipcode: '10027' });
  });

  it('picks one slot and leads Book to the checkout with the choice', async () => {
    const page = await suite.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    await page.goto(`${suite.t.baseUrl}/vet-appointments/list`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="vet-list"][data-hydrated="true"]');
    const card = `.vet-card[data-listing-id="${listingId}"]`;
    // Tomorrow has a full day of slots whatever the time now (late in the evening today has at most one).
    const days = await page.$$(`${card} .slot-day`);
    await days[1].click();
    await page.waitForSelector(`${card} .slot-day:nth-child(2)[aria-pressed="true"]`);
    const slots = await page.$$eval(`${card} .slot`, (els) => els.map((e) => e.getAttribute('data-slot')));
    expect(slots.length).to.be.greaterThan(1);
    await page.click(`${card} .slot[data-slot="${slots[1]}"]`);
    await page.waitForSelector(`${card} a[data-testid="book"]`);
    expect(await page.$$eval(`${card} .slot[aria-pressed="true"]`, (els) => els.length)).to.equal(1);
    const href = await page.$eval(`${card} a[data-testid="book"]`, (a) => a.getAttribute('href'));
    const url = new URL(href!, suite.t.baseUrl);
    expect(url.pathname).to.equal('/checkout');
    expect(url.searchParams.get('for_ts')).to.equal(slots[1]);
    expect(url.searchParams.get('vendorServiceId')).to.equal(String(listingId));
    expect(await page.$eval('.vet-list-end', (el) => el.textContent)).to.equal("That's all folks!");
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.close();
  });

  it('narrows the list by zipcode through the search form', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.t.baseUrl}/vet-appointments/list`, { waitUntil: 'networkidle0' });
    expect(await page.$$eval('.vet-card', (els) => els.length)).to.equal(2);
    await page.type('input[name="zip"]', '10027');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('.vet-search button[type="submit"]')]);
    expect(page.url()).to.contain('zip=10027');
    const titles = await page.$$eval('.vet-card-clinic', (els) => els.map((e) => e.textContent));
    expect(titles).to.deep.equal(['Uptown Vets']);
    await page.close();
  });

  it('loads the next page of cards through GraphQL as the end comes into view, their slots bookable', async () => {
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db);
    const more: number[] = [];
    for (let i = 0; i < 6; i++) {
      more.push(await createListing(db, vendorId, {
        title: `Lakeside Vets ${i}`, zipcode: '60601', consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 60, schedule: [EVERY_DAY] }],
      }));
    }
    const page = await suite.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    await page.goto(`${suite.t.baseUrl}/vet-appointments/list?zip=60601`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="vet-list"][data-hydrated="true"]');
    expect(await page.$$eval('.vet-card', (els) => els.length)).to.equal(5);
    await page.$eval('.vet-list-more', (el) => el.scrollIntoView());
    await page.waitForFunction(() => document.querySelectorAll('.vet-card').length === 6);
    const listed = await page.$$eval('.vet-card', (els) => els.map((e) => Number(e.getAttribute('data-listing-id'))));
    expect([...listed].sort((a, b) => a - b)).to.deep.equal(more);
    // The card that came through GraphQL: its days, its times as clock times, and Book with the slot's instant.
    const card = `.vet-card[data-listing-id="${listed[5]}"]`;
    await (await page.$$(`${card} .slot-day`))[1].click();
    await page.waitForSelector(`${card} .slot-day:nth-child(2)[aria-pressed="true"]`);
    const slots = await page.$$eval(`${card} .slot`, (els) => els.map((e) => [e.getAttribute('data-slot'), e.textContent]));
    expect(slots.length).to.be.greaterThan(40);
    for (const [iso, label] of slots) {
      expect(new Date(iso!).toISOString()).to.equal(iso);
      expect(label).to.match(/^\d{1,2}:\d{2} [AP]M$/);
    }
    await page.click(`${card} .slot[data-slot="${slots[2][0]}"]`);
    const href = await page.$eval(`${card} a[data-testid="book"]`, (a) => a.getAttribute('href'));
    expect(new URL(href!, suite.t.baseUrl).searchParams.get('for_ts')).to.equal(slots[2][0]);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.close();
  });
});
