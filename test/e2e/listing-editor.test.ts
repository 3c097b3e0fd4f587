import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ElementHandle } from 'puppeteer-core';
import { createListing, createVendor, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import { ARTIFACTS_DIR, browserSuite } from './browser.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** The listing editor applies the server's rules before it sends, and takes the picture as an upload. */
describe('listing editor in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let listingId: number;
  let email: string;

  before(async () => {
    const vendorId = await createVendor(suite.t.testDb.db);
    email = (await createVendorLogin(suite.t.testDb.db, vendorId)).email;
    listingId = await createListing(suite.t.testDb.db, vendorId, {
      title: 'Picture Vets', consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 40, schedule: [{ days: ['Mon'], from: '09:00', to: '12:00' }] }],
    });
  });

  it('refuses a 7-minute visit at its field before sending, and saves an uploaded picture that the vet list then shows', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    let saves = 0;
    page.on('request', (req) => { if (req.url().endsWith('/graphql') && req.postData()?.includes('SaveListing')) saves++; });
    await page.goto(`${suite.t.baseUrl}/vendor/login`, { waitUntil: 'load' });
    expect(await page.evaluate(async (body) => (await fetch('/api/account/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    })).status, { email, password: TEST_PASSWORD, role: 'vendor' })).to.equal(200);
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${suite.t.baseUrl}/app/listings/item?id=${listingId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="listing-editor"][data-hydrated="true"]');

    const duration = 'input[name="consultations.0.duration"]';
    expect(await page.$eval(duration, (el) => [el.getAttribute('min'), el.getAttribute('step')])).to.deep.equal(['5', '5']);
    await page.$eval(duration, (el) => (el as HTMLInputElement).select());
    await page.type(duration, '7');
    await page.click('.listing-editor button[type="submit"]');
    await page.waitForSelector('#err-consultations\\.0\\.duration');
    expect(await page.$eval('#err-consultations\\.0\\.duration', (el) => el.textContent)).to.equal('Duration goes in 5-minute steps');
    expect(await page.$eval(duration, (el) => [el.getAttribute('aria-invalid'), document.activeElement === el])).to.deep.equal(['true', true]);
    expect(saves).to.equal(0);

    await page.$eval(duration, (el) => (el as HTMLInputElement).select());
    await page.type(duration, '20');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'listing-picture-')), 'clinic.png');
    fs.writeFileSync(file, PNG);
    await ((await page.$('#listing-avatar')) as ElementHandle<HTMLInputElement>).uploadFile(file);
    await page.waitForSelector('.avatar-preview');
    await page.click('.listing-editor button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('.listing-editor .alert-success')?.textContent === 'Saved Successfully');
    const row = await suite.t.testDb.db('vendor_listings').where({ id: listingId }).first();
    expect(row.avatar).to.match(/^\/files\/public\/vendor_services_avatar\//);
    expect(row.consultations[0].duration).to.equal(20);
    expect(await page.$eval('.avatar-preview', (el) => el.getAttribute('src'))).to.equal(row.avatar);
    await page.$eval('.avatar-field', (el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'listing-editor-picture-1280.png') });
    await page.setViewport({ width: 320, height: 800 });
    await page.$eval('.avatar-field', (el) => el.scrollIntoView({ block: 'center' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(320);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'listing-editor-picture-320.png') });

    await page.goto(`${suite.t.baseUrl}/vet-appointments/list?q=picture%20vets`, { waitUntil: 'networkidle0' });
    expect(await page.$eval(`.vet-card[data-listing-id="${listingId}"] img.vet-avatar`, (el) => el.getAttribute('src'))).to.equal(row.avatar);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });
});
