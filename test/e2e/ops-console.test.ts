import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { generate } from 'otplib';
import { ARTIFACTS_DIR, browserSuite } from './browser.ts';
import { createBooking, createListing, createUser, createVendor, createVendorLogin, EVERY_DAY } from '../factories/index.ts';
import { bookPaid, createClinic, createOwner, slotAt } from '../integration/lifecycle-helpers.ts';
import { newOperator, OPERATOR_PASSWORD } from '../integration/ops-helpers.ts';
import { OPS_MESSAGES } from '../../contracts/ops.ts';

const SHOTS = path.join(ARTIFACTS_DIR, 'ops');

/** Nothing sticks out sideways at this width. */
async function fitsWidth(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} is wider than the screen`).to.be.at.most(0);
}

async function submit(page: Page, selector: string): Promise<void> {
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click(selector)]);
}

async function flashText(page: Page): Promise<string> {
  return page.$eval('[data-testid="ops-flash"]', (el) => el.textContent ?? '');
}

describe('The operator console in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();

  it('an operator signs in with TOTP, approves a clinic that then shows on the vet list, refunds a payment and hides a reported review', async () => {
    const { t, browser } = suite;
    const db = t.testDb.db;
    fs.mkdirSync(SHOTS, { recursive: true });

    // A clinic waiting for approval, a paid appointment to refund and a reported review to hide.
    const name = `Approval Browser Vets ${Date.now()}`;
    const waiting = await createVendor(db, { name, approved: false });
    await createVendorLogin(db, waiting, { subrole: 'root_admin' });
    await createListing(db, waiting, { title: name, consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 60, schedule: EVERY_DAY }] });
    const clinic = await createClinic(t, { title: 'Refund Browser Clinic' });
    const payer = await createOwner(t);
    const booking = await bookPaid(t, clinic, payer, slotAt(6, 10));
    const { payment_id: paymentId } = await db('bookings').where({ id: booking }).first();
    const reviewer = await createUser(db);
    const past = await createBooking(db, { userId: reviewer.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() - 86_400_000) });
    const [review] = await db('reviews').insert({
      vendor_id: clinic.vendorId, booking_id: past, listing_id: clinic.listingId, user_id: reviewer.id, rating: 1, text: 'Reported in the browser',
      reported_at: new Date(), report_reason: 'Abusive',
    }).returning('id');
    const operator = await newOperator(t);

    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });

    const vetList = async () => {
      const other = await context.newPage();
      await other.goto(`${t.baseUrl}/vet-appointments/list?q=${encodeURIComponent(name)}`, { waitUntil: 'networkidle0' });
      const cards = await other.$$eval('.vet-card .vet-card-clinic', (els) => els.map((el) => el.textContent ?? ''));
      await other.close();
      return cards.join('\n');
    };
    expect(await vetList()).not.to.contain(name);

    await page.setViewport({ width: 375, height: 800 });
    await page.goto(`${t.baseUrl}/ops/clinics`, { waitUntil: 'networkidle0' });
    expect(new URL(page.url()).pathname).to.equal('/ops/login');
    await fitsWidth(page, 'the sign-in');
    await page.screenshot({ path: path.join(SHOTS, 'login-375.png'), fullPage: true });
    await page.type('#ops-email', operator.email);
    await page.type('#ops-password', OPERATOR_PASSWORD);
    await submit(page, '[data-testid="ops-login-submit"]');
    expect(new URL(page.url()).pathname).to.equal('/ops/login/verify');
    // The first sign-in shows the QR code and key to add to the authenticator.
    expect(await page.$eval('[data-testid="ops-secret"]', (el) => el.textContent)).to.equal(operator.secret);
    await fitsWidth(page, 'the enrolment');
    await page.screenshot({ path: path.join(SHOTS, 'enrol-375.png'), fullPage: true });
    await page.type('#ops-code', await generate({ secret: operator.secret }));
    await submit(page, '[data-testid="ops-verify-submit"]');
    expect(new URL(page.url()).pathname).to.equal('/ops/clinics');

    // Approve the waiting clinic: its listing is on the vet list at once.
    await page.goto(`${t.baseUrl}/ops/clinics?q=${encodeURIComponent(name)}`, { waitUntil: 'networkidle0' });
    await submit(page, `tr[data-clinic-id="${waiting}"] [data-testid="ops-approve"]`);
    expect(await flashText(page)).to.equal(OPS_MESSAGES.clinicApproved(name));
    expect(await vetList()).to.contain(name);

    // Refund the paid appointment in full.
    await page.goto(`${t.baseUrl}/ops/money?q=${paymentId}`, { waitUntil: 'networkidle0' });
    await submit(page, `tr[data-payment-id="${paymentId}"] [data-testid="ops-refund"]`);
    expect(await flashText(page)).to.equal(OPS_MESSAGES.refundRequested('$60'));
    expect((await db('refunds').where({ payment_id: paymentId }).first()).status).to.equal('succeeded');

    // Hide the reported review.
    await page.goto(`${t.baseUrl}/ops/queues`, { waitUntil: 'networkidle0' });
    await submit(page, `tr[data-review-id="${review.id}"] [data-testid="ops-hide-review"]`);
    expect(await flashText(page)).to.equal(OPS_MESSAGES.reviewHidden(Number(review.id)));
    expect(await page.$(`tr[data-review-id="${review.id}"]`)).to.equal(null);

    // Every page fits a phone and a desktop; the audit log names the three actions.
    for (const width of [320, 375, 1280]) {
      await page.setViewport({ width, height: 900 });
      for (const p of ['clinics', 'money', 'queues', 'health', 'audit']) {
        await page.goto(`${t.baseUrl}/ops/${p}`, { waitUntil: 'networkidle0' });
        await fitsWidth(page, `/ops/${p} at ${width} px`);
        if (width !== 320) await page.screenshot({ path: path.join(SHOTS, `${p}-${width}.png`), fullPage: true });
      }
    }
    const log = await page.$eval('[data-testid="ops-audit"]', (el) => el.textContent ?? '');
    expect(log).to.contain('Approved a clinic').and.contain('Refunded a payment').and.contain('Hid a review');

    await submit(page, '[data-testid="ops-logout"]');
    expect(new URL(page.url()).pathname).to.equal('/ops/login');
    expect(errors).to.deep.equal([]);
    await context.close();
  });
});
