import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createListing, createVendor, createVendorLogin, createWebsite, EVERY_DAY, TEST_PASSWORD } from '../factories/index.ts';
import { browserSuite, clickText, setInputValue } from './browser.ts';

/** The scripts a page has asked for so far, by file name ('payment-step-Ab12.js'). */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (req) => { if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname.split('/').pop()!); });
  return scripts;
}

const fetched = (scripts: string[], chunk: string) => scripts.some((s) => s.startsWith(`${chunk}-`));

/** Errors the page reports (a hydration mismatch is one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  return errors;
}

/** The later steps of the booking wizard and the checkout, and the team form, are fetched when they are about to be used. */
describe('steps fetched when they are about to be shown, in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let vendorId: number;
  let listingId: number;

  before(async function () {
    if (!suite.t) return;
    const db = suite.t.testDb.db;
    vendorId = await createVendor(db, { name: 'Chunk Clinic' });
    await createWebsite(db, vendorId, { name: 'Chunk Clinic', sub_domain: 'chunks' });
    listingId = await createListing(db, vendorId, {
      title: 'Chunk Clinic', timezone: 'UTC', consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }],
    });
  });

  it('booking wizard: the login step is fetched while the times are on screen and shows in the same click, with no "Loading..."', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const scripts = watchScripts(page);
    const errors = watchErrors(page);
    await page.goto(`http://chunks.petcare.localhost:${suite.t.port}/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="booking-wizard"][data-hydrated="true"]');
    // Stage 2 (the times) is on screen: stage 3 and its login form are being fetched, the payment is not.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/account-panel-[^/]+\.js$/.test(e.name)));
    expect(fetched(scripts, 'info-stage'), scripts.join(' ')).to.equal(true);
    expect(fetched(scripts, 'payment-stage') || fetched(scripts, 'payment-step') || fetched(scripts, 'confirmation'), scripts.join(' ')).to.equal(false);

    await clickText(page, '.type-choice', 'Video');
    await setInputValue(page, '#wizard-date', new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10));
    await page.waitForSelector('.slot-list .slot');
    await page.evaluate(() => {
      const seen = window as unknown as { sawLoading: boolean };
      seen.sawLoading = false;
      const wizard = document.querySelector('[data-testid="booking-wizard"]')!;
      new MutationObserver(() => {
        if ([...wizard.querySelectorAll('[role="status"]')].some((el) => el.textContent === 'Loading...')) seen.sawLoading = true;
      }).observe(wizard, { childList: true, subtree: true, characterData: true });
    });
    await page.click('.slot-list li:nth-child(2) .slot');
    await page.waitForSelector('[data-testid="account-panel"][data-mode="login"] #account-email');
    expect(await page.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading)).to.equal(false);
    // Stage 3 is on screen: the payment is fetched now, before Continue.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/payment-stage-[^/]+\.js$/.test(e.name)));
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });

  it('checkout: a visitor sees the login placeholder in the HTML, then the login form from its own chunk, with no hydration error', async () => {
    const slot = new Date(Date.now() + 2 * 86_400_000);
    slot.setUTCHours(11, 0, 0, 0);
    const url = `${suite.t.baseUrl}/checkout?${new URLSearchParams({
      paymentType: '300', productId: '4000', vendorId: String(vendorId), vendorServiceId: String(listingId), type: 'video',
      for_ts: slot.toISOString(), listingTZ: 'UTC',
    })}`;
    const html = await (await fetch(url)).text();
    const back = encodeURIComponent(new URL(url).pathname + new URL(url).search);
    // Without JavaScript the page still leads to the plain login and sign-up pages, which come back here.
    expect(html).to.contain('data-testid="account-panel-placeholder"').and.contain(`href="/login/?redirectUrl=${back}"`)
      .and.contain(`href="/signup/?redirectUrl=${back}"`);

    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const scripts = watchScripts(page);
    const errors = watchErrors(page);
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="checkout"][data-hydrated="true"]');
    await page.waitForSelector('[data-testid="account-panel"] #account-email');
    expect(await page.$('[data-testid="account-panel-placeholder"]')).to.equal(null);
    expect(fetched(scripts, 'account-panel'), scripts.join(' ')).to.equal(true);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });

  it('team settings: the add form and its rules are fetched when Add is pressed', async () => {
    const db = suite.t.testDb.db;
    const clinic = await createVendor(db, { name: 'Team Chunks' });
    const root = await createVendorLogin(db, clinic, { subrole: 'root_admin' });
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await page.goto(`${suite.t.baseUrl}/vendor/login?redirectUrl=${encodeURIComponent('/app/settings/users')}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', root.email);
    await page.type('#account-password', TEST_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    await page.waitForSelector('[data-island="team-settings"][data-hydrated="true"]');
    expect(fetched(scripts, 'member-form'), scripts.join(' ')).to.equal(false);
    await page.click('[data-testid="team-add"]');
    await page.waitForSelector('[data-testid="team-form"] #team-firstName');
    expect(fetched(scripts, 'member-form'), scripts.join(' ')).to.equal(true);
    await context.close();
  });
});
