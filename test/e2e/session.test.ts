import { expect } from 'chai';
import { createBooking, createListing, createUser, createVendor, createWebsite, EVERY_DAY, TEST_PASSWORD } from '../factories/index.ts';
import { browserSuite, clickText, setInputValue } from './browser.ts';

describe('signing in and out, as the pages see it, in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let owner: { id: number; email: string };
  let vendorId: number;
  let listingId: number;

  before(async function () {
    if (!suite.t) return;
    const db = suite.t.testDb.db;
    vendorId = await createVendor(db, { name: 'Session Clinic' });
    await createWebsite(db, vendorId, { name: 'Session Clinic', sub_domain: 'sessionclinic' });
    listingId = await createListing(db, vendorId, {
      title: 'Session Clinic', timezone: 'UTC', consultations: [{ type: 'video', enabled: true, duration: 30, price: 25, schedule: EVERY_DAY }],
    });
    owner = await createUser(db, { first_name: 'Sasha' });
  });

  it('shows the account menu in the header as soon as an owner logs in inside the booking wizard', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`http://sessionclinic.petcare.localhost:${suite.t.port}/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="booking-wizard"][data-hydrated="true"]');
    expect(await page.$('.site-nav-desktop a[href="/login/"]')).not.to.equal(null);
    await clickText(page, '.type-choice', 'Video Consultation');
    await setInputValue(page, '#wizard-date', new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    await page.waitForSelector('.slot-list .slot');
    await page.click('.slot-list li:nth-child(2) .slot');
    await page.waitForSelector('[data-testid="account-panel"][data-mode="login"]');
    await page.type('#account-email', owner.email);
    await page.type('#account-password', TEST_PASSWORD);
    await page.click('[data-testid="account-submit"]');
    await page.waitForSelector('#wizard-reason');
    // Same page, no reload: the header now has the avatar menu with Dashboard and Logout, and no Login link.
    await page.waitForSelector('.site-nav-desktop .account-menu');
    expect(await page.$('.site-nav-desktop a[href="/login/"]')).to.equal(null);
    expect(await page.$eval('#account-menu', (el) => el.textContent)).to.contain('Sasha');
    // The phone's Menu: the owner's dashboard pages and Logout, the avatar on its button, no Login.
    const mobileLinks = await page.$$eval('#mobile-menu a', (as) => as.map((a) => a.getAttribute('href')));
    expect(mobileLinks).to.include.members(['/app/my-appointments', '/app/my-pets', '/app/logout']).and.not.include('/login/');
    expect(await page.$eval('#mobile-menu', (el) => el.textContent)).to.contain('Signed in as');
    expect(await page.$eval('.mobile-menu-button .avatar', (el) => el.textContent)).to.equal('SO');
    await context.close();
  });

  it('sends a signed-out visitor of a dashboard page to log in and back to that page', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${suite.t.baseUrl}/app/my-pets`, { waitUntil: 'networkidle0' });
    expect(new URL(page.url()).pathname).to.equal('/login/');
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', owner.email);
    await page.type('#account-password', TEST_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/app/my-pets');
    await context.close();
  });

  it('says the session has ended, with a way back, when it ends while a dashboard page is open', async () => {
    const db = suite.t.testDb.db;
    const other = await createUser(db, { first_name: 'Ended' });
    await createBooking(db, { userId: other.id, vendorId, listingId, slot: new Date(Date.now() + 2 * 86_400_000) });
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${suite.t.baseUrl}/login/?redirectUrl=%2Fapp%2Fmy-appointments`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', other.email);
    await page.type('#account-password', TEST_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    await page.waitForSelector('[data-island="appointments"][data-hydrated="true"]');

    // The session ends elsewhere (a password change signs out every other session).
    await db('users').where({ id: other.id }).update({ password_changed_at: new Date(Date.now() + 1000) });
    await page.select('select[name="sort"]', 'created');
    await page.waitForSelector('[data-testid="session-ended"]');
    const banner = await page.$eval('[data-testid="session-ended"]', (el) => el.textContent);
    expect(banner).to.contain('Your session has ended.');
    expect(await page.$eval('.appointments .alert-error', (el) => el.textContent)).to.equal('Your session has ended.');
    const href = await page.$eval('[data-testid="session-ended"] a', (a) => a.getAttribute('href'));
    expect(href).to.match(/^\/login\/\?redirectUrl=%2Fapp%2Fmy-appointments.*&ended=1$/);

    // Reloading shows the login page with the same line, and signing in returns to the list.
    await page.goto(`${suite.t.baseUrl}/app/my-appointments`, { waitUntil: 'networkidle0' });
    expect(new URL(page.url()).pathname).to.equal('/login/');
    expect(await page.$eval('[data-testid="session-ended"]', (el) => el.textContent)).to.contain('Your session has ended.');
    await context.close();
  });
});
