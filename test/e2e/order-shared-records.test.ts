import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createCustomer, createOrder, createPayment, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createHealthRecord } from '../factories/health-records.ts';
import { ARTIFACTS_DIR, browserSuite, vendorPageFor } from './browser.ts';

const SHOTS = path.join(ARTIFACTS_DIR, 'order-shared-records');

/**
 * The pet's shared health records on the clinic's order page, in Chromium: listed inline (date, kind, title, vet,
 * files) above the PDF link, readable at 320, 375 and 1280 px without sideways scrolling.
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

  it('lists the records the owner shares with the clinic on the order page, with their files and the PDF link', async () => {
    const db = suite.t.testDb.db;
    const panel = await createVendor(db, { name: 'Petcare Panel Practice' });
    const admin = await createVendorLogin(db, panel, { subrole: 'root_admin', first_name: 'Priya' });
    const owner = await createUser(db, { first_name: 'Olivia' });
    const petId = await createPet(db, owner.id, { name: 'Buddy' });
    await createCustomer(db, panel, owner.id, { access: 'granted' });
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
      userId: owner.id, productId: 7000, status: 'paid', paymentId, vendorId: panel, paidAt,
      details: { petId, petName: 'Buddy', firstOpinion: 'TPLO surgery now.', query: 'Could rest work first?', files: [] },
    });

    const page = await vendorPageFor(suite.browser, suite.t.baseUrl, admin.email);
    await page.goto(`${suite.t.baseUrl}/app/orders/${orderId}`, { waitUntil: 'networkidle0' });
    const rows = await page.$$eval('[data-testid="order-shared-records"] > li', (els) => els.map((el) => el.textContent ?? ''));
    expect(rows).to.have.length(4);
    expect(rows[0]).to.contain('Mar 2, 2026');
    expect(rows.join('\n')).to.contain('Dr. Alexandra Lee-Montgomery').and.contain('51 lbs 8 oz').and.contain('Documents · Laboratory');
    expect(await page.$eval(`a[href="/api/health-records/files/${Number(file.id)}"]`, (a) => a.textContent)).to.equal('blood-panel-november-2025-full-results.pdf');
    expect(await page.$eval('[data-testid="order-records"]', (a) => a.getAttribute('href'))).to.equal(`/app/medical-records/${petId}/record.pdf`);
    await shoot(page, 'order-detail-root-admin');
  });
});
