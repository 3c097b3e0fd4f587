import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { createVendor, createVendorLogin, createWebsite, TEST_PASSWORD } from '../factories/index.ts';
import { browserSuite } from './browser.ts';
import { layoutProblems, settle } from './layout-checks.ts';

/** Signs a clinic login in through the vet login page and follows it to `path`. */
async function vetLogIn(browser: Browser, base: string, email: string, path: string): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${base}/vendor/login?redirectUrl=${encodeURIComponent(path)}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
  await page.type('#account-email', email);
  await page.type('#account-password', TEST_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
  return page;
}

/** The elements matching `selector` whose box is not wholly inside the viewport's width (none: all in view). */
const outOfView = (page: Page, selector: string) => page.$$eval(selector, (els) => {
  const vw = document.documentElement.clientWidth;
  return els.filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width === 0 || r.left < 0 || r.right > vw + 0.5;
  }).map((el) => el.textContent);
});

describe('a new clinic\'s first steps in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();

  it('shows the Get started checklist on My Appointments and My Listings at 320 and 1280 px, every action in view, and hides it', async () => {
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'First Steps Vets', emailVerified: false });
    const root = await createVendorLogin(db, vendorId, { subrole: 'root_admin' });
    const page = await vetLogIn(suite.browser, suite.t.baseUrl, root.email, '/app/appointments');
    for (const path of ['/app/appointments', '/app/listings']) {
      for (const width of [320, 1280]) {
        await page.setViewport({ width, height: 800 });
        await page.goto(`${suite.t.baseUrl}${path}`, { waitUntil: 'networkidle0' });
        await settle(page);
        expect(await page.$eval('[data-testid="onboarding"] h2', (el) => el.textContent)).to.equal('Get started');
        expect(await page.$$eval('[data-testid="onboarding"] [data-step]', (els) => els.map((el) => el.getAttribute('data-step')))).to.deep.equal([
          'verifyEmail', 'addListing', 'setUpWebsite', 'siteAddress', 'firstBooking',
        ]);
        expect(await outOfView(page, '[data-testid="onboarding"] .onboarding-action, [data-testid="onboarding"] .onboarding-dismiss button'), `${path} at ${width}`).to.deep.equal([]);
        expect(await layoutProblems(page), `${path} at ${width}`).to.deep.equal([]);
      }
    }
    // A step's link leads to where it is done.
    await page.setViewport({ width: 320, height: 800 });
    await page.goto(`${suite.t.baseUrl}/app/appointments`, { waitUntil: 'networkidle0' });
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-step="setUpWebsite"] a')]);
    expect(new URL(page.url()).pathname).to.equal('/app/settings/site');

    await page.goto(`${suite.t.baseUrl}/app/appointments`, { waitUntil: 'networkidle0' });
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('.onboarding-dismiss button')]);
    expect(new URL(page.url()).pathname).to.equal('/app/appointments');
    expect(await page.$('[data-testid="onboarding"]')).to.equal(null);
    await page.browserContext().close();
  });

  it('explains on the Domains tab the CNAME and apex records a custom domain needs, readable at 320 and 1280 px', async () => {
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Own Domain Vets' });
    await createWebsite(db, vendorId, { sub_domain: `owndomain${vendorId}`, custom_domain: `owndomain${vendorId}.test`, customDomainVerified: false });
    const root = await createVendorLogin(db, vendorId, { subrole: 'root_admin' });
    const page = await vetLogIn(suite.browser, suite.t.baseUrl, root.email, '/app/settings/domains');
    const target = suite.t.config.domainTargets.cnameHost;
    for (const width of [320, 1280]) {
      await page.setViewport({ width, height: 800 });
      await page.goto(`${suite.t.baseUrl}/app/settings/domains`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-island="domain-settings"][data-hydrated="true"]');
      await settle(page);
      const rows = await page.$$eval('[data-testid="domain-dns-help"] tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
      expect(rows[0].slice(0, 3)).to.deep.equal(['CNAME', `www.owndomain${vendorId}.test`, target]);
      expect(rows[1].slice(0, 3)).to.deep.equal(['ALIAS or ANAME', `owndomain${vendorId}.test (@)`, target]);
      // The TXT proof stays beside it.
      expect(await page.$eval('[data-testid="custom-domain-status"]', (el) => el.textContent)).to.contain('TXT record');
      expect(await outOfView(page, '[data-testid="domain-dns-help"] code'), `at ${width}`).to.deep.equal([]);
      expect(await layoutProblems(page), `at ${width}`).to.deep.equal([]);
    }
    await page.browserContext().close();
  });
});
