import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, ElementHandle } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createUser, TEST_PASSWORD } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { launchBrowser } from './browser.ts';

/** The second-opinion form's attachments: failed uploads are dropped, and a refused attachment sends the owner back to the list. */
describe('second-opinion attachments in Chromium', function () {
  this.timeout(90_000);
  let t: TestApp;
  let browser: Browser | null;
  let dir: string;

  before(async function () {
    browser = await launchBrowser(this);
    t = await startTestApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-attach-'));
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('drops a rejected upload, and returns to the file list when an attached file is gone from storage', async () => {
    const user = await createUser(t.testDb.db);
    await t.testDb.db('pets').insert({ user_id: user.id, name: 'Rex', type: 1 });
    const report = path.join(dir, 'report.pdf');
    const program = path.join(dir, 'setup.exe');
    fs.writeFileSync(report, '%PDF-1.4 blood panel');
    fs.writeFileSync(program, 'MZ');

    const page = await browser!.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto(`${t.baseUrl}/login/?redirectUrl=${encodeURIComponent('/second-medical-opinion/order')}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
    await page.type('#account-email', user.email);
    await page.type('#account-password', TEST_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="account-submit"]')]);
    await page.waitForSelector('[data-island="order-form"][data-hydrated="true"]');

    // The payment step is a fresh form each time it is shown, so the card is typed each time.
    const pay = async () => {
      await page.waitForSelector('.order-payment');
      await page.type('#order-card-name', 'Olive Owner');
      await page.type('#order-card-number', TEST_CARDS.approve);
      await page.$eval('#order-card-exp', (el) => { (el as HTMLInputElement).value = '2030-01'; });
      await page.type('#order-card-ccv', '123');
      await page.click('.order-payment button[type="submit"]');
    };

    const input = (await page.$('#order-files')) as ElementHandle<HTMLInputElement> | null;
    await input!.uploadFile(report, program);
    await page.waitForSelector('.order-form .alert-error');
    expect(await page.$eval('.order-form .alert-error', (el) => el.textContent)).to.equal('Not attached: setup.exe: This file type is not allowed.');
    expect(await page.$$eval('.order-files li', (els) => els.map((li) => li.textContent))).to.deep.equal(['report.pdf Remove']);

    const [row] = await t.testDb.db('files').where({ owner_type: 'user', owner_id: user.id });
    await t.deps.adapters.storage.delete(row.key);

    await page.select('#order-petId', (await t.testDb.db('pets').where({ user_id: user.id }).first()).id.toString());
    await page.type('#order-firstOpinion', 'Allergy');
    await page.type('#order-query', 'Is it food?');
    await page.click('#order-authorization');
    await page.click('.order-form button[type="submit"]');
    await pay();

    const message = 'report.pdf did not finish uploading. Please remove it and attach it again.';
    await page.waitForSelector('#order-files-error');
    expect(await page.$eval('#order-files-error', (el) => el.textContent)).to.equal(message);
    expect(await page.$eval('.order-form .alert-error', (el) => el.textContent)).to.equal(message);
    expect(await t.testDb.db('orders').where({ user_id: user.id })).to.deep.equal([]);

    await page.click('.order-files button');
    await page.click('.order-form button[type="submit"]');
    await pay();
    await page.waitForSelector('.order-done');
    const [order] = await t.testDb.db('orders').where({ user_id: user.id });
    expect(order).to.include({ status: 'paid' });
    expect(order.details.files).to.deep.equal([]);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.close();
  });
});
