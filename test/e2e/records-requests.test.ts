import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ElementHandle } from 'puppeteer-core';
import { createPet, createUser } from '../factories/index.ts';
import { ARTIFACTS_DIR, browserSuite, logInThroughForm, watchCsp } from './browser.ts';

/** Medical Records Assistance end to end: the owner signs and sends, the clinic answers through its link, the record shows it. */
describe('records requests in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let dir: string;

  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-records-'));
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  });
  after(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends a signed request, the clinic uploads through its link, and the file appears in the pet\'s record', async () => {
    const db = suite.t.testDb.db;
    const user = await createUser(db);
    await createPet(db, user.id, { name: 'Rex', type: 1 });
    const file = path.join(dir, 'rex-history.pdf');
    fs.writeFileSync(file, '%PDF-1.4 vaccination history');

    const page = await suite.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    const refused = await watchCsp(page);
    await logInThroughForm(page, suite.t.baseUrl, user.email, '/app/records-requests');
    await page.setViewport({ width: 375, height: 800 });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'records-requests-375.png'), fullPage: true });
    await page.type('#records-clinicName1', 'Maple Street Animal Hospital');
    await page.type('#records-email1', 'front@maple-vet.example.test');
    await page.type('#records-phone1', '(212) 555-0142');
    await page.click('#records-agree');
    await page.type('#records-signerName', 'Olive Owner');
    await Promise.all([page.waitForNavigation(), page.click('[data-testid="records-submit"]')]);
    expect(await page.$eval('[data-testid="records-notice"]', (el) => el.textContent)).to.contain('Your request was sent.');
    expect(await page.$eval('[data-testid="records-vet-status"]', (el) => el.textContent)).to.equal('Requested');
    await page.setViewport({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'records-requests-1280.png'), fullPage: true });

    // The clinic's email carries the link; the clinic has no account.
    const mail = await db('outbox_messages').where({ to: 'front@maple-vet.example.test' }).first();
    const link = /https?:\/\/[^\s]+\/records-upload\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
    const clinic = await (await suite.browser.createBrowserContext()).newPage();
    clinic.on('pageerror', (err) => errors.push(String(err)));
    await clinic.setViewport({ width: 375, height: 800 });
    await clinic.goto(`${suite.t.baseUrl}${new URL(link).pathname}`);
    await clinic.waitForSelector('[data-island="records-upload"][data-hydrated="true"]');
    await clinic.screenshot({ path: path.join(ARTIFACTS_DIR, 'records-upload-375.png'), fullPage: true });
    const input = (await clinic.$('#records-files')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(file);
    await clinic.click('[data-testid="records-upload-submit"]');
    await clinic.waitForSelector('[data-testid="records-upload-done"]');
    await clinic.setViewport({ width: 1280, height: 900 });
    await clinic.screenshot({ path: path.join(ARTIFACTS_DIR, 'records-upload-1280.png'), fullPage: true });

    // The owner sees it received, and the document in the pet's record.
    await page.goto(`${suite.t.baseUrl}/app/records-requests`);
    expect(await page.$eval('[data-testid="records-vet-status"]', (el) => el.textContent)).to.equal('Received');
    await page.goto(`${suite.t.baseUrl}/app/medical-records?category=documents&sub=misc`);
    const text = await page.$eval('main', (el) => el.textContent ?? '');
    expect(text).to.contain('Records received from Maple Street Animal Hospital').and.contain('rex-history.pdf');
    expect(errors, errors.join('\n')).to.deep.equal([]);
    expect(refused, refused.join('\n')).to.deep.equal([]);
    await page.close();
    await clinic.close();
  });
});
