import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { ElementHandle, Page } from 'puppeteer-core';
import {
  createBooking, createCustomer, createHealthRecord, createListing, createPet, createUser, createVendor, createVendorLogin,
} from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { ARTIFACTS_DIR, browserSuite, fillCard, logInThroughForm, vendorPageFor } from './browser.ts';
import { layoutProblems, settle } from './layout-checks.ts';
import { seriousViolations } from './axe.ts';

const SHOTS = path.join(ARTIFACTS_DIR, 'peer-consults');
const DAY = 86_400_000;

/**
 * A Peer-to-Peer Consult end to end in Chromium: a clinic's vet orders one for a patient from Peer Consults and
 * pays with the clinic's card, the panel practice's vet (vendor 1) finds it in /app/orders and delivers the report,
 * the clinic reads it and shares it into the pet's record, and the owner then reads it there. The Peer Consults
 * pages are checked for layout faults and serious accessibility faults at 375 and 1280 px, with screenshots.
 */
describe('Peer-to-Peer Consults, in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();

  const vendorPage = (email: string): Promise<Page> => vendorPageFor(suite.browser, suite.t.baseUrl, email);

  /** Screenshots at 375 and 1280 px, with the layout and accessibility checks at each. */
  async function check(page: Page, name: string): Promise<void> {
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewport({ width, height: 900 });
      await settle(page);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
      expect(await layoutProblems(page), `${name} at ${width}px`).to.deep.equal([]);
      expect(await seriousViolations(page, `${name} at ${width}px`)).to.deep.equal([]);
    }
  }

  it('a clinic vet orders and pays, the panel vet delivers, the clinic shares the report and the owner reads it', async () => {
    const db = suite.t.testDb.db;
    const panel = await createVendor(db, { name: 'Petcare Panel Practice' });
    expect(panel).to.equal(1);
    const specialist = await createVendorLogin(db, panel, { subrole: 'root_admin', first_name: 'Priya', last_name: 'Panel' });
    const clinic = await createVendor(db, { name: 'Happy Paws' });
    const clinicVet = await createVendorLogin(db, clinic, { subrole: 'root_admin', first_name: 'Dana', last_name: 'Vet' });
    const owner = await createUser(db, { first_name: 'Olive' });
    const rex = await createPet(db, owner.id, { name: 'Rex' });
    const record = await createHealthRecord(db, { userId: owner.id, petId: rex, details: { name: 'Bloodwork', date: '2026-10-01' } });
    // A document with its file: the file travels with the consult to the panel.
    const xray = await createHealthRecord(db, { userId: owner.id, petId: rex, category: 'documents', subcategory: 'notes', details: { name: 'Knee X-ray', date: '2026-10-02' } });
    const key = `records/e2e-${Date.now()}/knee-xray.pdf`;
    const [file] = await db('files').insert({
      key, access: 'private', service_type: 'phr', name: 'knee-xray.pdf', owner_type: 'user', owner_id: owner.id,
      content_type: 'application/pdf', size_bytes: 9, status: 'uploaded',
    }).returning('id');
    await db('health_record_files').insert({ file_id: Number(file.id), health_record_id: xray });
    await suite.t.deps.adapters.storage.write(key, Buffer.from('%PDF-1.4\n'), 'application/pdf');
    const listing = await createListing(db, clinic, { title: 'Happy Paws Clinic' });
    await createBooking(db, { userId: owner.id, vendorId: clinic, listingId: listing, slot: new Date(Date.now() - 3 * DAY), pet: { id: rex, name: 'Rex' } });
    await createCustomer(db, clinic, owner.id, { access: 'granted' });
    const errors: string[] = [];

    // The clinic's vet opens Peer Consults, orders a consult about Rex with his bloodwork, and pays.
    const clinicPage = await vendorPage(clinicVet.email);
    clinicPage.on('pageerror', (err) => errors.push(String(err)));
    await clinicPage.goto(`${suite.t.baseUrl}/app/peer-consults`, { waitUntil: 'networkidle0' });
    await check(clinicPage, 'list-empty');
    await Promise.all([clinicPage.waitForNavigation({ waitUntil: 'networkidle0' }), clinicPage.click(`[data-testid="peer-order-${rex}"]`)]);
    await clinicPage.waitForSelector('[data-island="peer-consult-form"][data-hydrated="true"]');
    await check(clinicPage, 'form');
    await clinicPage.type('#peer-question', 'Would you operate on this cruciate tear?');
    await clinicPage.click(`#peer-record-${record}`);
    await clinicPage.click(`#peer-record-${xray}`);
    // The vet's own files, each uploaded as it is chosen: a refused one is named, the accepted one listed and sent.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-peer-'));
    fs.writeFileSync(path.join(dir, 'ecg.pdf'), '%PDF-1.4 ecg');
    fs.writeFileSync(path.join(dir, 'setup.exe'), 'MZ');
    const picker = (await clinicPage.$('#peer-files')) as ElementHandle<HTMLInputElement>;
    await picker.uploadFile(path.join(dir, 'ecg.pdf'), path.join(dir, 'setup.exe'));
    await clinicPage.waitForSelector('[data-testid="peer-consult-form"] .alert-error');
    expect(await clinicPage.$eval('[data-testid="peer-consult-form"] .alert-error', (el) => el.textContent)).to.equal('Not attached: setup.exe: This file type is not allowed.');
    await clinicPage.waitForFunction(() => !document.querySelector('[data-testid="peer-consult-form"] .order-files')?.textContent?.includes('Uploading'));
    expect(await clinicPage.$$eval('[data-testid="peer-consult-form"] .order-files li', (els) => els.map((li) => li.textContent))).to.deep.equal(['ecg.pdf Remove']);
    fs.rmSync(dir, { recursive: true, force: true });
    await Promise.all([clinicPage.waitForNavigation({ waitUntil: 'networkidle0' }), clinicPage.click('[data-testid="peer-submit"]')]);
    const orderId = Number(new URL(clinicPage.url()).searchParams.get('orderId'));
    expect(orderId).to.be.above(0);
    expect((await db('orders').where({ id: orderId }).first()).details.files.map((f: { name: string }) => f.name)).to.deep.equal(['ecg.pdf']);
    await clinicPage.waitForSelector('[data-island="checkout"][data-hydrated="true"]');
    await fillCard(clinicPage, TEST_CARDS.approve);
    await clinicPage.click('[data-testid="pay"]');
    await clinicPage.waitForFunction(() => document.querySelector('h1')?.textContent === 'Thanks for your Order!');
    const paid = await db('orders').where({ id: orderId }).first();
    expect([paid.status, Number(paid.vendor_id), Number(paid.requester_vendor_id)]).to.deep.equal(['paid', panel, clinic]);
    await clinicPage.goto(`${suite.t.baseUrl}/app/peer-consults`, { waitUntil: 'networkidle0' });
    expect(await clinicPage.$eval(`[data-testid="peer-consult-${orderId}"]`, (el) => el.textContent)).to.contain('Paid').and.contain('Expected by');
    await check(clinicPage, 'list-paid');
    await clinicPage.goto(`${suite.t.baseUrl}/app/peer-consults/${orderId}`, { waitUntil: 'networkidle0' });
    expect(await clinicPage.$('[data-testid="peer-cancel"]'), 'a paid consult can be canceled').to.not.equal(null);
    await check(clinicPage, 'detail-paid');

    // The panel vet finds it in the queue, takes it, reviews it and delivers the report.
    const panelPage = await vendorPage(specialist.email);
    panelPage.on('pageerror', (err) => errors.push(String(err)));
    await panelPage.goto(`${suite.t.baseUrl}/app/orders`, { waitUntil: 'networkidle0' });
    const row = await panelPage.$eval(`[data-testid="queue-order-${orderId}"]`, (el) => el.textContent);
    expect(row).to.contain('Peer-to-Peer Consult').and.contain('Happy Paws').and.contain('due in 48 h');
    await Promise.all([panelPage.waitForNavigation({ waitUntil: 'networkidle0' }), panelPage.click(`[data-testid="queue-order-${orderId}"] th a`)]);
    expect(await panelPage.$eval('[data-testid="order-attached-records"]', (el) => el.textContent)).to.contain('Bloodwork');
    const fileHrefPanel = await panelPage.$eval(`[data-testid="order-record-files-${xray}"] a`, (a) => (a as HTMLAnchorElement).href);
    const xrayHead = await panelPage.evaluate(async (url) => new TextDecoder().decode((await (await fetch(url)).arrayBuffer()).slice(0, 4)), fileHrefPanel);
    expect(xrayHead).to.equal('%PDF');
    await panelPage.select('#order-assignee-select', String(specialist.id));
    await Promise.all([panelPage.waitForNavigation({ waitUntil: 'networkidle0' }), panelPage.click('[data-testid="order-assign"]')]);
    await Promise.all([panelPage.waitForNavigation({ waitUntil: 'networkidle0' }), panelPage.click('[data-testid="order-start"]')]);
    await panelPage.waitForSelector('[data-island="order-report"][data-hydrated="true"]');
    await panelPage.waitForSelector('#report-summary[contenteditable="true"]');
    for (const [id, text] of [['summary', 'Operate.'], ['assessment', 'A full tear in a large dog.'], ['recommendations', 'TPLO within two weeks.']]) {
      await panelPage.click(`#report-${id}`);
      await panelPage.keyboard.type(text);
    }
    await Promise.all([panelPage.waitForNavigation({ waitUntil: 'networkidle0' }), panelPage.click('[data-testid="report-deliver"]')]);
    expect(await panelPage.$eval('[data-testid="order-status"]', (el) => el.textContent)).to.equal('Delivered');

    // The clinic reads the report and shares it into Rex's record.
    await clinicPage.goto(`${suite.t.baseUrl}/app/peer-consults/${orderId}`, { waitUntil: 'networkidle0' });
    expect(await clinicPage.$eval('[data-testid="peer-status"]', (el) => el.textContent)).to.equal('Delivered');
    const href = await clinicPage.$eval('[data-testid="peer-report-pdf"]', (el) => el.getAttribute('href'));
    const head = await clinicPage.evaluate(async (url) => new TextDecoder().decode((await (await fetch(url!)).arrayBuffer()).slice(0, 4)), href);
    expect(head).to.equal('%PDF');
    await check(clinicPage, 'detail-delivered');
    await Promise.all([clinicPage.waitForNavigation({ waitUntil: 'networkidle0' }), clinicPage.click('[data-testid="peer-share"]')]);
    expect(await clinicPage.$eval('[data-testid="peer-notice"]', (el) => el.textContent)).to.equal("The report was added to the pet's health record.");
    expect(await clinicPage.$eval('[data-testid="peer-shared"]', (el) => el.textContent)).to.contain('Shared into Rex');
    await check(clinicPage, 'detail-shared');

    // The owner finds it among Rex's documents and opens its PDF.
    const ownerContext = await suite.browser.createBrowserContext();
    const ownerPage = await ownerContext.newPage();
    ownerPage.on('pageerror', (err) => errors.push(String(err)));
    await logInThroughForm(ownerPage, suite.t.baseUrl, owner.email, `/app/medical-records?pet=${rex}&category=documents&sub=notes`);
    const text = await ownerPage.$eval('main', (el) => el.textContent ?? '');
    expect(text).to.contain('Peer-to-Peer Consult report').and.contain('Petcare Panel Practice');
    const fileHref = await ownerPage.$eval('[data-testid="record-file"]', (a) => (a as HTMLAnchorElement).href);
    const pdf = await ownerPage.evaluate(async (url) => new TextDecoder().decode((await (await fetch(url)).arrayBuffer()).slice(0, 4)), fileHref);
    expect(pdf).to.equal('%PDF');
    expect(errors, errors.join('\n')).to.deep.equal([]);
  });
});
