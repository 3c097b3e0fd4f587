import { expect } from 'chai';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { createPet, createUser, createVendor, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import { ARTIFACTS_DIR, browserSuite, logInThroughForm } from './browser.ts';
import { layoutProblems } from './layout-checks.ts';
import { EXPORT_MESSAGES } from '../../contracts/data-exports.ts';
import { DATA_EXPORT_QUEUE } from '../../server/domain/exports/data-export-service.ts';

const SHOTS = path.join(ARTIFACTS_DIR, 'data-exports');

/** Issue 33's "Download my data" on My Profile, and the clinic's Data tab, at a phone's width and a desktop's. */
describe('Your data in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();
  before(() => mkdirSync(SHOTS, { recursive: true }));

  async function fits(page: Page, name: string) {
    for (const width of [375, 1280]) {
      await page.setViewport({ width, height: 900 });
      await page.$eval('#your-data', (el) => el.scrollIntoView());
      expect(await layoutProblems(page), `${name} at ${width}px`).to.deep.equal([]);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: width === 375 });
    }
  }

  it('an owner asks for their data, reads that it is being prepared, and is refused a second time the same day', async () => {
    const db = suite.t.testDb.db;
    const user = await createUser(db);
    await createPet(db, user.id, { name: 'Marmalade' });
    const page = await (await suite.browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 375, height: 800 });
    await logInThroughForm(page, suite.t.baseUrl, user.email, '/app/my-profile');
    expect(await page.$eval('[data-testid="data-export-status"]', (el) => el.textContent)).to.equal('You have not asked for an export yet.');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="data-export-request"]')]);
    expect(await page.$eval('[data-testid="data-export-notice"]', (el) => el.textContent)).to.equal(EXPORT_MESSAGES.requested);
    expect(await page.$eval('[data-testid="data-export-status"]', (el) => el.textContent)).to.contain('Preparing your export');
    await fits(page, 'owner-profile-requested');

    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="data-export-request"]')]);
    expect(await page.$eval('[data-testid="data-export-notice"]', (el) => el.textContent)).to.equal(EXPORT_MESSAGES.oncePerDay);

    // Built (as the worker would), the profile offers the download.
    const row = await db('owner_exports').where({ user_id: user.id }).first();
    await suite.t.deps.services.dataExports.build({ kind: 'owner', subjectId: user.id, exportId: Number(row.id) }, new Date());
    await db('pgboss.job').where({ name: DATA_EXPORT_QUEUE }).delete().catch(() => undefined);
    await page.goto(`${suite.t.baseUrl}/app/my-profile`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('[data-testid="data-export-download"]', (el) => el.textContent)).to.match(/^Download the ZIP/);
    await fits(page, 'owner-profile-ready');
  });

  it('a root admin finds the clinic\'s export and the closure on Settings, Data', async () => {
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Data Tab Clinic' });
    const root = await createVendorLogin(db, vendorId);
    const page = await (await suite.browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${suite.t.baseUrl}/vendor/login?redirectUrl=${encodeURIComponent('/app/settings/data')}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', root.email);
    await page.type('#account-password', TEST_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/app/settings/data');
    await page.type('#close-password', 'not my password');
    await page.type('#close-confirm', 'CLOSE');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="close-clinic-submit"]')]);
    expect(await page.$eval('#close-password-error', (el) => el.textContent)).to.equal('That password is not right. The clinic was not closed.');
    await fits(page, 'clinic-data-tab');
  });
});
