import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { ARTIFACTS_DIR, browserSuite, fillCard, logInThroughForm, vendorPageFor } from './browser.ts';

const SHOTS = path.join(ARTIFACTS_DIR, 'order-fulfilment');

/**
 * A second opinion delivered end to end in Chromium: an owner orders and pays on the main site, the panel
 * practice's root admin assigns it, the panel vet reviews it and delivers the report in the rich-text editor,
 * and the owner opens the PDF from My Orders. Screenshots of the queue and the detail at 375 and 1280 px.
 */
describe('second opinions delivered, in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  const vendorPage = (email: string): Promise<Page> => vendorPageFor(suite.browser, suite.t.baseUrl, email);

  async function shoot(page: Page, name: string): Promise<void> {
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewport({ width, height: 900 });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} at ${width}px scrolls sideways`).to.be.at.most(0);
    }
  }

  it('an owner orders a second opinion, the panel vet delivers the report, and the owner opens the PDF', async () => {
    const db = suite.t.testDb.db;
    const panel = await createVendor(db, { name: 'Petcare Panel Practice' });
    expect(panel).to.equal(1);
    const admin = await createVendorLogin(db, panel, { subrole: 'root_admin', first_name: 'Priya' });
    const vet = await createVendorLogin(db, panel, { subrole: 'user', first_name: 'Marcus' });
    const owner = await createUser(db);
    await createPet(db, owner.id, { name: 'Buddy' });

    // The owner orders and pays on the main site.
    const ownerContext = await suite.browser.createBrowserContext();
    const ownerPage = await ownerContext.newPage();
    const errors: string[] = [];
    ownerPage.on('pageerror', (err) => errors.push(String(err)));
    await logInThroughForm(ownerPage, suite.t.baseUrl, owner.email, '/second-medical-opinion/order');
    await ownerPage.waitForSelector('[data-island="order-form"][data-hydrated="true"]');
    const petValue = await ownerPage.$$eval('#order-petId option', (os) => os.map((o) => (o as HTMLOptionElement).value).find((v) => v !== '') ?? '');
    await ownerPage.select('#order-petId', petValue);
    await ownerPage.type('#order-firstOpinion', 'Partial cruciate tear; TPLO surgery recommended.');
    await ownerPage.type('#order-query', 'Could rest and physiotherapy work first?');
    await ownerPage.click('#order-authorization');
    await Promise.all([ownerPage.waitForNavigation({ waitUntil: 'networkidle0' }), ownerPage.click('.order-form button[type="submit"]')]);
    const orderId = Number(new URL(ownerPage.url()).searchParams.get('orderId'));
    await ownerPage.waitForSelector('[data-island="checkout"][data-hydrated="true"]');
    await fillCard(ownerPage, TEST_CARDS.approve);
    await ownerPage.click('[data-testid="pay"]');
    await ownerPage.waitForFunction(() => document.querySelector('h1')?.textContent === 'Thanks for your Order!');
    const paid = await db('orders').where({ id: orderId }).first();
    expect([paid.status, Number(paid.vendor_id)]).to.deep.equal(['paid', 1]);
    await ownerPage.goto(`${suite.t.baseUrl}/app/my-orders`, { waitUntil: 'networkidle0' });
    expect(await ownerPage.$eval(`[data-testid="order-${orderId}"] [data-testid="order-expected"]`, (el) => el.textContent)).to.match(/^Expected by /);

    // The panel's root admin finds it in the queue and assigns it to the panel vet.
    const adminPage = await vendorPage(admin.email);
    await adminPage.goto(`${suite.t.baseUrl}/app/orders`, { waitUntil: 'networkidle0' });
    expect(await adminPage.$eval(`[data-testid="queue-order-${orderId}"] [data-testid="order-clock"]`, (el) => el.textContent)).to.equal('due in 48 h');
    await shoot(adminPage, 'queue-root-admin');
    await Promise.all([adminPage.waitForNavigation({ waitUntil: 'networkidle0' }), adminPage.click(`[data-testid="queue-order-${orderId}"] th a`)]);
    await adminPage.select('#order-assignee-select', String(vet.id));
    await Promise.all([adminPage.waitForNavigation({ waitUntil: 'networkidle0' }), adminPage.click('[data-testid="order-assign"]')]);
    expect(await adminPage.$eval('[data-testid="order-notice"]', (el) => el.textContent)).to.equal('The order was assigned.');
    expect(await adminPage.$eval('[data-testid="order-assignee"]', (el) => el.textContent)).to.contain('Marcus');

    // The vet starts the review and delivers the report written in the editor.
    const vetPage = await vendorPage(vet.email);
    vetPage.on('pageerror', (err) => errors.push(String(err)));
    await vetPage.goto(`${suite.t.baseUrl}/app/orders/${orderId}`, { waitUntil: 'networkidle0' });
    await Promise.all([vetPage.waitForNavigation({ waitUntil: 'networkidle0' }), vetPage.click('[data-testid="order-start"]')]);
    await vetPage.waitForSelector('[data-island="order-report"][data-hydrated="true"]');
    await vetPage.waitForSelector('#report-summary[contenteditable="true"]');
    await shoot(vetPage, 'detail-vet');
    for (const [id, text] of [['summary', 'Rest first.'], ['assessment', 'A partial tear can stabilise.'], ['recommendations', 'Eight weeks of strict rest.']]) {
      await vetPage.click(`#report-${id}`);
      await vetPage.keyboard.type(text);
    }
    await Promise.all([vetPage.waitForNavigation({ waitUntil: 'networkidle0' }), vetPage.click('[data-testid="report-deliver"]')]);
    expect(await vetPage.$eval('[data-testid="order-notice"]', (el) => el.textContent)).to.equal('The report was delivered.');
    expect(await vetPage.$eval('[data-testid="order-status"]', (el) => el.textContent)).to.equal('Delivered');
    await shoot(vetPage, 'detail-delivered');
    const delivered = await db('orders').where({ id: orderId }).first();
    expect(delivered.status).to.equal('delivered');
    expect(delivered.report.summary).to.equal('<p>Rest first.</p>');

    // The owner sees it delivered and opens the PDF.
    await ownerPage.goto(`${suite.t.baseUrl}/app/my-orders`, { waitUntil: 'networkidle0' });
    expect(await ownerPage.$eval(`[data-testid="order-${orderId}"] [data-testid="order-status"]`, (el) => el.textContent)).to.equal('Delivered');
    const href = await ownerPage.$eval(`[data-testid="order-${orderId}"] [data-testid="order-report"]`, (el) => el.getAttribute('href'));
    const head = await ownerPage.evaluate(async (url) => {
      const res = await fetch(url!);
      return new TextDecoder().decode((await res.arrayBuffer()).slice(0, 4));
    }, href);
    expect(head).to.equal('%PDF');
    await shoot(ownerPage, 'my-orders-delivered');
    const mail = await db('outbox_messages').where({ to: owner.email }).where('subject', 'like', '%report is ready%').first();
    expect(mail.text).to.contain(`/app/my-orders/${orderId}/report.pdf`);
    expect(errors, errors.join('\n')).to.deep.equal([]);
  });
});
