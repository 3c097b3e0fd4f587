import { expect } from 'chai';
import moment from 'moment-timezone';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { createBooking, TEST_PASSWORD } from '../factories/index.ts';
import { browserSuite, logInThroughForm, setInputValue } from './browser.ts';
import { bookPaid, createClinic, createOwner, slotAt, ZONE } from '../integration/lifecycle-helpers.ts';

/** Reschedules from the open detail page: picks the date, then the time (still offered once `settled` is in), then confirms; lands on the new booking. */
async function rescheduleTo(page: Page, iso: string, settled?: Promise<void>): Promise<void> {
  await page.waitForSelector('[data-island="appointment-reschedule"][data-hydrated="true"]');
  await page.click('[data-testid="reschedule-appointment"]');
  await page.waitForSelector('[data-testid="reschedule-date"]');
  await setInputValue(page, '[data-testid="reschedule-date"]', moment.tz(iso, ZONE).format('YYYY-MM-DD'));
  const slot = `[data-testid="reschedule-slot"][value="${iso}"]`;
  await page.waitForSelector(slot);
  if (settled) {
    // Every answer asked for is in (and React has had a moment with it): the picked day's time is still offered.
    await settled;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await page.waitForSelector(slot, { timeout: 2_000 });
  }
  await page.click(slot);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="reschedule-confirm"]')]);
}

/** Cancels from the open detail page (giving `reason` when the practice cancels); returns the refund line the dialog showed before Yes. */
async function cancelWithDialog(page: Page, reason?: string): Promise<string | null> {
  await page.waitForSelector('[data-island="appointment-cancel"][data-hydrated="true"]');
  await page.click('[data-testid="cancel-appointment"]');
  await page.waitForSelector('dialog[data-testid="cancel"][open]');
  // Focus on the safe answer, whoever cancels.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).to.equal('cancel-no');
  if (reason !== undefined) await page.type('dialog[data-testid="cancel"] textarea', reason);
  const notice = await page.$eval('dialog[data-testid="cancel"]', (el) => el.querySelector('[data-testid="cancel-refund-notice"]')?.textContent ?? null);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('dialog[data-testid="cancel"] [data-testid="cancel-yes"]')]);
  return notice;
}

