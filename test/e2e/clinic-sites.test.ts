import { expect } from 'chai';
import { createVendor, createVendorLogin, createWebsite, TEST_PASSWORD } from '../factories/index.ts';
import { browserSuite } from './browser.ts';

describe('clinic sites in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  it('a clinic admin who signs in on another clinic\'s branded /vendor/login lands on their own site, under their own brand', async () => {
    const tag = Date.now().toString(36);
    const own = await createVendor(suite.t.testDb.db, { name: 'Happy Paws' });
    const other = await createVendor(suite.t.testDb.db, { name: 'Kind Hearts' });
    await createWebsite(suite.t.testDb.db, own, { name: 'Happy Paws', sub_domain: `happy${tag}` });
    await createWebsite(suite.t.testDb.db, other, { name: 'Kind Hearts', sub_domain: `kind${tag}` });
    const root = await createVendorLogin(suite.t.testDb.db, own);
    const site = (label: string) => `http://${label}${tag}.petcare.localhost:${suite.t.port}`;

    const page = await (await suite.browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${site('kind')}/vendor/login`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    expect(await page.$eval('.account-brand', (el) => el.textContent)).to.equal('Kind Hearts');
    await page.type('#account-email', root.email);
    await page.type('#account-password', TEST_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);

    expect(new URL(page.url()).origin).to.equal(site('happy'));
    expect(new URL(page.url()).pathname).to.equal('/app/appointments');
    expect(await page.$eval('.site-header .brand', (el) => el.textContent)).to.contain('Happy Paws').and.not.contain('Kind Hearts');
    // The other clinic's site never signed them in.
    await page.goto(`${site('kind')}/vendor/login`, { waitUntil: 'networkidle0' });
    expect(await page.$('[data-island="account-form"]')).to.not.equal(null);
    await page.browserContext().close();
  });
});
