import { expect } from 'chai';
import path from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { ARTIFACTS_DIR, browserSuite, launchBrowser, logInThroughForm, watchCsp, writePng } from './browser.ts';
import fs from 'node:fs';
import { TEST_PASSWORD, createBooking, createListing, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { consultationNotesPath } from '../../contracts/notices.ts';

/**
 * Issue 29: an owner and the vet, each in a browser of their own (each page the visible one of its window, as
 * side by side: a background tab is hidden, so it marks nothing read), exchange messages on a chat booking; each
 * sees the other's appear without reloading, the read mark, and the unread counts clear.
 */
describe('consultation thread in two browsers', function () {
  this.timeout(180_000);
  const suite = browserSuite();
  let vetBrowser: Browser | null = null;
  let ownerPage: Page;
  let vetPage: Page;
  let booking: number;
  let petId: number;
  let ownerCsp: string[];
  let vetCsp: string[];

  before(async function () {
    if (!suite.browser) this.skip();
    vetBrowser = await launchBrowser(this);
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db);
    const listing = await createListing(db, vendorId);
    const owner = await createUser(db, { first_name: 'Olive' });
    const vet = await createVendorLogin(db, vendorId, { first_name: 'Vera' });
    petId = await createPet(db, owner.id, { name: 'Rex', type: 1 });
    booking = await createBooking(db, { userId: owner.id, vendorId, listingId: listing, slot: new Date(Date.now() + 3_600_000), type: 'chat', pet: { id: petId, name: 'Rex' } });
    ownerPage = await suite.browser.newPage();
    vetPage = await vetBrowser!.newPage();
    ownerCsp = await watchCsp(ownerPage);
    vetCsp = await watchCsp(vetPage);
    await logInThroughForm(ownerPage, suite.t.baseUrl, owner.email, `/app/my-appointments/${booking}?tab=messages`);
    // The vet starts on the clinic's appointment list (kept for the session: the count below must not go stale).
    await vetPage.goto(`${suite.t.baseUrl}/vendor/login?redirectUrl=${encodeURIComponent('/app/appointments')}`, { waitUntil: 'networkidle0' });
    await vetPage.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await vetPage.type('#account-email', vet.email);
    await vetPage.type('#account-password', TEST_PASSWORD);
    await Promise.all([vetPage.waitForNavigation({ waitUntil: 'networkidle0' }), vetPage.click('[data-testid="account-submit"]')]);
  });

  after(async () => {
    await vetBrowser?.close();
  });

  const hydrated = (page: Page) => page.waitForSelector('[data-island="thread-messages"][data-hydrated="true"]', { timeout: 30_000 });
  const appears = (page: Page, text: string) => page.waitForFunction(
    (t) => [...document.querySelectorAll('[data-testid="thread-message"]')].some((m) => m.textContent?.includes(t)), { timeout: 30_000, polling: 200 }, text);
  const textOf = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent).catch(() => null);
  const send = async (page: Page, text: string) => {
    await page.type('[data-testid="thread-body"]', text);
    await page.click('[data-testid="thread-send"]');
    await appears(page, text);
  };

  it('counts the owner\'s message on the vet\'s list and menu, and clears it once read', async () => {
    await hydrated(ownerPage);
    expect(await vetPage.$('[data-testid="appointment-unread"]')).to.equal(null);
    await send(ownerPage, 'Rex has a cut on his paw: see https://example.org/paw');
    await vetPage.reload({ waitUntil: 'networkidle0' });
    expect(await textOf(vetPage, `[data-appointment-id="${booking}"] [data-testid="appointment-unread"]`)).to.equal('1 unread message');
    expect(await textOf(vetPage, '.dashboard-nav [data-testid="menu-unread"]')).to.equal('1');
    await vetPage.goto(`${suite.t.baseUrl}/app/appointments/${booking}?tab=messages`, { waitUntil: 'networkidle0' });
    await hydrated(vetPage);
    await appears(vetPage, 'Rex has a cut on his paw');
    expect(await vetPage.$eval('[data-testid="thread-message"] a', (a) => a.getAttribute('href'))).to.equal('https://example.org/paw');
    // The vet's page read it: the owner sees it read, without reloading.
    await ownerPage.waitForFunction(() => document.querySelector('[data-testid="thread-delivery"]')?.textContent === 'Read', { timeout: 30_000, polling: 200 });
    // Back on the list, nothing is unread.
    await vetPage.goto(`${suite.t.baseUrl}/app/appointments`, { waitUntil: 'networkidle0' });
    expect(await vetPage.$('[data-testid="appointment-unread"]')).to.equal(null);
    expect(await vetPage.$('[data-testid="menu-unread"]')).to.equal(null);
    await vetPage.goto(`${suite.t.baseUrl}/app/appointments/${booking}?tab=messages`, { waitUntil: 'networkidle0' });
    await hydrated(vetPage);
  });

  it('delivers the vet\'s text and the owner\'s photo without reloading', async () => {
    await send(vetPage, 'Please send a photo.');
    await appears(ownerPage, 'Please send a photo.');
    const photo = path.join(ARTIFACTS_DIR, 'thread-paw.png');
    await writePng(ownerPage, photo, 240, 160, '#b45309');
    await ((await ownerPage.$('[data-testid="thread-file"]')) as ElementHandle<HTMLInputElement>).uploadFile(photo);
    await send(ownerPage, 'Here it is.');
    await vetPage.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="thread-message"] img')]
      .some((img) => img.complete && img.naturalWidth === 240), { timeout: 30_000, polling: 200 });
    await ownerPage.waitForFunction(() => [...document.querySelectorAll('[data-testid="thread-delivery"]')].at(-1)?.textContent === 'Read', { timeout: 30_000, polling: 200 });
    // The owner read the vet's message on the open page: nothing unread on their list.
    const list = await ownerPage.browserContext().newPage();
    await list.goto(`${suite.t.baseUrl}/app/my-appointments`, { waitUntil: 'networkidle0' });
    expect(await list.$('[data-testid="appointment-unread"]')).to.equal(null);
    await list.close();
    await ownerPage.bringToFront();
    expect(ownerCsp.concat(vetCsp)).to.deep.equal([]);
  });

  it('fits phones (full height, the composer at the bottom) and desktops', async () => {
    for (const [width, height] of [[375, 740], [1280, 900]]) {
      for (const [who, page] of [['owner', ownerPage], ['vet', vetPage]] as const) {
        await page.setViewport({ width, height });
        await page.screenshot({ path: path.join(ARTIFACTS_DIR, `thread-${who}-${width}.png`) });
        const box = await (await page.$('[data-testid="thread-send"]'))!.boundingBox();
        expect(box && box.y + box.height <= height + 1, `${who} at ${width}: the Send button is on screen`).to.equal(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${who} at ${width}: no sideways scroll`).to.equal(true);
      }
    }
  });

  it('lets the vet step up to a video call and close with a summary that lands in the pet\'s record with the photo', async () => {
    const shots = '/tmp/threads-shots';
    fs.mkdirSync(shots, { recursive: true });
    await vetPage.setViewport({ width: 1280, height: 900 });
    await vetPage.waitForSelector('[data-island="thread-vet-tools"][data-hydrated="true"]', { timeout: 30_000 });
    // The owner is shown the clinic's response target; the clinic's page has the tools, the owner's none.
    expect(await textOf(ownerPage, '[data-testid="thread-target"]')).to.equal('The clinic usually replies within 4 hours.');
    expect(await ownerPage.$('[data-testid="vet-tools"]')).to.equal(null);
    await vetPage.click('[data-testid="vet-video"]');
    await appears(ownerPage, 'started a video call');
    expect(await ownerPage.$eval('[data-kind="video_call"] a', (a) => a.getAttribute('href'))).to.match(/^https?:\/\/.+petcare-\d+-/);
    for (const width of [375, 1280]) {
      await vetPage.setViewport({ width, height: width === 375 ? 740 : 900 });
      await vetPage.screenshot({ path: path.join(shots, `vet-tools-${width}.png`) });
      expect(await vetPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `vet tools at ${width}: no sideways scroll`).to.equal(true);
    }
    await vetPage.click('[data-testid="vet-close"]');
    await vetPage.waitForSelector('[data-testid="vet-close-dialog"][open]');
    await vetPage.type('[data-testid="vet-summary"]', 'Superficial cut. Clean twice daily; recheck in a week.');
    await vetPage.screenshot({ path: path.join(shots, 'vet-close-375.png') });
    await vetPage.click('[data-testid="vet-close-submit"]');
    await vetPage.waitForFunction(() => document.querySelector('[data-testid="vet-tools-status"]')?.textContent?.includes('summary is in the pet'), { timeout: 30_000, polling: 200 });
    await appears(ownerPage, 'closed the consultation');
    await ownerPage.waitForFunction(() => document.querySelector('[data-testid="thread-notice"]')?.textContent?.includes('The vet closed this consultation'), { timeout: 30_000, polling: 200 });
    await ownerPage.setViewport({ width: 375, height: 740 });
    await ownerPage.screenshot({ path: path.join(shots, 'owner-closed-375.png') });

    const record = await ownerPage.browserContext().newPage();
    for (const width of [375, 1280]) {
      await record.setViewport({ width, height: 900 });
      await record.goto(`${suite.t.baseUrl}${consultationNotesPath(petId)}`, { waitUntil: 'networkidle0' });
      const text = await record.evaluate(() => document.body.textContent ?? '');
      expect(text).to.contain('Superficial cut. Clean twice daily; recheck in a week.').and.contain('Consultation note');
      expect(await record.$$eval('.record-files a', (links) => links.map((a) => a.textContent))).to.include('thread-paw.png');
      await record.screenshot({ path: path.join(shots, `owner-record-${width}.png`), fullPage: true });
    }
    await record.close();
    await ownerPage.bringToFront();
  });
});
