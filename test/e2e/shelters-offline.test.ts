import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createHealthRecord, createPet, createUser } from '../factories/index.ts';
import { createShelter } from '../factories/shelters.ts';
import { ARTIFACTS_DIR, browserSuite, logInThroughForm } from './browser.ts';
import { SAVED_COPY_CACHE } from '../../contracts/offline.ts';

/**
 * A shelter adopts a pet out and the adopter sees its records; the installable app's service worker then serves
 * the adopter's saved records with the network off, marked as a saved copy, and keeps nothing after sign-out.
 */
describe('shelters and the installable app in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  const visible = (page: Page, selector: string) => page.$eval(selector, (el) => !(el as HTMLElement).hidden && (el as HTMLElement).offsetParent !== null);

  it('a shelter adopts a pet out, the adopter accepts and sees its records, then opens them offline as a saved copy', async () => {
    const { t, browser } = suite;
    const db = t.testDb.db;
    const shelter = await createShelter(db, { name: 'Second Chance Shelter', email: `shelter.${Date.now()}@example.test` });
    const petId = await createPet(db, shelter.userId, { name: 'Biscuit', breed: 'Beagle' });
    await createHealthRecord(db, { userId: shelter.userId, petId, details: { name: 'Rabies', date: '2026-01-10' } });
    const adopter = await createUser(db, { first_name: 'Ada' });

    const shelterPage = await browser.newPage();
    await logInThroughForm(shelterPage, t.baseUrl, shelter.email, '/app/shelter');
    expect(new URL(shelterPage.url()).pathname).to.equal('/app/shelter');
    for (const width of [320, 375, 1280]) {
      await shelterPage.setViewport({ width, height: 900 });
      await shelterPage.screenshot({ path: path.join(ARTIFACTS_DIR, `shelter-${width}.png`), fullPage: true });
      expect(await shelterPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
    }
    await shelterPage.type(`#adopter-${petId}`, adopter.email);
    await Promise.all([shelterPage.waitForNavigation(), shelterPage.click('[data-testid="adopt-out"]')]);
    expect(await shelterPage.$eval('[data-testid="shelter-notice"]', (el) => el.textContent)).to.contain('Invite sent');

    const mail = await db('outbox_messages').where({ to: adopter.email }).orderBy('id', 'desc').first();
    const link = /\/adopt\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];

    // The adopter, on their own browser profile: the invite, sign in, back to it, accept.
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 375, height: 800 });
    await page.goto(`${t.baseUrl}${link}`, { waitUntil: 'networkidle0' });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'adoption-invite-375.png'), fullPage: true });
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="invite-login"]')]);
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', adopter.email);
    await page.type('#account-password', 'password123');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    expect(new URL(page.url()).pathname).to.equal(link);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="accept-adoption"]')]);
    expect(new URL(page.url()).pathname).to.equal('/app/medical-records');

    const records = `${t.baseUrl}/app/medical-records?pet=${petId}&category=history&sub=immunizations`;
    await page.goto(records, { waitUntil: 'networkidle0' });
    expect(await page.content()).to.contain('Rabies').and.contain('Biscuit');
    expect(await visible(page, '[data-testid="saved-copy"]')).to.equal(false);

    // The service worker takes the page over; the next visit through it keeps the saved copy.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await page.evaluate(() => caches.keys())).to.include(SAVED_COPY_CACHE);

    // The network off for the page and for its service worker (a target of its own in Chromium).
    const worker = await context.waitForTarget((target) => target.type() === 'service_worker');
    const workerNetwork = await worker.createCDPSession();
    const offline = (on: boolean) => Promise.all([
      page.setOfflineMode(on),
      workerNetwork.send('Network.enable').then(() => workerNetwork.send('Network.emulateNetworkConditions', {
        offline: on, latency: 0, downloadThroughput: -1, uploadThroughput: -1,
      })),
    ]);
    await offline(true);
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.content()).to.contain('Rabies').and.contain('Biscuit');
    expect(await visible(page, '[data-testid="saved-copy"]')).to.equal(true);
    expect(await page.$eval('[data-testid="saved-copy"]', (el) => el.textContent)).to.match(/^Saved copy/);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'saved-copy-375.png'), fullPage: true });

    // Sign out: the saved copies are gone, and offline the page is not there any more.
    await offline(false);
    await page.goto(`${t.baseUrl}/app/logout`, { waitUntil: 'networkidle0' });
    expect(await page.evaluate(() => caches.keys())).to.not.include(SAVED_COPY_CACHE);
    await page.setOfflineMode(true);
    const after = await page.goto(records, { waitUntil: 'domcontentloaded' }).then(() => page.content(), (err: Error) => err.message);
    expect(after).to.not.contain('Rabies');
    await context.close();
    await shelterPage.close();
  });

  // Lighthouse 12 (npm run audit:lighthouse) dropped its PWA category and installability audit; Chromium's own
  // check, the one that offers "Install app", is asked directly instead.
  it('is installable by Chromium\'s own check (manifest, icons, service worker)', async () => {
    const { t, browser } = suite;
    const owner = await createUser(t.testDb.db);
    // The default profile (Chromium never offers to install from an incognito one): the shelter signs out first.
    const page = await browser.newPage();
    await page.goto(`${t.baseUrl}/app/logout`, { waitUntil: 'load' });
    await logInThroughForm(page, t.baseUrl, owner.email, '/app/medical-records');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload({ waitUntil: 'networkidle0' });
    const cdp = await page.createCDPSession();
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId)).to.deep.equal([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).to.equal('/static/manifest.webmanifest');
    expect(errors).to.deep.equal([]);
  });

  it('serves a valid web app manifest with icons and the service worker at the root', async () => {
    const { t } = suite;
    const manifest = await (await t.fetch('/static/manifest.webmanifest')).json();
    expect(manifest).to.include({ display: 'standalone', start_url: '/app', scope: '/' });
    for (const icon of manifest.icons) expect((await t.fetch(icon.src)).headers.get('content-type')).to.equal('image/png');
    const sw = await t.fetch('/sw.js');
    expect(sw.status).to.equal(200);
    expect(sw.headers.get('cache-control')).to.equal('no-cache');
    expect(await sw.text()).to.contain('petcare-saved-copies');
  });
});
