import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createOrder, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { ARTIFACTS_DIR, browserSuite, vendorPageFor } from './browser.ts';
import { seriousViolations } from './axe.ts';
import { layoutProblems, settle } from './layout-checks.ts';

const SHOTS = path.join(ARTIFACTS_DIR, 'order-queue');
const HOUR = 3_600_000;

/**
 * The clinic's order queue on the shared table in Chromium: narrowed by status and assignee, searched and sorted in
 * the browser with the address in step, the same choices answered by the server without script, a sub-user's own
 * orders only, and the page at a phone's and a desktop's width for both.
 */
describe("the clinic's order queue in Chromium", function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let admin: string;
  let vet: string;
  const ids: Record<'waiting' | 'late' | 'review' | 'done', number> = { waiting: 0, late: 0, review: 0, done: 0 };

  before(async function () {
    if (!suite.t) return;
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Queue Vets' });
    admin = (await createVendorLogin(db, vendorId, { subrole: 'root_admin', first_name: 'Ada' })).email;
    const marcus = await createVendorLogin(db, vendorId, { subrole: 'user', first_name: 'Marcus', last_name: 'Reed' });
    vet = marcus.email;
    const olive = await createUser(db, { first_name: 'Olive' });
    const pat = await createUser(db, { first_name: 'Pat' });
    const order = (userId: number, status: 'paid' | 'assigned' | 'in_review' | 'delivered', paidAgo: number, assigned: boolean) => createOrder(db, {
      userId, productId: 7000, status, vendorId, paidAt: new Date(Date.now() - paidAgo), details: { petName: 'Buddy' },
      ...(assigned ? { assignedLoginId: marcus.id } : {}),
    });
    // Created in this order: the queue lists them soonest deadline first (late, review, waiting, then done).
    ids.waiting = await order(olive.id, 'paid', HOUR, false);
    ids.late = await order(pat.id, 'assigned', 50 * HOUR, true);
    ids.review = await order(olive.id, 'in_review', 10 * HOUR, true);
    ids.done = await order(pat.id, 'delivered', 60 * HOUR, true);
  });

  const rows = (page: Page) => page.$$eval('[data-testid="orders-queue"] tbody tr[data-testid]', (trs) => trs.map((tr) => tr.getAttribute('data-testid')));
  const queue = (...keys: Array<keyof typeof ids>) => keys.map((k) => `queue-order-${ids[k]}`);

  async function shoot(page: Page, name: string): Promise<string[]> {
    fs.mkdirSync(SHOTS, { recursive: true });
    const problems: string[] = [];
    for (const width of [320, 375, 414, 1280]) {
      await page.setViewport({ width, height: 900 });
      await settle(page);
      // Nothing past the page's edge, and no link or field hidden past a scroller's.
      problems.push(...(await layoutProblems(page)).map((p) => `${name} at ${width} px: ${p}`));
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
      if (width === 375 || width === 1280) problems.push(...await seriousViolations(page, `${name} at ${width} px`));
    }
    return problems;
  }

  it('narrows, searches and sorts the root admin\'s queue in the browser, and the server answers the same address without script', async () => {
    const page = await vendorPageFor(suite.browser, suite.t.baseUrl, admin);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    // A hydration mismatch is reported as a console error.
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${suite.t.baseUrl}/app/orders`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="order-queue"][data-hydrated="true"]');
    expect(await rows(page)).to.deep.equal(queue('late', 'review', 'waiting', 'done'));
    // The SLA clock: overdue in red, running ones due in hours, none once delivered.
    expect(await page.$eval(`[data-testid="queue-order-${ids.late}"] .order-clock`, (el) => [el.textContent, el.classList.contains('order-clock-overdue')]))
      .to.deep.equal(['overdue by 2 h', true]);
    expect(await page.$eval(`[data-testid="queue-order-${ids.waiting}"] .order-clock`, (el) => el.textContent)).to.equal('due in 47 h');
    expect(await page.$eval(`[data-testid="queue-order-${ids.done}"] .order-clock`, (el) => el.textContent)).to.equal('—');
    const violations = await shoot(page, 'root-admin');
    await page.setViewport({ width: 1280, height: 900 });

    await page.select('#orders-status', 'assigned');
    await page.waitForFunction(() => document.querySelector('[data-testid="orders-count"]')?.textContent === '1 of 4 orders shown');
    expect(await rows(page)).to.deep.equal(queue('late'));
    expect(new URL(page.url()).searchParams.get('status')).to.equal('assigned');
    await page.select('#orders-status', '');
    await page.waitForFunction(() => document.querySelector('[data-testid="orders-count"]')?.textContent === '');
    await page.select('#orders-assignee', '-');
    await page.waitForFunction(() => document.querySelector('[data-testid="orders-count"]')?.textContent === '1 of 4 orders shown');
    expect(await rows(page)).to.deep.equal(queue('waiting'));
    await page.select('#orders-assignee', '');
    await page.select('#orders-product', '9000');
    await page.waitForFunction(() => document.querySelector('[data-testid="orders-count"]')?.textContent === '0 of 4 orders shown');
    expect(await page.$eval('[data-testid="orders-queue"] .data-table-empty', (el) => el.textContent)).to.equal('No orders match.');
    await page.select('#orders-product', '');

    await page.type('#orders-q', 'pat');
    await page.waitForFunction(() => document.querySelector('[data-testid="orders-count"]')?.textContent === '2 of 4 orders shown');
    expect(await rows(page)).to.deep.equal(queue('late', 'done'));
    await page.click('#orders-q', { clickCount: 3 });
    await page.keyboard.press('Backspace');
    await page.waitForFunction(() => document.querySelector('[data-testid="orders-count"]')?.textContent === '');

    // The Order heading sorts newest first, then oldest; the address keeps it.
    await page.click('[data-table="orders"] thead th:first-child a.sort-link');
    await page.waitForSelector('[data-table="orders"] th[aria-sort="descending"]');
    expect(await rows(page)).to.deep.equal(queue('done', 'review', 'late', 'waiting'));
    expect(new URL(page.url()).searchParams.get('orders.sort')).to.equal('order:desc');
    await page.click('[data-table="orders"] thead th:first-child a.sort-link');
    await page.waitForSelector('[data-table="orders"] th[aria-sort="ascending"]');
    expect(await rows(page)).to.deep.equal(queue('waiting', 'late', 'review', 'done'));

    // Without script: the same address from the server, and the filter form is a GET.
    const plain = await page.browserContext().newPage();
    await plain.setJavaScriptEnabled(false);
    await plain.goto(`${suite.t.baseUrl}/app/orders?status=in_review`, { waitUntil: 'networkidle0' });
    expect(await rows(plain)).to.deep.equal(queue('review'));
    await plain.goto(`${suite.t.baseUrl}/app/orders?orders.sort=order:desc`, { waitUntil: 'networkidle0' });
    expect(await rows(plain)).to.deep.equal(queue('done', 'review', 'late', 'waiting'));
    await plain.select('#orders-assignee', '-');
    await Promise.all([plain.waitForNavigation({ waitUntil: 'networkidle0' }), plain.click('[data-table="orders"] form[role="search"] button[type="submit"]')]);
    expect(new URL(plain.url()).searchParams.get('assignee')).to.equal('-');
    expect(await rows(plain)).to.deep.equal(queue('waiting'));

    expect(errors).to.deep.equal([]);
    expect(violations, violations.join('\n')).to.deep.equal([]);
    await page.browserContext().close();
  });

  it("shows a sub-user only the orders assigned to them, without the assignee choice", async () => {
    const page = await vendorPageFor(suite.browser, suite.t.baseUrl, vet);
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${suite.t.baseUrl}/app/orders`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="order-queue"][data-hydrated="true"]');
    expect(await rows(page)).to.deep.equal(queue('late', 'review', 'done'));
    expect(await page.$('#orders-assignee')).to.equal(null);
    const violations = await shoot(page, 'sub-user');
    expect(violations, violations.join('\n')).to.deep.equal([]);
    await page.browserContext().close();
  });
});
