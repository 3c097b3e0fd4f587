import path from 'node:path';
import fs from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createOrder, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { ARTIFACTS_DIR, browserSuite, vendorPageFor } from './browser.ts';
import { layoutProblems, settle } from './layout-checks.ts';

const SHOTS = path.join(ARTIFACTS_DIR, 'order-queue-es');
const HOUR = 3_600_000;

/**
 * The clinic's order queue in Spanish in Chromium, for a vet whose stored language is Spanish: the table, its
 * filters and counts, statuses and clocks in Spanish, hydrated without a mismatch, fitting at 320, 375 and 1280 px.
 */
describe("the clinic's order queue in Spanish in Chromium", function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let vet: string;
  const ids = { waiting: 0, late: 0 };

  before(async function () {
    if (!suite.t) return;
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Clínica Veterinaria Los Ángeles del Valle' });
    const login = await createVendorLogin(db, vendorId, { subrole: 'root_admin', first_name: 'Verónica', locale: 'es' });
    vet = login.email;
    const owner = await createUser(db, { first_name: 'Guadalupe' });
    const order = (status: 'paid' | 'assigned', paidAgo: number, assigned: boolean) => createOrder(db, {
      userId: owner.id, productId: 7000, status, vendorId, paidAt: new Date(Date.now() - paidAgo), details: { petName: 'Canela' },
      ...(assigned ? { assignedLoginId: login.id } : {}),
    });
    ids.waiting = await order('paid', HOUR, false);
    ids.late = await order('assigned', 50 * HOUR, true);
  });

  const text = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent?.trim() ?? '');
  const count = (page: Page, want: string) => page.waitForFunction((w) => document.querySelector('[data-testid="orders-count"]')?.textContent === w, {}, want);

  it('narrows the queue in Spanish and fits at 320, 375 and 1280 px without a hydration error', async () => {
    const page = await vendorPageFor(suite.browser, suite.t.baseUrl, vet);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${suite.t.baseUrl}/app/orders`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="order-queue"][data-hydrated="true"]');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await text(page, 'h1')).to.equal('Pedidos');
    expect(await text(page, `[data-testid="queue-order-${ids.late}"] .order-clock`)).to.equal('vencido hace 2 h');
    expect(await text(page, `[data-testid="queue-order-${ids.waiting}"] .order-clock`)).to.equal('vence en 47 h');
    expect(await text(page, `[data-testid="queue-order-${ids.waiting}"] [data-testid="queue-status"]`)).to.equal('Pagado');
    expect(await page.$$eval('[data-table="orders"] form label', (ls) => ls.map((l) => l.textContent)))
      .to.deep.equal(['Buscar pedidos', 'Producto', 'Estado', 'Asignado a', 'Ordenar por']);

    await page.select('#orders-status', 'assigned');
    await count(page, '1 de 2 pedidos mostrados');
    expect(await text(page, `[data-testid="queue-order-${ids.late}"] [data-testid="queue-status"]`)).to.equal('Asignado');
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const width of [375, 320, 1280]) {
      await page.setViewport({ width, height: 900 });
      await settle(page);
      expect(await layoutProblems(page), `queue at ${width}px`).to.deep.equal([]);
      await page.screenshot({ path: path.join(SHOTS, `queue-filtered-${width}.png`), fullPage: true });
    }
    await page.select('#orders-status', '');
    await page.select('#orders-product', '9000');
    await count(page, '0 de 2 pedidos mostrados');
    expect(await text(page, '[data-testid="orders-queue"] .data-table-empty')).to.equal('Ningún pedido coincide.');
    await page.select('#orders-product', '');
    await page.setViewport({ width: 320, height: 900 });
    await settle(page);
    await page.screenshot({ path: path.join(SHOTS, 'queue-320.png'), fullPage: true });
    expect(errors).to.deep.equal([]);
    await page.browserContext().close();
  });
});