async function logInVendor(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/vendor/login`, { waitUntil: 'networkidle0' });
  const status = await page.evaluate(async (e, password) => (await fetch('/api/account/login', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: e, password, role: 'vendor' }),
  })).status, email, TEST_PASSWORD);
  expect(status).to.equal(200);
}

describe('After booking in Chromium: reschedule, cancel with a refund, no-show', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  it('an owner reschedules, then cancels early enough and is refunded in full', async () => {
    const { t, browser } = suite;
    const db = t.testDb.db;
    const clinic = await createClinic(t, { cancellationHours: 24 });
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(3, 10));
    // A clinic with a 30-day window: any booking is inside it.
    const strict = await createClinic(t, { cancellationHours: 720 });
    const late = await bookPaid(t, strict, owner, slotAt(2, 10));

    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await logInThroughForm(page, t.baseUrl, owner.email, `/app/my-appointments/${id}`);
    expect(await page.$eval('[data-testid="cancellation-policy"]', (el) => el.textContent))
      .to.equal('Free cancellation up to 24 hours before the appointment, with a full refund. Later cancellations are not refunded.');
    expect(await page.$eval('[data-testid="payment-record"]', (el) => el.textContent)).to.equal('Paid $60.00');

    // Opening the panel asks for today's times; here that answer is held until the picked day's has arrived (as on a
    // slow line): it must not replace the picked day's times.
    const newSlot = slotAt(4, 15);
    const today = moment.tz(ZONE).format('YYYY-MM-DD');
    const picked = moment.tz(newSlot, ZONE).format('YYYY-MM-DD');
    const asksFor = (request: HTTPRequest, day: string) => request.method() === 'POST' && (request.postData() ?? '').includes(`"d":"${day}"`);
    let pickedAnswered!: () => void;
    const pickedDone = new Promise<void>((resolve) => { pickedAnswered = resolve; });
    let lateAnswered!: () => void;
    const lateDone = new Promise<void>((resolve) => { lateAnswered = resolve; });
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (asksFor(request, today)) void pickedDone.then(() => request.continue());
      else void request.continue();
    });
    page.on('requestfinished', (request) => {
      if (asksFor(request, picked)) pickedAnswered();
      if (asksFor(request, today)) lateAnswered();
    });
    await rescheduleTo(page, newSlot, lateDone);
    await page.setRequestInterception(false);
    const moved = await db('bookings').where({ rescheduled_from: id }).first();
    expect(new URL(page.url()).pathname).to.equal(`/app/my-appointments/${moved.id}`);
    expect(await page.$eval('.alert-success', (el) => el.textContent)).to.equal('The appointment was rescheduled.');
    expect(await page.$eval('[data-testid="rescheduled-from"]', (el) => el.textContent)).to.equal(`PC-${String(id).padStart(6, '0')}`);
    expect((await db('bookings').where({ id }).first()).status).to.equal(2);

    expect(await cancelWithDialog(page)).to.equal('You will get a full refund of $60.00.');
    expect(new URL(page.url()).pathname).to.equal('/app/my-appointments');
    expect(await page.$eval('[data-testid="appointments-notice"]', (el) => el.textContent)).to.match(/^The appointment PC-\d{6} was canceled\.$/);
    const refund = await db('refunds').where({ booking_id: moved.id }).first();
    expect(refund).to.include({ status: 'succeeded', amount_cents: 6000 });

    // Inside the window the owner is told before confirming that no refund applies.
    await page.goto(`${t.baseUrl}/app/my-appointments/${late}`, { waitUntil: 'networkidle0' });
    expect(await cancelWithDialog(page)).to.equal('This appointment starts in less than 720 hours: no refund applies if you cancel now.');
    expect((await db('bookings').where({ id: late }).first()).status).to.equal(3);
    expect(await db('refunds').where({ booking_id: late })).to.have.length(0);
    expect(errors).to.deep.equal([]);
    await context.close();
  });

  it('the practice reschedules and cancels inside the window (refunded in full), and marks a past booking No-show', async () => {
    const { t, browser } = suite;
    const db = t.testDb.db;
    const clinic = await createClinic(t, { cancellationHours: 720 });
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(2, 11));
    const past = await createBooking(db, { userId: owner.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() - 5 * 3_600_000) });

    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await logInVendor(page, t.baseUrl, clinic.root.email);
    await page.goto(`${t.baseUrl}/app/appointments/${id}`, { waitUntil: 'networkidle0' });
    await rescheduleTo(page, slotAt(2, 16));
    const moved = await db('bookings').where({ rescheduled_from: id }).first();
    expect(new URL(page.url()).pathname).to.equal(`/app/appointments/${moved.id}`);
    expect((await db('bookings').where({ id }).first()).details.rescheduled.by.kind).to.equal('vendor');

    // A 720-hour window: an owner would get nothing now, but the practice cancelling always refunds the customer in full.
    expect(await cancelWithDialog(page, 'Dr. Vera is away that day.')).to.equal('The customer will get a full refund of $60.00.');
    expect(new URL(page.url()).pathname).to.equal('/app/appointments');
    expect(await db('refunds').where({ booking_id: moved.id }).first()).to.include({ status: 'succeeded', amount_cents: 6000 });
    expect((await db('payments').where({ id: moved.payment_id }).first()).status).to.equal('refunded');
    expect((await db('bookings').where({ id: moved.id }).first()).details.canceled.reason).to.equal('Dr. Vera is away that day.');

    // No-show asks first (focus on No; No changes nothing), and the mark can be undone the same day.
    await page.goto(`${t.baseUrl}/app/appointments/${past}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="appointment-outcome"][data-hydrated="true"]');
    await page.click('[data-testid="mark-noShow"]');
    await page.waitForSelector('dialog[data-testid="no-show"][open]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).to.equal('no-show-no');
    await page.click('[data-testid="no-show-no"]');
    await page.waitForSelector('dialog[data-testid="no-show"]:not([open])');
    expect((await db('bookings').where({ id: past }).first()).status).to.equal(0);
    await page.click('[data-testid="mark-noShow"]');
    await page.waitForSelector('dialog[data-testid="no-show"][open]');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="no-show-yes"]')]);
    expect(await page.$eval('[data-testid="detail-status"]', (el) => el.textContent)).to.equal('No-show');
    expect(await page.$eval('.alert-success', (el) => el.textContent)).to.equal('Marked No-show.');
    expect((await db('bookings').where({ id: past }).first()).status).to.equal(6);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="undo-outcome"]')]);
    expect(await page.$eval('.alert-success', (el) => el.textContent)).to.equal('The mark was undone: the appointment is active again.');
    expect((await db('bookings').where({ id: past }).first()).status).to.equal(0);
    expect(errors).to.deep.equal([]);
    await context.close();
  });
});
