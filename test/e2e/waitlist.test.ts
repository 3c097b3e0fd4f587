import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import moment from 'moment-timezone';
import type { Page } from 'puppeteer-core';
import { browserSuite, fillCard, logInThroughForm } from './browser.ts';
import { createBooking, createListing, createUser, createVendor, createVendorLogin, createWebsite } from '../factories/index.ts';
import { JobQueue } from '../../server/jobs/job-queue.ts';
import { JOB, jobDefinitions } from '../../server/jobs/job-definitions.ts';
import { WEEKDAYS } from '../../contracts/listings.ts';
import { WAITLIST_MESSAGES } from '../../contracts/waitlist.ts';
import { SLOT_TAKEN } from '../../contracts/bookings.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';

const ZONE = 'America/New_York';
/** Screens of the waitlist's pages, looked at by people (not compared by the test). */
const SHOTS = process.env.WAITLIST_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../test-artifacts/waitlist');

/**
 * Issue 32's proof in Chromium: an owner joins a vet's waitlist from the booking page's link; the appointment holding
 * the time they want is canceled; the job queue offers it to them (the first in line) and holds it; they book it at the
 * checkout while a second owner on the waitlist is refused it during the hold, on the page and by the payment call.
 */
describe('waitlist in Chromium: a canceled time offered to the first in line', function () {
  this.timeout(240_000);
  const suite = browserSuite();
  let listingId: number;
  let vendorId: number;
  let slot: Date;
  let weekday: string;
  let freed: number;
  let holder: { id: number; email: string };
  let ann: { id: number; email: string };
  let bea: { id: number; email: string };

  before(async function () {
    if (!suite.browser) this.skip();
    const db = suite.t.testDb.db;
    fs.mkdirSync(SHOTS, { recursive: true });
    vendorId = await createVendor(db, { name: 'Happy Paws' });
    await createVendorLogin(db, vendorId, { subrole: 'root_admin' });
    await createWebsite(db, vendorId, { name: 'Happy Paws', sub_domain: 'waitlist' });
    const at = moment.tz(ZONE).add(4, 'days').startOf('day').hour(10);
    slot = at.toDate();
    weekday = WEEKDAYS[at.isoWeekday() - 1];
    // One half hour a week, every one of them within the booking window booked.
    listingId = await createListing(db, vendorId, {
      title: 'Happy Paws Clinic', timezone: ZONE,
      consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: [{ days: [weekday], from: '10:00', to: '10:30' }] }],
    });
    holder = await createUser(db, { first_name: 'Hank' });
    for (let k = 0; k < 3; k++) {
      const t = at.clone().add(k * 7, 'days').toDate();
      if (t.getTime() < Date.now() + 15 * 86_400_000) {
        const id = await createBooking(db, { userId: holder.id, vendorId, listingId, slot: t, type: 'video' });
        if (k === 0) freed = id;
      }
    }
    ann = await createUser(db, { first_name: 'Ann' });
    bea = await createUser(db, { first_name: 'Bea' });
  });

  const shoot = async (page: Page, name: string) => {
    for (const width of [375, 1280]) {
      await page.setViewport({ width, height: 900 });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width}: no sideways scroll`).to.equal(true);
    }
  };

  async function join(page: Page, who: { email: string }) {
    await logInThroughForm(page, suite.t.baseUrl, who.email, `/app/waitlist/join?listingId=${listingId}&type=video`);
    await page.waitForSelector('[data-testid="waitlist-join-form"]');
    await page.click(`[data-testid="waitlist-day-${weekday}"]`);
    await page.select('[data-testid="waitlist-from1"]', '09:00');
    await page.select('[data-testid="waitlist-to1"]', '12:00');
  }

  it('an owner joins a vet\'s waitlist from its join page: a wrong window is refused at its field, then they are in line', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await logInThroughForm(page, suite.t.baseUrl, ann.email, '/app/my-appointments');
    // The wizard offers the waitlist under its times.
    const link = `/app/waitlist/join?listingId=${listingId}&type=video`;
    await page.goto(`${suite.t.baseUrl}${link}`, { waitUntil: 'networkidle0' });
    await page.click(`[data-testid="waitlist-day-${weekday}"]`);
    await page.select('[data-testid="waitlist-from1"]', '12:00');
    await page.select('[data-testid="waitlist-to1"]', '09:00');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="waitlist-join"]')]);
    expect(await page.$eval('#waitlist-to1-error', (el) => el.textContent)).to.equal(WAITLIST_MESSAGES.window);
    await shoot(page, 'join-refused');
    await page.select('[data-testid="waitlist-from1"]', '09:00');
    await page.select('[data-testid="waitlist-to1"]', '12:00');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="waitlist-join"]')]);
    expect(await page.$eval('[data-testid="waitlist-notice"]', (el) => el.textContent)).to.equal(WAITLIST_MESSAGES.joined);
    expect(await page.$eval('[data-testid="waitlist-state"]', (el) => el.textContent)).to.equal('Waiting');
    await shoot(page, 'owner-waiting');
    await context.close();
    // The second owner joins after her.
    const second = await (await suite.browser.createBrowserContext()).newPage();
    await join(second, bea);
    await Promise.all([second.waitForNavigation({ waitUntil: 'networkidle0' }), second.click('[data-testid="waitlist-join"]')]);
    expect(await second.$eval('[data-testid="waitlist-state"]', (el) => el.textContent)).to.equal('Waiting');
    await second.browserContext().close();
  });

  it('the vet\'s booking pages offer its waitlist: under the wizard on the clinic\'s site, and on its vet list card', async () => {
    const page = await (await suite.browser.createBrowserContext()).newPage();
    await page.goto(`http://waitlist.petcare.localhost:${suite.t.port}/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="booking-wizard"][data-hydrated="true"]');
    expect(await page.$eval('[data-testid="vendor-waitlist"] a', (a) => a.getAttribute('href'))).to.equal(`/app/waitlist/join?listingId=${listingId}`);
    await page.goto(`${suite.t.baseUrl}/vet-appointments/list?type=video&q=${encodeURIComponent('Happy Paws Clinic')}`, { waitUntil: 'networkidle0' });
    expect(await page.$eval(`[data-listing-id="${listingId}"] [data-testid="waitlist-link"]`, (a) => a.getAttribute('href')))
      .to.equal(`/app/waitlist/join?listingId=${listingId}&type=video`);
    // A visitor following it is asked to sign in first, and comes back to the form.
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click(`[data-listing-id="${listingId}"] [data-testid="waitlist-link"]`)]);
    expect(page.url()).to.contain('/login');
    await page.browserContext().close();
  });

  it('a cancellation offers the time to the first in line, who books it; the second owner is refused it during the hold', async () => {
    const db = suite.t.testDb.db;
    const holderViewer: Viewer = { kind: 'user', id: holder.id, email: holder.email, role: 'user', firstName: 'Hank', lastName: 'Owner', pic: null };
    // The cancel queues the listing's match (the web process's job sender); the worker here runs it.
    await suite.t.deps.services.appointments.cancel(holderViewer, freed, new Date(), { reason: 'Feeling better' });
    const queue = new JobQueue(db, { retryDelaySeconds: 0 });
    await queue.start(jobDefinitions(suite.t.deps.services));
    try {
      await queue.drain([JOB.waitlistMatch]);
    } finally {
      await queue.stop();
    }
    const [hold] = await db('slot_holds').where({ vendor_listing_id: listingId });
    expect(hold).to.include({ user_id: ann.id, status: 'open' });
    const mail = await db('outbox_messages').where({ channel: 'email', to: ann.email }).whereILike('subject', 'A time opened%').first();
    expect(mail.text).to.contain(`/app/waitlist/offers/${hold.id}`);

    // Bea, second in line, does not see the time, and is refused it.
    const bPage = await (await suite.browser.createBrowserContext()).newPage();
    await logInThroughForm(bPage, suite.t.baseUrl, bea.email, '/app/waitlist');
    expect(await bPage.$eval('[data-testid="waitlist-state"]', (el) => el.textContent)).to.equal('Waiting');
    const checkout = `${suite.t.baseUrl}/checkout?${new URLSearchParams({
      vendorId: String(vendorId), vendorServiceId: String(listingId), type: 'video', for_ts: slot.toISOString(), listingTZ: ZONE,
    })}`;
    await bPage.goto(checkout, { waitUntil: 'networkidle0' });
    await bPage.waitForSelector('[data-testid="checkout-unbookable"]');
    const refused = await bPage.evaluate(async (body) => {
      const res = await fetch('/api/payment', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, text: await res.text() };
    }, {
      paymentType: 300, vendor_listing_id: listingId, type: 'video', slot: slot.toISOString(), info: { summary: 'Limping' }, pet: { name: 'Tom', type: 2 },
      paymentInfo: { cardNumber: '4242424242424242', name: 'Bea Owner', ccv: '123', expDt: '2030-01' },
    });
    expect(refused.status).to.equal(409);
    expect(refused.text).to.contain(WAITLIST_MESSAGES.held);

    // Ann opens the offer from her waitlist, and books it through the checkout.
    const aPage = await (await suite.browser.createBrowserContext()).newPage();
    await logInThroughForm(aPage, suite.t.baseUrl, ann.email, '/app/waitlist');
    expect(await aPage.$eval('[data-testid="waitlist-state"]', (el) => el.textContent)).to.equal('A time is held for you');
    await shoot(aPage, 'owner-offered');
    await Promise.all([aPage.waitForNavigation({ waitUntil: 'networkidle0' }), aPage.click('[data-testid="waitlist-offer-open"]')]);
    expect(await aPage.$eval('[data-testid="waitlist-offer-until"]', (el) => el.textContent)).to.contain('Held for you until');
    await shoot(aPage, 'offer');
    await aPage.setViewport({ width: 1280, height: 900 });
    await Promise.all([aPage.waitForNavigation({ waitUntil: 'networkidle0' }), aPage.click('[data-testid="waitlist-offer-book"]')]);
    await aPage.waitForSelector('[data-island="checkout"][data-hydrated="true"]');
    await aPage.waitForSelector('#checkout-reason');
    await aPage.type('#checkout-reason', 'Ear check');
    await aPage.waitForSelector('#wizard-pet-name');
    await aPage.type('#wizard-pet-name', 'Pepper');
    await aPage.select('#wizard-pet-type', '1');
    await fillCard(aPage, '4242424242424242');
    await aPage.click('[data-testid="pay"]');
    await aPage.waitForFunction(() => document.querySelector('h1')?.textContent === 'Thanks for your Order!', { timeout: 30_000 });
    const booking = await db('bookings').where({ user_id: ann.id, vendor_listing_id: listingId, status: 0 }).first();
    expect(new Date(booking.slot).toISOString()).to.equal(slot.toISOString());
    expect((await db('slot_holds').where({ id: hold.id }).first()).status).to.equal('booked');
    await aPage.goto(`${suite.t.baseUrl}/app/waitlist`, { waitUntil: 'networkidle0' });
    expect(await aPage.$eval('[data-testid="waitlist-state"]', (el) => el.textContent)).to.equal('Booked');

    // After the hold, the time is Ann's booking: Bea is still refused, now because it is taken.
    const after = await bPage.evaluate(async (body) => {
      const res = await fetch('/api/payment', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return res.text();
    }, {
      paymentType: 300, vendor_listing_id: listingId, type: 'video', slot: slot.toISOString(), info: { summary: 'Limping' }, pet: { name: 'Tom', type: 2 },
      paymentInfo: { cardNumber: '4242424242424242', name: 'Bea Owner', ccv: '123', expDt: '2030-01' },
    });
    expect(after).to.contain(SLOT_TAKEN);
  });

  it('shows the clinic its line per listing, at phone and desktop widths', async () => {
    const db = suite.t.testDb.db;
    const root = await db('vendor_logins').where({ vendor_id: vendorId }).first();
    const page = await (await suite.browser.createBrowserContext()).newPage();
    await page.goto(`${suite.t.baseUrl}/vendor/login?redirectUrl=${encodeURIComponent('/app/waitlist')}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', root.email);
    await page.type('#account-password', 'password123');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    const line = await page.$$eval(`[data-testid="waitlist-listing-${listingId}"] [data-testid^="waitlist-line-entry-"] td:first-of-type`, (tds) => tds.map((td) => td.textContent));
    expect(line).to.deep.equal(['Bea Owner']);
    await shoot(page, 'clinic');
    await page.setViewport({ width: 1280, height: 900 });
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click(`[data-testid="waitlist-listing-${listingId}"] [data-testid="waitlist-switch"]`)]);
    expect(await page.$eval(`[data-testid="waitlist-listing-${listingId}"] [data-testid="waitlist-switch-state"]`, (el) => el.textContent)).to.equal('Waitlist off');
  });
});
