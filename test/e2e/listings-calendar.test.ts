import { expect } from 'chai';
import path from 'node:path';
import moment from 'moment-timezone';
import type { Page } from 'puppeteer-core';
import { createListing, createVendor, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import { ARTIFACTS_DIR, browserSuite } from './browser.ts';

const TZ = 'America/New_York';
// 20-minute clinic visits all day: the calendar, the vet list and every booking page step by the duration.
const ALL_DAY = { days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '00:00', to: '23:40' };

describe('schedule calendar in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let listingId: number;
  let email: string;

  before(async function () {
    const vendorId = await createVendor(suite.t.testDb.db);
    email = (await createVendorLogin(suite.t.testDb.db, vendorId)).email;
    listingId = await createListing(suite.t.testDb.db, vendorId, {
      title: 'Calendar Vets', timezone: TZ, consultations: [{ type: 'clinic', enabled: true, duration: 20, price: 40, schedule: [ALL_DAY] }],
    });
  });

  async function offeredSlots(page: Page): Promise<string[]> {
    await page.goto(`${suite.t.baseUrl}/vet-appointments/list`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="vet-list"][data-hydrated="true"]');
    // Tomorrow's strip: a full day of slots whatever the time now (late evening leaves today nearly empty).
    const card = `.vet-card[data-listing-id="${listingId}"]`;
    await (await page.$$(`${card} .slot-day`))[1].click();
    await page.waitForSelector(`${card} .slot-day:nth-child(2)[aria-pressed="true"]`);
    return page.$$eval(`${card} .slot`, (els) => els.map((e) => e.getAttribute('data-slot')!));
  }

  it('opens on one day with readable labels on a phone, and fits the week\'s labels in their columns on a desktop', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${suite.t.baseUrl}/vendor/login`, { waitUntil: 'load' });
    const login = await page.evaluate(async (body) => (await fetch('/api/account/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    })).status, { email, password: TEST_PASSWORD, role: 'vendor' });
    expect(login).to.equal(200);
    const date = moment.tz(TZ).add(2, 'day').format('YYYY-MM-DD');
    // Each label's text must fit its event box: the week view used to cut '10:00 AM – 10:30 AM' to '10:00 AM – 10:'.
    const cutLabels = () => page.$$eval('.sched-ev .sched-ev-content',
      (els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));

    await page.setViewport({ width: 375, height: 800 });
    await page.goto(`${suite.t.baseUrl}/app/listings/schedule?id=${listingId}&type=clinic&date=${date}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.schedule-calendar-frame[data-view="day"] .sched-ev');
    expect(await page.$eval('.sched-label', (el) => el.textContent)).to.contain(moment.tz(date, TZ).format('MMM D'));
    expect(await page.$$eval('.sched-day', (els) => els.length)).to.equal(1); // one day column
    const nine = moment.tz(`${date} 09:00`, TZ);
    const label = await page.$eval(`.sched-ev [data-slot="${nine.toISOString()}"]`, (el) => el.textContent);
    expect(label).to.equal('9:00 AM – 9:20 AM Open');
    expect(await cutLabels()).to.deep.equal([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'schedule-day-375.png') });

    // Wider, it becomes the week again, labels showing the start time (the state is the colour, and read out).
    await page.setViewport({ width: 1280, height: 900 });
    await page.waitForSelector('.schedule-calendar-frame[data-view="week"] .sched-ev');
    expect(await page.$$eval('.sched-day', (els) => els.length)).to.equal(7);
    expect(await page.$eval(`.sched-ev [data-slot="${nine.toISOString()}"] .ev-time`, (el) => (el as HTMLElement).innerText)).to.equal('9:00 AM');
    expect(await cutLabels()).to.deep.equal([]);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'schedule-week-1280.png') });
    await context.close();
  });

  it('a vendor closes a slot in the calendar and the public vet list stops offering it', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });

    const before = await offeredSlots(page);
    expect(before.length).to.be.greaterThan(2);
    const target = before[1];

    const login = await page.evaluate(async (body) => {
      const res = await fetch('/api/account/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return res.status;
    }, { email, password: TEST_PASSWORD, role: 'vendor' });
    expect(login).to.equal(200);

    const date = moment.tz(target, TZ).format('YYYY-MM-DD');
    await page.goto(`${suite.t.baseUrl}/app/listings/schedule?id=${listingId}&type=clinic&date=${date}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="schedule-calendar"][data-hydrated="true"]');
    expect(await page.$eval('.schedule-zone', (el) => el.textContent)).to.contain(TZ);
    expect(await page.$$eval('.sched-bg.ev-hours', (els) => els.length)).to.be.greaterThan(0); // working hours
    const slot = `.sched-ev [data-slot="${target}"]`;
    expect(await page.$eval(slot, (el) => el.getAttribute('data-state'))).to.equal('open');
    await page.click(slot);
    await page.waitForSelector(`${slot}[data-state="closed"]`);

    const after = await offeredSlots(page);
    expect(after).to.not.include(target);
    expect(after).to.include(before[2]);

    // Clicking it again reopens it.
    await page.goto(`${suite.t.baseUrl}/app/listings/schedule?id=${listingId}&type=clinic&date=${date}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(`${slot}[data-state="closed"]`);
    await page.click(slot);
    await page.waitForSelector(`${slot}[data-state="open"]`);
    expect(await offeredSlots(page)).to.include(target);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });

  it('warns before Copy this week reopens a slot closed in the next week, and says "1 week" once it copies', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto(`${suite.t.baseUrl}/vendor/login`, { waitUntil: 'load' });
    expect(await page.evaluate(async (body) => (await fetch('/api/account/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    })).status, { email, password: TEST_PASSWORD, role: 'vendor' })).to.equal(200);
    const vendorId = (await suite.t.testDb.db('vendor_listings').where({ id: listingId }).first('vendor_id')).vendor_id;
    const copyVets = await createListing(suite.t.testDb.db, vendorId, {
      title: 'Copy Vets', timezone: TZ, consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 40, schedule: [{ ...ALL_DAY, from: '09:00', to: '17:00' }] }],
    });
    const thisWeek = moment.tz(TZ).add(1, 'day').format('YYYY-MM-DD');
    const closedNextWeek = moment.tz(`${thisWeek} 10:00`, TZ).add(1, 'week');
    await page.setViewport({ width: 1280, height: 900 });
    // Next week's 10:00 closed (the calendar of that week).
    await page.goto(`${suite.t.baseUrl}/app/listings/schedule?id=${copyVets}&type=clinic&date=${closedNextWeek.format('YYYY-MM-DD')}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="schedule-calendar"][data-hydrated="true"]');
    const nextSlot = `.sched-ev [data-slot="${closedNextWeek.toISOString()}"]`;
    await page.click(nextSlot);
    await page.waitForSelector(`${nextSlot}[data-state="closed"]`);

    // This week, nothing closed: copying to the next week would reopen it, so the calendar asks first.
    await page.goto(`${suite.t.baseUrl}/app/listings/schedule?id=${copyVets}&type=clinic&date=${thisWeek}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="schedule-calendar"][data-hydrated="true"]');
    await page.click('.schedule-tool .btn');
    await page.waitForSelector('[data-testid="copy-warning"]');
    const warning = await page.$eval('[data-testid="copy-warning"]', (el) => (el as HTMLElement).innerText);
    expect(warning).to.contain('Copying replaces the changes of the next 1 week: 1 slot you closed there would open again.')
      .and.contain(`${closedNextWeek.format('ddd D MMM')}, 10:00 AM`);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'copy-week-warning-1280.png') });
    await page.setViewport({ width: 320, height: 800 });
    await page.$eval('[data-testid="copy-warning"]', (el) => el.scrollIntoView());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(320);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'copy-week-warning-320.png') });

    // Keeping them closed writes nothing; Copy anyway copies and says so, in the singular.
    await page.click('[data-testid="copy-warning"] .btn-secondary');
    await page.waitForFunction(() => !document.querySelector('[data-testid="copy-warning"]'));
    expect(await suite.t.testDb.db('availability_overrides').where({ vendor_listing_id: copyVets, date: closedNextWeek.format('YYYY-MM-DD') }).first())
      .to.deep.include({ removed: [closedNextWeek.toISOString()] });
    await page.click('.schedule-tool .btn');
    await page.waitForSelector('[data-testid="copy-warning"]');
    await page.click('[data-testid="copy-warning"] .btn-primary');
    await page.waitForFunction(() => document.querySelector('.schedule-calendar .alert-success')?.textContent === 'Copied this week to the next 1 week');
    expect(await suite.t.testDb.db('availability_overrides').where({ vendor_listing_id: copyVets, date: closedNextWeek.format('YYYY-MM-DD') }).first())
      .to.equal(undefined);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });

  it('moves by week and day, opens a day from its heading, and opens a slot at an empty time', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto(`${suite.t.baseUrl}/vendor/login`, { waitUntil: 'load' });
    expect(await page.evaluate(async (body) => (await fetch('/api/account/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    })).status, { email, password: TEST_PASSWORD, role: 'vendor' })).to.equal(200);
    // A listing closed at night: 11 PM is an empty time on every day.
    const night = await createListing(suite.t.testDb.db, (await suite.t.testDb.db('vendor_listings').where({ id: listingId }).first('vendor_id')).vendor_id, {
      title: 'Day Clinic', timezone: TZ, consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 40, schedule: [{ ...ALL_DAY, from: '09:00', to: '17:00' }] }],
    });
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${suite.t.baseUrl}/app/listings/schedule?id=${night}&type=clinic`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="schedule-calendar"][data-hydrated="true"]');
    const weekStart = () => page.$eval('.schedule-calendar-frame', (el) => (el as HTMLElement).dataset.weekStart!);
    const first = await weekStart();
    const next = moment.tz(first, TZ).add(7, 'day').format('YYYY-MM-DD');

    await page.click('.sched-toolbar button:nth-child(3)'); // Next
    await page.waitForFunction((d) => document.querySelector<HTMLElement>('.schedule-calendar-frame')!.dataset.weekStart === d, {}, next);
    const nextWeekLabel = moment.tz(next, TZ).format('MMM D');
    expect(await page.$eval('.sched-label', (el) => el.textContent)).to.contain(nextWeekLabel);

    // The Wednesday of that week, from its heading, in the day view.
    await (await page.$$('.sched-day button'))[3].click();
    await page.waitForSelector('.schedule-calendar-frame[data-view="day"]');
    const wednesday = moment.tz(next, TZ).add(3, 'day');
    expect(await page.$eval('.sched-label', (el) => el.textContent)).to.equal(wednesday.format('dddd, MMM D, YYYY'));
    expect(await page.$$eval('.sched-day', (els) => els.length)).to.equal(1);

    // 11:00 PM is empty; a click there opens a slot at 11:00 PM on that day.
    const elevenPm = moment.tz(`${wednesday.format('YYYY-MM-DD')} 23:00`, TZ).toISOString();
    expect(await page.$(`[data-slot="${elevenPm}"]`)).to.equal(null);
    await page.$eval('.sched-scroll', (el) => { el.scrollIntoView(); el.scrollTop = el.scrollHeight; });
    // The column's top is above the scroller's view now; 23:00 is 23 hours of 64 px below it.
    const column = (await (await page.$('.sched-col'))!.boundingBox())!;
    const y = column.y + 23 * 64 + 8;
    const view = (await (await page.$('.sched-scroll'))!.boundingBox())!;
    expect(y).to.be.within(view.y, view.y + view.height);
    await page.mouse.click(column.x + column.width / 2, y);
    await page.waitForSelector(`[data-slot="${elevenPm}"][data-state="open"]`);
    expect(await page.$eval(`[data-slot="${elevenPm}"]`, (el) => el.textContent)).to.equal('11:00 PM – 11:30 PM Open');

    // Today comes back to the current week.
    await page.click('.sched-toolbar button:nth-child(1)');
    await page.waitForFunction((d) => document.querySelector<HTMLElement>('.schedule-calendar-frame')!.dataset.weekStart === d, {}, first);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });
});
