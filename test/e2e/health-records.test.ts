import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import {
  createBooking, createHealthRecord, createListing, createPet, createUser, createVendor, createVendorLogin, TEST_PASSWORD,
} from '../factories/index.ts';
import { ARTIFACTS_DIR, browserSuite, logInThroughForm, setInputValue, watchCsp } from './browser.ts';
import { pdfText } from '../setup/pdf-text.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-records-e2e-'));

describe('Medical Records in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite({ STORAGE_DIR: dir });

  async function ownerWithPet(name = 'Rex') {
    const user = await createUser(suite.t.testDb.db);
    const petId = await createPet(suite.t.testDb.db, user.id, { name, type: 1 });
    return { user, petId };
  }

  /** A page in its own browser context: its own cookies, so each person signs in afresh. */
  async function openPage(): Promise<Page> {
    const page = await (await suite.browser.createBrowserContext()).newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    return page;
  }

  /** Opens Add, fills the form's fields by name, submits, and waits for the page the server draws again. */
  async function addRecord(page: Page, fields: Record<string, string>) {
    await page.waitForSelector('[data-island="health-records"][data-hydrated="true"]');
    await page.click('[data-testid="add-record"]');
    await page.waitForSelector('dialog.record-dialog[open] .record-form');
    for (const [name, value] of Object.entries(fields)) {
      const selector = `.record-form [name="${name}"]`;
      const tag = await page.$eval(selector, (el) => el.tagName);
      if (tag === 'SELECT') await page.select(selector, value);
      else await setInputValue(page, selector, value);
    }
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="record-submit"]')]);
    expect(await page.$eval('[data-testid="records-notice"]', (el) => el.textContent)).to.equal('Submitted successfully!');
  }

  it('an owner adds a weight three times and sees the chart over time', async () => {
    const { user, petId } = await ownerWithPet();
    const page = await openPage();
    await logInThroughForm(page, suite.t.baseUrl, user.email, `/app/medical-records?pet=${petId}&category=trackers&sub=weight`);
    expect(await page.$eval('[data-testid="records-here-empty"]', (el) => el.textContent)).to.equal('Oops! Sorry no records here');
    // The form checks required fields before sending.
    await page.waitForSelector('[data-island="health-records"][data-hydrated="true"]');
    await page.click('[data-testid="add-record"]');
    await page.click('[data-testid="record-submit"]');
    expect(await page.$$eval('.record-form .field-error', (els) => els.map((e) => e.textContent))).to.deep.equal(['Please select a date', 'Please enter the pounds']);
    // And a day that has not come yet, by the same rule as the server, before anything is sent.
    await setInputValue(page, '.record-form [name="date"]', `${new Date().getFullYear() + 2}-01-05`);
    await setInputValue(page, '.record-form [name="lbs"]', '48');
    await page.click('[data-testid="record-submit"]');
    expect(await page.$$eval('.record-form .field-error', (els) => els.map((e) => e.textContent)))
      .to.deep.equal(['This date is in the future. Please enter the day it happened.']);
    expect(await page.$eval('.record-form [name="date"]', (el) => (el as HTMLInputElement).max)).to.match(/^\d{4}-\d{2}-\d{2}$/);
    await page.keyboard.press('Escape');
    for (const [date, lbs] of [['2026-01-05', '48'], ['2026-02-05', '50'], ['2026-03-05', '51']]) await addRecord(page, { date, lbs });
    const points = await page.$$eval('[data-chart="tracker-weight"] circle.chart-point', (els) => els.length);
    expect(points).to.equal(3);
    expect(await page.$eval('[data-chart="tracker-weight"] h3', (el) => el.textContent)).to.equal('Weight (lbs)');
    const rows = await page.$$eval('[data-chart="tracker-weight"] tbody tr', (trs) => trs.map((tr) => tr.textContent));
    expect(rows).to.deep.equal(['Jan 5, 202648', 'Feb 5, 202650', 'Mar 5, 202651']);
  });

  it('draws a tracker at 320 px with readable labels, points spaced by their dates and the lowest reading above a labelled axis', async () => {
    const { user, petId } = await ownerWithPet('Pepper');
    // Ten days, then a hundred and ten: evenly spaced points would hide the gap.
    for (const [date, lbs] of [['2026-01-01', 48], ['2026-01-11', 50], ['2026-05-01', 49]] as const) {
      await createHealthRecord(suite.t.testDb.db, { userId: user.id, petId, category: 'trackers', subcategory: 'weight', details: { date, lbs } });
    }
    const page = await openPage();
    await page.setViewport({ width: 320, height: 800 });
    await logInThroughForm(page, suite.t.baseUrl, user.email, `/app/medical-records?pet=${petId}&category=trackers&sub=weight`);
    // No named functions inside: the page runs this code as written, without the test runner's helpers.
    const chart = await page.$eval('[data-chart="tracker-weight"]', (figure) => {
      const texts = [...figure.querySelectorAll('svg text')].filter((t) => t.getBoundingClientRect().width > 0);
      const boxes = texts.map((t) => t.getBoundingClientRect());
      const axis = figure.querySelector('.line-chart-axis, .chart-axis')!.getBoundingClientRect().y;
      const valueLabels = [...figure.querySelectorAll('.line-chart-values text, .chart-grid text')]
        .map((t) => t.getBoundingClientRect()).map((r, i) => ({ y: r.y + r.height / 2, text: figure.querySelectorAll('.line-chart-values text, .chart-grid text')[i].textContent }));
      return {
        // The size a reader sees: the font's size times the drawing's scale on screen.
        smallestText: Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * (t as SVGGraphicsElement).getScreenCTM()!.a)),
        overlaps: boxes.some((a, i) => boxes.some((b, j) => i < j && a.right > b.left && b.right > a.left && a.bottom > b.top && b.bottom > a.top)),
        points: [...figure.querySelectorAll('circle.chart-point')].map((c) => c.getBoundingClientRect()).map((r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 })),
        axis, axisLabel: valueLabels.find((l) => Math.abs(l.y - axis) < 2)?.text ?? null,
        width: document.documentElement.scrollWidth,
      };
    });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'tracker-chart-320.png'), fullPage: true });
    expect(chart.width).to.be.at.most(320);
    expect(chart.smallestText).to.be.at.least(11);
    expect(chart.overlaps).to.equal(false);
    const [a, b, c] = chart.points;
    expect((b.x - a.x) / (c.x - b.x)).to.be.closeTo(10 / 110, 0.02);
    // 48 lbs is the lowest: drawn above the axis, and the axis says where it is.
    expect(chart.axis - a.y).to.be.at.least(6);
    expect(chart.axisLabel).to.match(/^\d+(\.\d+)?$/);
    expect(Number(chart.axisLabel)).to.be.below(48);
  });

  it('an owner uploads a lab PDF and opens it through its signed link, then downloads the record PDF', async () => {
    const { user, petId } = await ownerWithPet('Biscuit');
    const page = await openPage();
    const refused = await watchCsp(page);
    await logInThroughForm(page, suite.t.baseUrl, user.email, `/app/medical-records?pet=${petId}&category=documents&sub=laboratory`);
    const file = path.join(dir, 'blood-panel.pdf');
    fs.writeFileSync(file, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await page.waitForSelector('[data-island="health-records"][data-hydrated="true"]');
    await page.click('[data-testid="add-record"]');
    await page.waitForSelector('dialog.record-dialog[open] .record-form');
    await page.type('.record-form [name="name"]', 'Blood panel');
    await setInputValue(page, '.record-form [name="date"]', '2026-02-10');
    await page.select('.record-form [name="type"]', 'Hematology');
    const input = await page.$('[data-testid="record-file-input"]');
    await (input as unknown as { uploadFile(p: string): Promise<void> }).uploadFile(file);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="record-submit"]')]);
    const href = await page.$eval('[data-testid="record-file"]', (a) => (a as HTMLAnchorElement).href);
    const opened = await page.evaluate(async (url) => {
      const res = await fetch(url, { credentials: 'same-origin' });
      return { status: res.status, redirected: res.redirected, signed: new URL(res.url).searchParams.has('sig'), text: await res.text() };
    }, href);
    expect(opened).to.deep.include({ status: 200, redirected: true, signed: true });
    expect(opened.text).to.match(/^%PDF-1\.4/);

    await page.goto(`${suite.t.baseUrl}/app/medical-records?pet=${petId}`, { waitUntil: 'networkidle0' });
    const pdfHref = await page.$eval('[data-testid="download-pdf"]', (a) => (a as HTMLAnchorElement).href);
    const bytes = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), pdfHref);
    const text = await pdfText(new Uint8Array(bytes));
    expect(text).to.contain('Health record of Biscuit').and.contain('Blood panel').and.contain('blood-panel.pdf');
    expect(refused, refused.join('\n')).to.deep.equal([]);
  });

  it('an owner shares a record, the link opens signed out, and once revoked it says so', async () => {
    const { user, petId } = await ownerWithPet('Milo');
    const page = await openPage();
    await logInThroughForm(page, suite.t.baseUrl, user.email, `/app/medical-records?pet=${petId}&category=trackers&sub=weight`);
    await addRecord(page, { date: '2026-01-05', lbs: '23' });
    await page.waitForSelector('[data-island="pet-share-links"][data-hydrated="true"]');
    await page.click('[data-testid="create-share-link"]');
    await page.waitForSelector('[data-testid="share-link-url"]');
    const link = await page.$eval('[data-testid="share-link-url"]', (el) => (el as HTMLInputElement).value);
    expect(link.startsWith(suite.t.config.publicUrl)).to.equal(true);
    const url = `${suite.t.baseUrl}${new URL(link).pathname}`; // the test app listens on its own port

    const stranger = await suite.browser.createBrowserContext();
    const visitor = await stranger.newPage();
    const shared = await visitor.goto(url, { waitUntil: 'networkidle0' });
    expect(shared!.status()).to.equal(200);
    expect(await visitor.$eval('h1', (el) => el.textContent)).to.equal('Health record of Milo');
    expect(await visitor.$$eval('[data-chart="tracker-weight"] circle', (els) => els.length)).to.equal(1);

    await page.click('[data-testid="revoke-share-link"]');
    await page.waitForSelector('dialog[data-testid="revoke-share"][open]');
    await page.click('[data-testid="revoke-share-yes"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="share-link-url"]'));
    const again = await visitor.goto(url, { waitUntil: 'networkidle0' });
    expect(again!.status()).to.equal(410);
    expect(await visitor.$eval('h1', (el) => el.textContent)).to.equal('This link was revoked or has expired');
    await stranger.close();
  });

  it("the clinic's vet adds a consultation note from an appointment and the owner sees it, signed", async () => {
    const db = suite.t.testDb.db;
    const { user, petId } = await ownerWithPet('Luna');
    const vendorId = await createVendor(db, { name: 'Happy Paws' });
    const vet = await createVendorLogin(db, vendorId, { first_name: 'Vera' });
    const listingId = await createListing(db, vendorId);
    const bookingId = await createBooking(db, { userId: user.id, vendorId, listingId, slot: new Date(Date.now() + 86_400_000), type: 'video' });
    await db('bookings').where({ id: bookingId }).update({ details: JSON.stringify({ type: 'video', pet: { id: petId, name: 'Luna' } }), pet_id: petId });

    const vetPage = await openPage();
    await vetPage.goto(`${suite.t.baseUrl}/vendor/login?redirectUrl=${encodeURIComponent(`/app/appointments/${bookingId}`)}`, { waitUntil: 'networkidle0' });
    await vetPage.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await vetPage.type('#account-email', vet.email);
    await vetPage.type('#account-password', TEST_PASSWORD);
    await Promise.all([vetPage.waitForNavigation({ waitUntil: 'networkidle0' }), vetPage.click('[data-testid="account-submit"]')]);
    await Promise.all([vetPage.waitForNavigation({ waitUntil: 'networkidle0' }), vetPage.click('[data-testid="tab-records"]')]);
    await vetPage.waitForSelector('[data-island="consultation-note"][data-hydrated="true"]');
    await vetPage.type('#consultation-note-text', 'Mild otitis. Ear drops twice a day for a week.');
    await Promise.all([vetPage.waitForNavigation({ waitUntil: 'networkidle0' }), vetPage.click('[data-testid="consultation-note-submit"]')]);
    expect(await vetPage.$eval('[data-testid="records-notice"]', (el) => el.textContent)).to.equal('Submitted successfully!');

    const ownerContext = await suite.browser.createBrowserContext();
    const page = await ownerContext.newPage();
    await logInThroughForm(page, suite.t.baseUrl, user.email, `/app/medical-records?pet=${petId}&category=history&sub=consultations`);
    expect(await page.$eval('.record-field-note dd', (el) => el.textContent)).to.equal('Mild otitis. Ear drops twice a day for a week.');
    expect(await page.$eval('[data-testid="record-signature"]', (el) => el.textContent)).to.equal('Signed by Vera Vet, Happy Paws');
    expect(await page.$('.record-actions')).to.equal(null); // no Edit or Delete on the clinic's note
    await ownerContext.close();
  });
});
