import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
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
    await page.waitForFunction(() => document.querySelector('[data-testid="profile-status"]')?.textContent === 'Saved Successfully');

    const shown = await imageOf(page, 'img.avatar-large');
    expect(shown).to.deep.include({ width: 150, height: 150 });
    expect(shown.src).to.match(/^\/files\/public\/user_avatar\//);
    expect(await middleColour(page, 'img.avatar-large')).to.equal('rgb(204, 0, 0)');
    expect(await suite.t.testDb.db('users').where({ id: user.id }).first()).to.include({ pic: shown.src });
    expect(refused, refused.join('\n')).to.deep.equal([]);
    await page.browserContext().close();
  });

  it('a clinic picks a logo on its Website settings and sees it previewed at once, then saved', async () => {
    const vendorId = await createVendor(suite.t.testDb.db, { name: 'Logo Vets' });
    await createWebsite(suite.t.testDb.db, vendorId, { name: 'Logo Vets' });
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
    await page.browserContext().close();
  });
});
