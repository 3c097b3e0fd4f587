import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ElementHandle } from 'puppeteer-core';
import { createPet, createUser } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { browserSuite, fillCard, logInThroughForm, watchCsp } from './browser.ts';

/** The second-opinion form's attachments: failed uploads are dropped, and an attachment the store call refuses is named by the list. */
describe('second-opinion attachments in Chromium', function () {
  this.timeout(90_000);
  const suite = browserSuite();
  let dir: string;

  before(async function () {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-attach-'));
  });
  after(async () => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('drops a rejected upload, names an attached file gone from storage by the list, and pays at /checkout once it is removed', async () => {
    const user = await createUser(suite.t.testDb.db);
    await createPet(suite.t.testDb.db, user.id, { name: 'Rex', type: 1 });
    const report = path.join(dir, 'report.pdf');
    const program = path.join(dir, 'setup.exe');
    fs.writeFileSync(report, '%PDF-1.4 blood panel');
    fs.writeFileSync(program, 'MZ');

    const page = await suite.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    const refused = await watchCsp(page);
    await logInThroughForm(page, suite.t.baseUrl, user.email, '/second-medical-opinion/order');
    await page.waitForSelector('[data-island="order-form"][data-hydrated="true"]');

    const input = (await page.$('#order-files')) as ElementHandle<HTMLInputElement> | null;
    await input!.uploadFile(report, program);
    await page.waitForSelector('.order-form .alert-error');
    expect(await page.$eval('.order-form .alert-error', (el) => el.textContent)).to.equal('Not attached: setup.exe: This file type is not allowed.');
    expect(await page.$$eval('.order-files li', (els) => els.map((li) => li.textContent))).to.deep.equal(['report.pdf Remove']);

    const [row] = await suite.t.testDb.db('files').where({ owner_type: 'user', owner_id: user.id });
    await suite.t.deps.adapters.storage.delete(row.key);

    await page.select('#order-petId', (await suite.t.testDb.db('pets').where({ user_id: user.id }).first()).id.toString());
    await page.type('#order-firstOpinion', 'Allergy');
    await page.type('#order-query', 'Is it food?');
    await page.click('#order-authorization');
    // The store call refuses the file; the form stays, naming it by the file list.
    await page.click('.order-form button[type="submit"]');

    const message = 'report.pdf did not finish uploading. Please remove it and attach it again.';
    await page.waitForSelector('#order-files-error');
    expect(await page.$eval('#order-files-error', (el) => el.textContent)).to.equal(message);
    expect(await page.$eval('.order-form .alert-error', (el) => el.textContent)).to.equal(message);
    expect(await page.$eval('.order-form button[type="submit"]', (el) => el.textContent)).to.equal('Submit');
    expect(new URL(page.url()).pathname).to.equal('/second-medical-opinion/order');
    expect(await suite.t.testDb.db('orders').where({ user_id: user.id })).to.deep.equal([]);

    await page.click('.order-files button');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('.order-form button[type="submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/checkout');
    await page.waitForSelector('[data-island="checkout"][data-hydrated="true"]');
    expect(await page.$eval('[data-testid="service-order-summary"]', (el) => el.textContent)).to.contain('Files attached: 0');
    await fillCard(page, TEST_CARDS.approve);
    await page.click('[data-testid="pay"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Thanks for your Order!');
    const [order] = await suite.t.testDb.db('orders').where({ user_id: user.id });
    expect(order).to.include({ status: 'paid' });
    expect(order.details.files).to.deep.equal([]);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    expect(refused, refused.join('\n')).to.deep.equal([]);
    await page.close();
  });
});
