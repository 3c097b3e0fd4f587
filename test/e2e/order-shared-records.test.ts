import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createOrder, createPayment, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createHealthRecord } from '../factories/health-records.ts';
import { markOrderOfPaymentPaid } from '../../server/domain/orders/order-payments.ts';
import { ARTIFACTS_DIR, browserSuite, logInThroughForm, vendorPageFor } from './browser.ts';

const SHOTS = path.join(ARTIFACTS_DIR, 'order-shared-records');

/**
 * The pet's shared health records on the clinic's order page, in Chromium: listed inline (date, kind, title, vet,
 * files) above the PDF link, to the root admin and to the panel vet assigned to the order, readable at 320, 375 and
 * 1280 px without sideways scrolling.
 */
describe('an order\'s shared health records, in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  async function shoot(page: Page, name: string): Promise<void> {
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const width of [320, 375, 1280]) {
      await page.setViewport({ width, height: 900 });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} at ${width}px scrolls sideways`).to.be.at.most(0);
    }
  }

  /**
   * A panel practice with its root admin and a panel vet (a sub-user), and an owner with Buddy's records (four, one
   * with a file) who ordered a second opinion on Buddy with the authorisation and paid it (the payment's confirm step,
   * which shares Buddy with the panel: no sharing set up by hand), assigned to the panel vet.
   */
  async function orderWithRecords() {
    const db = suite.t.testDb.db;
    const panel = await createVendor(db, { name: 'Petcare Panel Practice' });
    const admin = await createVendorLogin(db, panel, { subrole: 'root_admin', first_name: 'Priya' });
    const panelVet = await createVendorLogin(db, panel, { subrole: 'user', first_name: 'Marcus' });
    const owner = await createUser(db, { first_name: 'Olivia' });
    const petId = await createPet(db, owner.id, { name: 'Buddy' });
    await createHealthRecord(db, { userId: owner.id, petId, details: { name: 'Rabies (3-year)', date: '2026-01-10' } });
    await createHealthRecord(db, {
      userId: owner.id, petId, subcategory: 'consultations',
      details: { name: 'Limping on the right hind leg after a long walk', date: '2026-03-02', vetName: 'Dr. Alexandra Lee-Montgomery' },
    });
    await createHealthRecord(db, { userId: owner.id, petId, category: 'trackers', subcategory: 'weight', details: { date: '2026-03-02', lbs: 51, oz: 8 } });
    const lab = await createHealthRecord(db, { userId: owner.id, petId, category: 'documents', subcategory: 'laboratory', details: { name: 'Blood panel', date: '2025-11-20' } });
    const [file] = await db('files').insert({
      key: `records/${Date.now()}/blood-panel-november-2025-full-results.pdf`, access: 'private', service_type: 'phr',
      name: 'blood-panel-november-2025-full-results.pdf', owner_type: 'user', owner_id: owner.id, content_type: 'application/pdf', size_bytes: 10, status: 'uploaded',
    }).returning('id');
    await db('health_record_files').insert({ file_id: Number(file.id), health_record_id: lab });
    const paidAt = new Date(Date.now() - 3_600_000);
    const paymentId = await createPayment(db, {
      userId: owner.id, amountCents: 9_500, paymentType: 100, productId: 7000, status: 'captured', gatewayRef: `test_capture_sr_${owner.id}`, createdAt: paidAt,
    });
    const orderId = await createOrder(db, {
      userId: owner.id, productId: 7000, status: 'pending', paymentId, vendorId: panel,
      details: { petId, petName: 'Buddy', firstOpinion: 'TPLO surgery now.', query: 'Could rest work first?', authorization: true, files: [] },
    });
    await markOrderOfPaymentPaid(db, paymentId);
    await db('orders').where({ id: orderId }).update({ status: 'assigned', assigned_login_id: panelVet.id });
    return { admin, panelVet, owner, panel, petId, orderId, fileId: Number(file.id) };
  }

  /** The order page lists Buddy's four records, newest first, with the file and the PDF linked. */
  async function expectRecordsListed(page: Page, o: Awaited<ReturnType<typeof orderWithRecords>>) {
    const rows = await page.$$eval('[data-testid="order-shared-records"] > li', (els) => els.map((el) => el.textContent ?? ''));
    expect(rows).to.have.length(4);
    expect(rows[0]).to.contain('Mar 2, 2026');
    expect(rows.join('\n')).to.contain('Dr. Alexandra Lee-Montgomery').and.contain('51 lbs 8 oz').and.contain('Documents · Laboratory');
    expect(await page.$eval(`a[href="/api/health-records/files/${o.fileId}"]`, (a) => a.textContent)).to.equal('blood-panel-november-2025-full-results.pdf');
    expect(await page.$eval('[data-testid="order-records"]', (a) => a.getAttribute('href'))).to.equal(`/app/medical-records/${o.petId}/record.pdf`);
  }

  it('lists the records the owner shares with the clinic on the order page, with their files and the PDF link', async () => {
    const o = await orderWithRecords();
    const page = await vendorPageFor(suite.browser, suite.t.baseUrl, o.admin.email);
    await page.goto(`${suite.t.baseUrl}/app/orders/${o.orderId}`, { waitUntil: 'networkidle0' });
    await expectRecordsListed(page, o);
    await shoot(page, 'order-detail-root-admin');
    await page.browserContext().close();
  });

  it('shows the panel vet assigned to the order the same records at a phone\'s width, and opens the file and the PDF for them', async () => {
    const o = await orderWithRecords();
    const page = await vendorPageFor(suite.browser, suite.t.baseUrl, o.panelVet.email);
    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${suite.t.baseUrl}/app/orders/${o.orderId}`, { waitUntil: 'networkidle0' });
    await expectRecordsListed(page, o);
    // Each list item fits the phone's width; the links answer the vet (the file's signed address, the PDF).
    const widest = await page.$$eval('[data-testid="order-shared-records"] > li', (els) => Math.max(...els.map((el) => el.getBoundingClientRect().right)));
    expect(widest).to.be.at.most(375);
    const answers = await page.evaluate(async (hrefs) => Promise.all(hrefs.map(async (href) => {
      const res = await fetch(href, { redirect: 'manual' });
      return res.type === 'opaqueredirect' ? 302 : res.status;
    })), [`/api/health-records/files/${o.fileId}`, `/app/medical-records/${o.petId}/record.pdf`]);
    expect(answers).to.deep.equal([302, 200]);
    await shoot(page, 'order-detail-assigned-vet');
    await page.browserContext().close();
  });

  it('shows the owner on My Clinics that the paid order shares Buddy alone with the panel, and Stop sharing ends the panel\'s reading', async () => {
    const o = await orderWithRecords();
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await logInThroughForm(page, suite.t.baseUrl, o.owner.email, '/second-medical-opinion/order');
    expect(await page.$eval('[data-testid="order-records-sharing"]', (p) => p.textContent)).to.contain('and only that pet');
    await shoot(page, 'second-opinion-order-page');
    await page.goto(`${suite.t.baseUrl}/app/my-clinics`, { waitUntil: 'networkidle0' });
    const card = `[data-clinic-id="${o.panel}"]`;
    expect(await page.$eval(`${card} [data-testid="clinic-access"]`, (p) => p.textContent))
      .to.equal('Can see only Buddy and their health records, shared for a second opinion');
    await shoot(page, 'my-clinics-second-opinion');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click(`${card} [data-testid="clinic-decline"]`)]);
    expect(await page.$eval(`${card} [data-testid="clinic-access"]`, (p) => p.textContent)).to.equal('Cannot see your pets and their health records');
    await context.close();
    const admin = await vendorPageFor(suite.browser, suite.t.baseUrl, o.admin.email);
    await admin.goto(`${suite.t.baseUrl}/app/orders/${o.orderId}`, { waitUntil: 'networkidle0' });
    expect(await admin.$('[data-testid="order-shared-records"]')).to.equal(null);
    expect(await admin.$('[data-testid="order-records"]')).to.equal(null);
    await admin.browserContext().close();
  });
});
