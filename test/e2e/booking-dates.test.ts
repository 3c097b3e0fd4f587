import { expect } from 'chai';
import moment from 'moment-timezone';
import type { Page } from 'puppeteer-core';
import { createListing, createVendor, createVendorLogin, createWebsite, TEST_PASSWORD } from '../factories/index.ts';
import { browserSuite, clickText, setInputValue } from './browser.ts';
import { graphqlAs } from '../setup/post-json.ts';

const LA = 'America/Los_Angeles';
const ALL_DAY = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '00:00', to: '23:45' }];

/**
 * Sets the page's clock to `at` (epoch ms) before any script runs: Date.now() and `new Date()` read it,
 * advancing in real time from there. The server keeps its own clock.
 */
async function setPageClock(page: Page, at: number): Promise<void> {
  // A source string, not a function: the test runner's transform would add helpers the page does not have.
  await page.evaluateOnNewDocument(`(() => {
    const RealDate = Date;
    const offset = ${at} - RealDate.now();
    class ClockDate extends RealDate {
      constructor(...args) { if (args.length === 0) super(RealDate.now() + offset); else super(...args); }
      static now() { return RealDate.now() + offset; }
    }
    globalThis.Date = ClockDate;
  })();`);
}

/**
 * The date picker of the booking widget and New Appointment, on an evening in Los Angeles (already
 * tomorrow in UTC): it runs from today to the booking window's last day, both in the listing's zone as
 * the server counts them, and today's slots can be chosen.
 */
describe('booking dates in the listing\'s zone in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let listingId: number;
  let vetEmail: string;

  before(async () => {
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Sunset Vets' });
    await createWebsite(db, vendorId, { name: 'Sunset Vets', sub_domain: 'sunsetvets', header_section: '<h1>Sunset Vets</h1>' });
    listingId = await createListing(db, vendorId, {
      title: 'Sunset Vets Clinic', timezone: LA, consultations: [{ type: 'video', enabled: true, duration: 15, price: 25, schedule: ALL_DAY }],
    });
    vetEmail = (await createVendorLogin(db, vendorId)).email;
  });

  /** The page's clock at 19:30 today in Los Angeles: the evening, when UTC has already moved to tomorrow. */
  const laEvening = () => moment.tz(LA).startOf('day').hour(19).minute(30).valueOf();

  /** Chooses the video consultation and checks the picker's bounds and today's slots against the server's. */
  async function checkPicker(page: Page): Promise<void> {
    await page.waitForSelector('[data-island="booking-wizard"][data-hydrated="true"]');
    await clickText(page, '.type-choice', 'Video Consultation');
    await page.waitForFunction(() => !!document.querySelector('#wizard-date')?.getAttribute('min'));
    const bounds = await page.$eval('#wizard-date', (el) => ({ min: el.getAttribute('min'), max: el.getAttribute('max') }));
    const now = Date.now();
    // The server's window: today in Los Angeles, and the date of its last instant 15 days from now.
    expect(bounds).to.deep.equal({ min: moment.tz(now, LA).format('YYYY-MM-DD'), max: moment.tz(now + 15 * 86_400_000 - 1, LA).format('YYYY-MM-DD') });

    const today = bounds.min!;
    const answer = await graphqlAs(suite.t, 'query($l: ID!, $d: String!) { availableSlots(listingId: $l, type: "video", date: $d) { slots } }', { l: String(listingId), d: today });
    const offeredToday = (answer.data.availableSlots.slots as string[]).filter((s) => moment.tz(s, LA).format('YYYY-MM-DD') === today);
    await setInputValue(page, '#wizard-date', today);
    await page.waitForFunction(() => document.querySelector('.slot-list .slot') || document.querySelector('.booking-empty'));
    const shown = await page.$$eval('.slot-list .slot', (els) => els.map((el) => el.getAttribute('data-slot')));
    expect(shown).to.deep.equal(offeredToday);
  }

  it('the clinic site widget offers today and stops at the window\'s last day', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.emulateTimezone(LA);
    await setPageClock(page, laEvening());
    const errors: Error[] = [];
    page.on('pageerror', (err) => { errors.push(err as Error); });
    await page.goto(`http://sunsetvets.petcare.localhost:${suite.t.port}/`, { waitUntil: 'networkidle0' });
    expect(await page.evaluate(() => new Date().getHours())).to.equal(19);
    await checkPicker(page);
    expect(errors).to.deep.equal([]);
    await context.close();
  });

  it('New Appointment at the desk does the same', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.emulateTimezone(LA);
    await setPageClock(page, laEvening());
    await page.goto(`${suite.t.baseUrl}/vendor/login`, { waitUntil: 'networkidle0' });
    const status = await page.evaluate(async (email, password) => (await fetch('/api/account/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, role: 'vendor' }),
    })).status, vetEmail, TEST_PASSWORD);
    expect(status).to.equal(200);
    await page.goto(`${suite.t.baseUrl}/app/appointments/new`, { waitUntil: 'networkidle0' });
    await checkPicker(page);
    await context.close();
  });
});
