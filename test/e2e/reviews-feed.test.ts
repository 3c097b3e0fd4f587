import { expect } from 'chai';
import ICAL from 'ical.js';
import type { Page } from 'puppeteer-core';
import { createBooking, createUser, TEST_PASSWORD } from '../factories/index.ts';
import { ARTIFACTS_DIR, browserSuite, logInThroughForm } from './browser.ts';
import { bookPaid, createClinic, createOwner, slotAt } from '../integration/lifecycle-helpers.ts';
import { REVIEW_MESSAGES } from '../../contracts/reviews.ts';
import { CALENDAR_FEED_MESSAGES } from '../../contracts/calendar-feed.ts';

async function logInVendor(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/vendor/login`, { waitUntil: 'networkidle0' });
  const status = await page.evaluate(async (e, password) => (await fetch('/api/account/login', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: e, password, role: 'vendor' }),
  })).status, email, TEST_PASSWORD);
  expect(status).to.equal(200);
}

/** Nothing sticks out sideways at this width. */
async function fitsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).to.be.at.most(0);
}

describe('Reviews and the calendar feed in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();

  it("a completed appointment's owner reviews it and the clinic replies; an owner without one cannot", async () => {
    const { t, browser } = suite;
    const db = t.testDb.db;
    const clinic = await createClinic(t, { title: 'Browser Review Clinic' });
    const owner = await createUser(db, { first_name: 'Rita' });
    const done = await createBooking(db, { userId: owner.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() - 2 * 86_400_000) });
    const waiting = await createUser(db, { first_name: 'Wade' });
    const upcoming = await createBooking(db, { userId: waiting.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() + 2 * 86_400_000) });

    const ownerContext = await browser.createBrowserContext();
    const page = await ownerContext.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await logInThroughForm(page, t.baseUrl, owner.email, `/app/my-appointments/${done}`);
    await page.waitForSelector('[data-testid="review-form"]');
    for (const width of [375, 1280]) {
      await page.setViewport({ width, height: 900 });
      await fitsWidth(page);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/review-form-${width}.png`, fullPage: true });
    }
    // Publishing without a rating is stopped by the browser (required); the server says it too.
    await page.click('input[name="rating"][value="5"]');
    await page.type('#review-text', 'Dr. Vet was <b>gentle</b> with Rex.');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="review-submit"]')]);
    expect(await page.$eval('body', (b) => b.textContent)).to.contain(REVIEW_MESSAGES.saved);
    expect(await page.$eval('[data-testid="review-text"]', (el) => el.textContent)).to.equal('Dr. Vet was <b>gentle</b> with Rex.');
    expect(await page.$('[data-testid="review-form"]')).to.equal(null);
    await ownerContext.close();

    const vetContext = await browser.createBrowserContext();
    const vet = await vetContext.newPage();
    vet.on('pageerror', (err) => errors.push(String(err)));
    await logInVendor(vet, t.baseUrl, clinic.root.email);
    await vet.goto(`${t.baseUrl}/app/appointments/${done}`, { waitUntil: 'networkidle0' });
    await vet.waitForSelector('[data-testid="reply-form"]');
    await vet.type('#review-reply', 'Thank you, Rita. See you and Rex at the check-up.');
    await Promise.all([vet.waitForNavigation({ waitUntil: 'networkidle0' }), vet.click('[data-testid="reply-submit"]')]);
    expect(await vet.$eval('[data-testid="review-reply"]', (el) => el.textContent)).to.contain('See you and Rex at the check-up.');
    expect(await vet.$('[data-testid="reply-form"]')).to.equal(null);
    expect(await vet.$('[data-testid="report-form"]')).to.not.equal(null);
    for (const width of [375, 1280]) {
      await vet.setViewport({ width, height: 900 });
      await fitsWidth(vet);
      await vet.screenshot({ path: `${ARTIFACTS_DIR}/review-replied-${width}.png`, fullPage: true });
    }
    await vetContext.close();

    // An owner whose appointment has not taken place gets no form, and a post is refused with the reason.
    const otherContext = await browser.createBrowserContext();
    const other = await otherContext.newPage();
    await logInThroughForm(other, t.baseUrl, waiting.email, `/app/my-appointments/${upcoming}`);
    expect(await other.$('[data-testid="review-form"]')).to.equal(null);
    const refused = await other.evaluate(async (id) => {
      const token = (document.querySelector('input[name="_csrf"]') as HTMLInputElement | null)?.value ?? '';
      const res = await fetch(`/app/my-appointments/${id}/review`, {
        method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ rating: '5', _csrf: token }).toString(),
      });
      return { status: res.status, text: await res.text() };
    }, upcoming);
    expect(refused.status).to.equal(403);
    expect(refused.text).to.contain(REVIEW_MESSAGES.notReviewable);
    // Nor may they review another owner's appointment.
    await other.goto(`${t.baseUrl}/app/my-appointments/${done}`, { waitUntil: 'networkidle0' });
    expect(await other.$('[data-testid="review-form"]')).to.equal(null);
    await otherContext.close();
    expect(await db('reviews').where({ vendor_id: clinic.vendorId }).count('* as n').first()).to.deep.equal({ n: 1 });
    expect(errors).to.deep.equal([]);
  });

  it("a vet gets a calendar address on My Profile whose feed parses with ical.js, times matching the bookings", async () => {
    const { t, browser } = suite;
    const clinic = await createClinic(t, { title: 'Feed Browser Clinic' });
    const owner = await createOwner(t);
    const first = await bookPaid(t, clinic, owner, slotAt(2, 11), 'video');
    const second = await bookPaid(t, clinic, owner, slotAt(4, 15), 'clinic');
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await logInVendor(page, t.baseUrl, clinic.root.email);
    await page.goto(`${t.baseUrl}/app/settings/profile`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="profile-editor"][data-hydrated="true"]');
    await page.click('[data-testid="calendar-feed-issue"]');
    await page.waitForSelector('[data-testid="calendar-feed-url"]');
    expect(await page.$eval('[data-testid="calendar-feed-status"]', (el) => el.textContent)).to.equal(CALENDAR_FEED_MESSAGES.created);
    const url = await page.$eval('[data-testid="calendar-feed-url"]', (el) => (el as HTMLInputElement).value);
    for (const width of [375, 1280]) {
      await page.setViewport({ width, height: 900 });
      await fitsWidth(page);
      await page.$eval('[data-testid="calendar-feed"]', (el) => el.scrollIntoView());
      await page.screenshot({ path: `${ARTIFACTS_DIR}/calendar-feed-${width}.png` });
    }
    await context.close();

    // A calendar app fetches it with no session.
    const res = await t.fetch(new URL(url).pathname);
    expect(res.status).to.equal(200);
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).to.deep.equal([`booking-${first}@petcare`, `booking-${second}@petcare`]);
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).to.deep.equal([new Date(slotAt(2, 11)).toISOString(), new Date(slotAt(4, 15)).toISOString()]);
  });
});
