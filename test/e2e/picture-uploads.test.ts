import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import S3rver from 's3rver';
import type { TestApp } from '../setup/app.ts';
import { createUser, createVendor, createVendorLogin, createWebsite, TEST_PASSWORD } from '../factories/index.ts';
import { browserSuite, logInThroughForm, watchCsp, writePng } from './browser.ts';

/** Waits until the image `selector` finds (in the page, or in the frame `frame` finds) has loaded or failed, and says what it shows. */
async function imageOf(page: Page, selector: string, frame?: string) {
  await page.waitForFunction((sel, fr) => {
    const doc = fr ? (document.querySelector(fr) as HTMLIFrameElement | null)?.contentDocument : document;
    const img = doc?.querySelector(sel) as HTMLImageElement | null;
    return !!img && img.complete;
  }, {}, selector, frame ?? null);
  return page.evaluate((sel, fr) => {
    const doc = fr ? (document.querySelector(fr) as HTMLIFrameElement).contentDocument! : document;
    const img = doc.querySelector(sel) as HTMLImageElement;
    return { src: img.getAttribute('src') ?? '', width: img.naturalWidth, height: img.naturalHeight };
  }, selector, frame ?? null);
}

/** The colour at the middle of a loaded image, as `rgb(r, g, b)`. */
function middleColour(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (el) => {
    const img = el as HTMLImageElement;
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const [r, g, b] = ctx.getImageData(Math.floor(img.naturalWidth / 2), Math.floor(img.naturalHeight / 2), 1, 1).data;
    return `rgb(${r}, ${g}, ${b})`;
  });
}

/**
 * Signs a new owner in on a phone-sized page, picks a red 300x200 picture in My Profile's avatar editor, checks
 * that the crop preview shows it, uses it, and checks that the saved 150x150 picture is shown and stored, with
 * no CSP refusal on the way. Answers the picture's address and the page, still open.
 */
async function cropAndUseAvatar(suite: { t: TestApp; browser: Browser }, dir: string): Promise<{ src: string; page: Page }> {
  const user = await createUser(suite.t.testDb.db);
  const page = await (await suite.browser.createBrowserContext()).newPage();
  const refused = await watchCsp(page);
  await page.setViewport({ width: 320, height: 800 });
  await logInThroughForm(page, suite.t.baseUrl, user.email, '/app/my-profile');
  await page.waitForSelector('[data-island="profile-editor"][data-hydrated="true"]');
  const picture = path.join(dir, 'me.png');
  await writePng(page, picture, 300, 200, '#cc0000');

  await ((await page.$('[data-testid="avatar-file"]')) as ElementHandle<HTMLInputElement>).uploadFile(picture);
  // The crop preview shows the chosen picture (a blob: URL of it), so the editor can measure it.
  const preview = await imageOf(page, '[data-testid="avatar-editor"] img');
  expect(refused, refused.join('\n')).to.deep.equal([]);
  expect(preview).to.deep.include({ width: 300, height: 200 });
  expect(preview.src).to.match(/^blob:/);
  await page.waitForSelector('[data-testid="avatar-use"]:not([disabled])');
  await page.click('[data-testid="avatar-use"]');
  await page.waitForSelector('[data-testid="profile-status"]');
  expect(refused, refused.join('\n')).to.deep.equal([]);
  expect(await page.$eval('[data-testid="profile-status"]', (el) => el.textContent)).to.equal('Saved Successfully');

  const shown = await imageOf(page, 'img.avatar-large');
  expect(shown).to.deep.include({ width: 150, height: 150 });
  expect(await suite.t.testDb.db('users').where({ id: user.id }).first()).to.include({ pic: shown.src });
  expect(refused, refused.join('\n')).to.deep.equal([]);
  return { src: shown.src, page };
}

