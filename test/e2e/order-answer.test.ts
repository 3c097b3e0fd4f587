import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { ElementHandle } from 'puppeteer-core';
import { createOrder, createPayment, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { ARTIFACTS_DIR, browserSuite, logInThroughForm, watchCsp, writePng } from './browser.ts';

const SHOTS = path.join(ARTIFACTS_DIR, 'order-answer');

/**
 * The owner answers the vet's question on My Orders with files: each chosen file is uploaded through the one upload
 * flow (POST /api/files/private, then the PUT) and sent with the text; the vet reads the answer and its file.
 */
describe('the owner\'s answer to the vet, with files, in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  it('uploads the chosen files, sends them with the answer, and the order goes back to review with them attached', async () => {
    const db = suite.t.testDb.db;
    const panel = await createVendor(db, { name: 'Petcare Panel Practice' });
    const vet = await createVendorLogin(db, panel, { subrole: 'root_admin', first_name: 'Marcus' });
    const owner = await createUser(db);
    const petId = await createPet(db, owner.id, { name: 'Buddy' });
    const paymentId = await createPayment(db, { userId: owner.id, amountCents: 9_500, paymentType: 100, productId: 7000, status: 'captured', gatewayRef: `test_${owner.id}` });
    const orderId = await createOrder(db, {
      userId: owner.id, productId: 7000, status: 'in_review', paymentId, vendorId: panel, assignedLoginId: vet.id, paidAt: new Date(),
      details: { petId, petName: 'Buddy', firstOpinion: 'TPLO surgery now.', query: 'Could rest work first?', files: [] },
    });
    const vetViewer = { kind: 'vendor', id: vet.id, vendorId: panel, subrole: 'root_admin', firstName: 'Marcus', lastName: 'Vet' } as never;
    await suite.t.deps.services.fulfilment.ask(vetViewer, orderId, { text: 'Any X-rays of the knee?' }, new Date());

    const page = await (await suite.browser.createBrowserContext()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    const refused = await watchCsp(page);
    await logInThroughForm(page, suite.t.baseUrl, owner.email, '/app/my-orders');
    await page.waitForSelector('[data-island="order-answer"][data-hydrated="true"]');
    fs.mkdirSync(SHOTS, { recursive: true });
    const xray = path.join(SHOTS, 'knee-xray.png');
    await writePng(page, xray, 40, 30, '#336699');
    const input = (await page.$('[data-testid="order-answer-files"]')) as ElementHandle<HTMLInputElement> | null;
    await input!.uploadFile(xray);
    await page.waitForFunction(() => document.querySelector('[data-testid="order-answer-file-list"]')?.textContent?.includes('knee-xray.png')
      && !document.querySelector('[data-testid="order-answer-file-list"] [role="status"]'));
    await page.type(`#order-answer-${orderId}`, 'Here is the X-ray from last week.');
    for (const width of [375, 1280]) {
      await page.setViewport({ width, height: 900 });
      await page.screenshot({ path: path.join(SHOTS, `my-orders-answer-${width}.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `My Orders at ${width}px scrolls sideways`).to.be.at.most(0);
    }
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="order-answer-send"]')]);
    expect(new URL(page.url()).searchParams.get('answered')).to.equal(String(orderId));

    const row = await db('orders').where({ id: orderId }).first();
    expect(row.status).to.equal('in_review');
    const answer = await db('order_events').where({ order_id: orderId, author_kind: 'owner' }).orderBy('id', 'desc').first();
    expect(answer.text).to.equal('Here is the X-ray from last week.');
    expect(answer.files.map((f: { name: string }) => f.name)).to.deep.equal(['knee-xray.png']);
    const file = await db('files').where({ id: answer.files[0].id }).first();
    expect([file.owner_type, Number(file.owner_id), file.service_type, file.status]).to.deep.equal(['user', owner.id, 'smo_service', 'uploaded']);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    expect(refused, refused.join('\n')).to.deep.equal([]);
    await page.close();
  });
});
