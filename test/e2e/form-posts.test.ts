import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite } from './browser.ts';
import { createUser, createVendor, createWebsite, TEST_PASSWORD } from '../factories/index.ts';

/**
 * Plain form posts as Chromium sends them from our pages (which send Referrer-Policy: no-referrer, so the
 * Origin of a form post is "null"): with JavaScript off, on the main site and on a vendor site.
 */
describe('plain form posts in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let vendorBase: string;

  before(async function () {
    if (!suite.t) return;
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Forms Clinic' });
    await createWebsite(db, vendorId, { name: 'Forms Clinic', sub_domain: 'formsclinic' });
    vendorBase = `http://formsclinic.petcare.localhost:${suite.t.port}`;
  });

  async function noScriptPage(): Promise<Page> {
    const page = await suite.browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 1280, height: 900 });
    return page;
  }

  async function submit(page: Page, button: string) {
    const [response] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(button)]);
    return response!;
  }

  it('subscribes to the newsletter from the footer of a cached page', async () => {
    const page = await noScriptPage();
    await page.goto(`${suite.t.baseUrl}/about/`);
    await page.type('#newsletter-email', 'Footer.Reader@example.test');
    const res = await submit(page, '.newsletter button[type="submit"]');
    expect(res.status()).to.equal(200);
    expect(new URL(page.url()).pathname).to.equal('/newsletter/subscribed');
    const rows = await suite.t.testDb.db('newsletter_subscriptions').where({ email: 'footer.reader@example.test' });
    expect(rows).to.have.length(1);
    await page.close();
  });

  for (const where of ['main', 'vendor'] as const) {
    it(`logs in without JavaScript on the ${where} site`, async () => {
      const base = where === 'main' ? suite.t.baseUrl : vendorBase;
      const owner = await createUser(suite.t.testDb.db);
      const page = await noScriptPage();
      await page.goto(`${base}/login/`);
      await page.type('#account-email', owner.email);
      await page.type('#account-password', TEST_PASSWORD);
      const res = await submit(page, '[data-testid="account-submit"]');
      expect(res.status()).to.equal(200);
      expect(new URL(page.url()).pathname).to.equal('/app/my-appointments');
      await page.close();
    });

    it(`sends the shelter form without JavaScript on the ${where} site`, async () => {
      const base = where === 'main' ? suite.t.baseUrl : vendorBase;
      const page = await noScriptPage();
      await page.goto(`${base}/shelter-partnership/`);
      await page.type('#shelter-name', 'Robin Ash');
      await page.type('#shelter-company', `Shelter ${where}`);
      await page.type('#shelter-email', 'robin@example.test');
      const res = await submit(page, '.shelter-form button[type="submit"]');
      expect(res.status()).to.equal(200);
      expect(await page.content()).to.contain('Thank you! Your message has been sent.');
      expect(await suite.t.testDb.db('shelter_inquiries').where({ company: `Shelter ${where}` })).to.have.length(1);
      await page.close();
    });
  }

  it('still refuses a form posted to us from another site, with a styled page', async () => {
    const page = await suite.browser.newPage();
    // A page on another site (127.0.0.1 is not the same site as *.localhost) posting a form at our newsletter.
    await page.setBypassCSP(true); // our own CSP (form-action 'self') would stop the form before it leaves
    await page.goto(`${suite.t.baseUrl}/about/`);
    await page.evaluate((target) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = target;
      form.innerHTML = '<input name="email" value="victim@example.test"><button id="evil" type="submit">go</button>';
      document.body.append(form);
    }, `${vendorBase}/newsletter`);
    const res = await submit(page, '#evil');
    expect(res.status()).to.equal(403);
    expect(await page.content()).to.contain('Cross-site request refused.');
    expect(await page.$('link[rel="stylesheet"]')).not.to.equal(null);
    expect(await suite.t.testDb.db('newsletter_subscriptions').where({ email: 'victim@example.test' })).to.have.length(0);
    await page.close();
  });
});
