import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import path from 'node:path';
import { createBooking, createListing, createUser, createVendor, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import { ARTIFACTS_DIR, browserSuite, logInThroughForm } from './browser.ts';
import { PAGE_SIZE } from '../../server/domain/appointments/appointment-service.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';

describe('My Appointments in Chromium', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  const cardIds = (page: Page) => page.$$eval('.appointment-card', (els) => els.map((el) => Number(el.getAttribute('data-appointment-id'))));

  it('an owner sees their booking, filters by status, opens it, cancels with Yes and is back on the refreshed list with a confirmation', async () => {
    const { t, browser } = suite;
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    const listingId = await createListing(db, vendorId, { title: 'Happy Paws Midtown' });
    const user = await createUser(db);
    const upcoming = await createBooking(db, { userId: user.id, vendorId, listingId, slot: new Date(Date.now() + 2 * 86_400_000) });
    const canceled = await createBooking(db, { userId: user.id, vendorId, listingId, slot: new Date(Date.now() + 86_400_000), status: 3 });

    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    // A hydration mismatch (server and browser rendering dates differently) is reported as a console error.
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    await logInThroughForm(page, t.baseUrl, user.email, '/app/my-appointments');
    expect(new URL(page.url()).pathname).to.equal('/app/my-appointments');
    await page.waitForSelector('[data-island="appointments"][data-hydrated="true"]');
    expect(await cardIds(page)).to.deep.equal([canceled, upcoming]); // what is ahead, soonest first
    // The Timezone defaults to the browser's guessed zone once hydrated.
    const guessed = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await page.waitForFunction((zone) => (document.querySelector('[data-testid="filter-tz"]') as HTMLSelectElement).value === zone, {}, guessed);

    await page.select('[data-testid="filter-status"]', '0');
    await page.waitForFunction(() => document.querySelectorAll('.appointment-card').length === 1);
    expect(await cardIds(page)).to.deep.equal([upcoming]);
    expect(new URL(page.url()).search).to.equal('?status=0');

    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click(`[data-appointment-id="${upcoming}"] a`)]);
    expect(new URL(page.url()).pathname).to.equal(`/app/my-appointments/${upcoming}`);
    expect(await page.$eval('[data-testid="detail-status"]', (el) => el.textContent)).to.equal('Active');
    await page.waitForSelector('[data-island="appointment-cancel"][data-hydrated="true"]');
    await page.click('[data-testid="cancel-appointment"]');
    await page.waitForSelector('dialog[data-testid="cancel"][open]');
    expect(await page.$eval('dialog[data-testid="cancel"] .dialog-title', (el) => el.textContent))
      .to.equal('Are you sure you want to cancel this appointment?');
    // Focus lands on No, never on the red Yes; Escape closes and focus goes back to Cancel Appointment.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).to.equal('cancel-no');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[data-testid="cancel"]:not([open])');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).to.equal('cancel-appointment');
    await page.click('[data-testid="cancel-appointment"]');
    await page.waitForSelector('dialog[data-testid="cancel"][open]');
    // No closes the question and changes nothing.
    await page.click('[data-testid="cancel-no"]');
    await page.waitForSelector('dialog[data-testid="cancel"]:not([open])');
    expect((await db('bookings').where({ id: upcoming }).first()).status).to.equal(0);

    await page.click('[data-testid="cancel-appointment"]');
    await page.waitForSelector('dialog[data-testid="cancel"][open]');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('dialog[data-testid="cancel"] [data-testid="cancel-yes"]')]);
    // Back on the list, loaded afresh: the confirmation line and the card's new badge.
    expect(new URL(page.url()).pathname).to.equal('/app/my-appointments');
    expect(await page.$eval('[data-testid="appointments-notice"]', (el) => el.textContent)).to.match(/^The appointment PC-\d{6} was canceled\.$/);
    expect(await page.$eval(`.appointment-card[data-appointment-id="${upcoming}"]`, (el) => el.textContent)).to.contain('Canceled');
    expect((await db('bookings').where({ id: upcoming }).first()).status).to.equal(3);
    expect(errors).to.deep.equal([]);
    await page.close();
  });

  it('shows the same booking date on the card and the detail, in the zone the browser is in, by its canonical name', async () => {
    const { t, browser } = suite;
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    const listingId = await createListing(db, vendorId, { title: 'Midnight Vets', timezone: 'America/New_York' });
    const user = await createUser(db);
    // Booked at 23:30 UTC: the 9th in New York (the listing's zone), already the 10th in India (the browser's).
    const id = await createBooking(db, { userId: user.id, vendorId, listingId, slot: new Date(Date.now() + 3 * 86_400_000) });
    await db('bookings').where({ id }).update({ created_at: new Date('2026-03-09T23:30:00Z') });

    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    // Chromium reports India's zone by ICU's old name.
    await page.emulateTimezone('Asia/Calcutta');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).to.equal('Asia/Calcutta');
    await logInThroughForm(page, t.baseUrl, user.email, '/app/my-appointments');
    await page.waitForSelector('[data-island="appointments"][data-hydrated="true"]');
    // Once hydrated, the cards use the browser's zone.
    await page.waitForFunction(() => !!(document.querySelector('[data-testid="filter-tz"]') as HTMLSelectElement | null)?.value);
    const card = `[data-appointment-id="${id}"]`;
    const booked = await page.$eval(`${card} .appointment-meta`, (el) => el.textContent?.match(/Booked (.+)$/)?.[1]);
    expect(booked).to.equal('Mar 10, 2026');

    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click(`${card} a`)]);
    const detailDate = await page.$$eval('.appointment-facts dt', (dts) => dts.find((dt) => dt.textContent === 'Booked on')?.nextElementSibling?.textContent);
    expect(detailDate).to.equal(booked);
    expect(await page.$eval('.appointment-facts', (el) => el.textContent)).to.contain('(Asia/Kolkata)').and.not.contain('Calcutta');
    await page.goBack({ waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.querySelector('.appointment-zone-note')?.textContent === 'Times are shown in Asia/Kolkata.');
    expect(await page.$eval(`${card} .appointment-zone`, (el) => el.textContent)).to.equal('(Asia/Kolkata)');
    // The sign-in remembered the owner's zone for emails of bookings a vet makes for them.
    expect((await db('users').where({ id: user.id }).first()).time_zone).to.equal('Asia/Kolkata');
    await context.close();
  });

  it('flags the clinic\'s cards that Load More brings when their owner waits past the response target, at 375 and 1280 px', async () => {
    const { t, browser } = suite;
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    const vet = await createVendorLogin(db, vendorId);
    const listingId = await createListing(db, vendorId, { title: 'Happy Paws Midtown' });
    const user = await createUser(db, { first_name: 'Olive' });
    // A page and one more, half an hour apart: the waiting owner's appointment is the last, on the second page.
    const start = Date.now() + 2 * 86_400_000;
    const ids: number[] = [];
    for (let i = 0; i <= PAGE_SIZE; i++) {
      ids.push(await createBooking(db, { userId: user.id, vendorId, listingId, slot: new Date(start + i * 30 * 60_000), type: 'chat' }));
    }
    const last = ids[PAGE_SIZE];
    const owner = { kind: 'user', id: user.id, email: user.email, role: 'user', firstName: 'Olive', lastName: 'Owner', pic: null } as Viewer;
    await t.deps.services.threads.send(owner, last, { body: 'Is this urgent?' }, new Date(Date.now() - 6 * 3_600_000));

    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${t.baseUrl}/vendor/login?redirectUrl=${encodeURIComponent('/app/appointments')}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', vet.email);
    await page.type('#account-password', TEST_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    await page.waitForSelector('[data-island="appointments"][data-hydrated="true"]');
    expect(await cardIds(page)).to.deep.equal(ids.slice(0, PAGE_SIZE));
    expect(await page.$$('[data-testid="appointment-waiting"]')).to.have.length(0);
    await page.click('[data-testid="load-more"]');
    await page.waitForSelector(`[data-appointment-id="${last}"]`);
    expect(await page.$$eval('[data-testid="appointment-waiting"]', (els) => els.map((el) => Number(el.closest('.appointment-card')?.getAttribute('data-appointment-id')))))
      .to.deep.equal([last]);
    for (const width of [375, 1280]) {
      await page.setViewport({ width, height: 900 });
      await page.$eval(`[data-appointment-id="${last}"]`, (el) => el.scrollIntoView({ block: 'center' }));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `no sideways scroll at ${width} px`).to.be.at.most(0);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `appointments-load-more-waiting-${width}.png`) });
    }
    await context.close();
  });
});
