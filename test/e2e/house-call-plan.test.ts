import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { createListing, createOrder, createPayment, createUser, createVendor, createVendorLogin, EVERY_DAY } from '../factories/index.ts';
import { HOUSE_VISIT_MESSAGES } from '../../contracts/house-call-plan.ts';
import { ARTIFACTS_DIR, browserSuite, logInThroughForm, vendorPageFor, watchCsp } from './browser.ts';

/** The house-call package in Chromium: a visit booked against the package, the ledger moving, the practice's holders. */
describe('house-call package in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  before(() => fs.mkdirSync(ARTIFACTS_DIR, { recursive: true }));

  it('books a house visit from the package without paying, and the ledger and the practice\'s holders page move', async () => {
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Maple House Calls' });
    // One vet's listing offers clinic visits and house visits on one calendar.
    const listingId = await createListing(db, vendorId, {
      timezone: 'America/New_York', title: 'Maple House Calls', line1: 'Dr. Mia Maple, DVM',
      consultations: [
        { type: 'clinic', enabled: true, duration: 30, price: 60, schedule: EVERY_DAY },
        { type: 'house', enabled: true, duration: 60, price: 0, schedule: EVERY_DAY },
      ],
    });
    const admin = await createVendorLogin(db, vendorId);
    const user = await createUser(db);
    const paymentId = await createPayment(db, { userId: user.id, amountCents: 36_000, paymentType: 100, productId: 3000, status: 'captured', gatewayRef: `test_${user.id}` });
    await createOrder(db, { userId: user.id, productId: 3000, status: 'paid', paymentId, vendorId, details: { address: '1 Main St, New York, NY 10001' } });

    const page = await suite.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    const refused = await watchCsp(page);
    await logInThroughForm(page, suite.t.baseUrl, user.email, '/app/house-calls');
    await page.setViewport({ width: 375, height: 800 });
    expect(await page.$eval('[data-testid="house-call-remaining"]', (el) => el.textContent)).to.equal('4 of 4 visits left');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'house-calls-375.png'), fullPage: true });
    await Promise.all([page.waitForNavigation(), page.click('[data-testid="house-visit-book"]')]);
    expect(await page.$eval('[data-testid="house-calls-notice"]', (el) => el.textContent)).to.equal('Your house visit is booked.');
    expect(await page.$eval('[data-testid="house-call-remaining"]', (el) => el.textContent)).to.equal('3 of 4 visits left');
    expect(await page.$eval('[data-testid="house-call-ledger"]', (el) => el.textContent)).to.equal('Visits used: 1. Remaining: 3.');
    await page.setViewport({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'house-calls-1280.png'), fullPage: true });
    // Cancelled in time: back in the package.
    await Promise.all([page.waitForNavigation(), page.click('[data-testid="house-visit-cancel"]')]);
    expect(await page.$eval('[data-testid="house-call-remaining"]', (el) => el.textContent)).to.equal('4 of 4 visits left');
    await Promise.all([page.waitForNavigation(), page.click('[data-testid="house-visit-book"]')]);
    const [visit] = await db('house_call_visits').where({ status: 'booked' }).whereIn('order_id', db('orders').select('id').where({ user_id: user.id }));
    const bookingId = Number(visit.booking_id);
    expect(await db('bookings').where({ id: bookingId, vendor_listing_id: listingId, status: 0 }).first()).to.not.equal(undefined);

    // The owner's appointment, from the visit's link: a house visit at the package's address.
    await Promise.all([page.waitForNavigation(), page.click(`a[href="/app/my-appointments/${bookingId}"]`)]);
    expect(await page.$eval('[data-testid="visit-address"]', (el) => el.textContent)).to.equal('1 Main St, New York, NY 10001 (house-call package)');
    expect(await page.$eval('[data-testid="cancellation-policy"]', (el) => el.textContent)).to.equal(HOUSE_VISIT_MESSAGES.cancelPolicy);
    for (const [w, h] of [[320, 800], [375, 800], [1280, 900]]) {
      await page.setViewport({ width: w, height: h });
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `house-visit-owner-appointment-${w}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${w}px`).to.be.at.most(0);
    }

    // The clinic's Appointments list and the appointment: marked as a house visit, with the address.
    const clinic = await vendorPageFor(suite.browser, suite.t.baseUrl, admin.email);
    clinic.on('pageerror', (err) => errors.push(String(err)));
    await clinic.goto(`${suite.t.baseUrl}/app/appointments`, { waitUntil: 'networkidle0' });
    const card = `[data-appointment-id="${bookingId}"]`;
    await clinic.waitForSelector(card);
    expect(await clinic.$eval(`${card} .appointment-type`, (el) => el.textContent)).to.equal('House visit');
    expect(await clinic.$eval(`${card} .appointment-visit-address`, (el) => el.textContent)).to.equal('At 1 Main St, New York, NY 10001');
    for (const [w, h] of [[320, 800], [375, 800], [1280, 900]]) {
      await clinic.setViewport({ width: w, height: h });
      await clinic.screenshot({ path: path.join(ARTIFACTS_DIR, `house-visit-clinic-appointments-${w}.png`), fullPage: true });
      expect(await clinic.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${w}px`).to.be.at.most(0);
    }
    await clinic.goto(`${suite.t.baseUrl}/app/appointments/${bookingId}`, { waitUntil: 'networkidle0' });
    expect(await clinic.$eval('[data-testid="visit-address"]', (el) => el.textContent)).to.contain('1 Main St');
    for (const [w, h] of [[375, 800], [1280, 900]]) {
      await clinic.setViewport({ width: w, height: h });
      await clinic.screenshot({ path: path.join(ARTIFACTS_DIR, `house-visit-clinic-appointment-${w}.png`), fullPage: true });
    }
    await clinic.goto(`${suite.t.baseUrl}/app/house-call-holders`, { waitUntil: 'networkidle0' });
    await clinic.setViewport({ width: 375, height: 800 });
    expect(await clinic.$eval('[data-testid="holder-remaining"]', (el) => el.textContent)).to.equal('3');
    await clinic.screenshot({ path: path.join(ARTIFACTS_DIR, 'house-call-holders-375.png'), fullPage: true });
    await clinic.setViewport({ width: 1280, height: 900 });
    await clinic.screenshot({ path: path.join(ARTIFACTS_DIR, 'house-call-holders-1280.png'), fullPage: true });
    expect(errors, errors.join('\n')).to.deep.equal([]);
    expect(refused, refused.join('\n')).to.deep.equal([]);
    await page.close();
    await clinic.close();
  });
});