/** Pictures chosen in the browser are previewed from the device before they are uploaded: our CSP must let them show. */
describe('pictures uploaded in Chromium', function () {
  this.timeout(90_000);
  const suite = browserSuite();
  let dir: string;

  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-pictures-'));
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('an owner crops a picture in the avatar editor on a phone, uses it, and sees it saved and shown', async () => {
    const { src, page } = await cropAndUseAvatar(suite, dir);
    expect(src).to.match(/^\/files\/public\/user_avatar\//);
    expect(await middleColour(page, 'img.avatar-large')).to.equal('rgb(204, 0, 0)');
    await page.browserContext().close();
  });

  it('a clinic picks a logo on its Website settings and sees it previewed at once, then saved', async () => {
    const vendorId = await createVendor(suite.t.testDb.db, { name: 'Logo Vets' });
    await createWebsite(suite.t.testDb.db, vendorId, { name: 'Logo Vets', sub_domain: 'logovets' });
    const root = await createVendorLogin(suite.t.testDb.db, vendorId, { subrole: 'root_admin' });
    const page = await (await suite.browser.createBrowserContext()).newPage();
    const refused = await watchCsp(page);
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${suite.t.baseUrl}/vendor/login?redirectUrl=${encodeURIComponent('/app/settings/site')}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', root.email);
    await page.type('#account-password', TEST_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    await page.waitForSelector('[data-island="website-settings"][data-hydrated="true"]');
    const logo = path.join(dir, 'logo.png');
    await writePng(page, logo, 320, 80, '#0055aa');

    await ((await page.$('#website-logo')) as ElementHandle<HTMLInputElement>).uploadFile(logo);
    await page.waitForSelector('img.logo-preview[src^="blob:"]');
    const field = await imageOf(page, 'img.logo-preview');
    const framed = await imageOf(page, 'header img', '[data-testid="website-preview"]');
    expect(refused, refused.join('\n')).to.deep.equal([]);
    expect(field).to.deep.include({ width: 320, height: 80 });
    expect(framed).to.deep.include({ src: field.src, width: 320, height: 80 });

    await page.click('.website-settings button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="website-status"]')?.textContent === 'Updated successfully!');
    const saved = await imageOf(page, 'img.logo-preview');
    expect(saved).to.deep.include({ width: 320, height: 80 });
    expect(saved.src).to.match(/^\/files\/public\/brand_logo\//);
    expect(await middleColour(page, 'img.logo-preview')).to.equal('rgb(0, 85, 170)');
    expect(refused, refused.join('\n')).to.deep.equal([]);

    // The site shows it in its header; on the narrowest phone the logo, as wide as allowed, stays within its link.
    const site = await page.browserContext().newPage();
    await site.setViewport({ width: 320, height: 800 });
    await site.goto(`http://logovets.petcare.localhost:${suite.t.port}/`, { waitUntil: 'networkidle0' });
    expect(await imageOf(site, '.site-header img.brand-logo')).to.deep.include({ src: saved.src, width: 320, height: 80 });
    const [logoRight, linkRight] = await site.$eval('.site-header img.brand-logo', (img) => [
      img.getBoundingClientRect().right, img.closest('a')!.getBoundingClientRect().right,
    ]);
    expect(logoRight).to.be.at.most(linkRight);
    await page.browserContext().close();
  });
});

/** With S3 storage the browser PUTs the picture to the bucket and shows it from there: the CSP must let both through. */
describe('a picture uploaded to S3 storage in Chromium', function () {
  this.timeout(90_000);
  const env: Record<string, string> = {};
  let server: S3rver;
  let dir: string;
  // Before the suite's own hooks start the app: it needs the bucket's address.
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-s3-pictures-'));
    const cors = '<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod>'
      + '<AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>';
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'petcare-pictures', configs: [cors] }] });
    const { port } = await server.run();
    Object.assign(env, {
      S3_BUCKET: 'petcare-pictures', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  const suite = browserSuite(env);
  after(async () => {
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('an owner crops a picture, it is uploaded to the bucket, and the saved picture is shown from there', async () => {
    expect(suite.t.deps.adapters.storage.kind).to.equal('s3');
    const { src, page } = await cropAndUseAvatar(suite, dir);
    expect(src.startsWith(`${env.S3_ENDPOINT}/petcare-pictures/public/user_avatar/`), src).to.equal(true);
    await page.browserContext().close();
  });
});
