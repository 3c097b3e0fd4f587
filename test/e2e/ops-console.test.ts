import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { generate } from 'otplib';
import { ARTIFACTS_DIR, browserSuite } from './browser.ts';
import { seriousViolations } from './axe.ts';
import { layoutProblems } from './layout-checks.ts';
import { createBooking, createListing, createPayment, createUser, createVendor, createVendorLogin, EVERY_DAY } from '../factories/index.ts';
import { bookPaid, createClinic, createOwner, slotAt } from '../integration/lifecycle-helpers.ts';
import { newOperator, OPERATOR_PASSWORD } from '../integration/ops-helpers.ts';
import { OPS_MESSAGES } from '../../contracts/ops.ts';

const SHOTS = path.join(ARTIFACTS_DIR, 'ops');

/** Nothing sticks out sideways at this width. */
async function fitsWidth(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} is wider than the screen`).to.be.at.most(0);
}

async function submit(page: Page, selector: string): Promise<void> {
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click(selector)]);
}

async function flashText(page: Page): Promise<string> {
  return page.$eval('[data-testid="ops-flash"]', (el) => el.textContent ?? '');
}

describe('The operator console in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();

  it('an operator signs in with TOTP, approves a clinic that then shows on the vet list, refunds a payment and hides a reported review', async () => {
    const { t, browser } = suite;
    const db = t.testDb.db;
    fs.mkdirSync(SHOTS, { recursive: true });

    // A clinic waiting for approval, a paid appointment to refund and a reported review to hide.
    const name = `Approval Browser Vets ${Date.now()}`;
    const waiting = await createVendor(db, { name, approved: false });
    await createVendorLogin(db, waiting, { subrole: 'root_admin' });
    await createListing(db, waiting, { title: name, consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 60, schedule: EVERY_DAY }] });
    const clinic = await createClinic(t, { title: 'Refund Browser Clinic' });
    const payer = await createOwner(t);
    const booking = await bookPaid(t, clinic, payer, slotAt(6, 10));
    const { payment_id: paymentId } = await db('bookings').where({ id: booking }).first();
    const reviewer = await createUser(db);
    const past = await createBooking(db, { userId: reviewer.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() - 86_400_000) });
    const [review] = await db('reviews').insert({
      vendor_id: clinic.vendorId, booking_id: past, listing_id: clinic.listingId, user_id: reviewer.id, rating: 1, text: 'Reported in the browser',
      reported_at: new Date(), report_reason: 'Abusive',
    }).returning('id');
    const operator = await newOperator(t);

    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });

    const vetList = async () => {
      const other = await context.newPage();
      await other.goto(`${t.baseUrl}/vet-appointments/list?q=${encodeURIComponent(name)}`, { waitUntil: 'networkidle0' });
      const cards = await other.$$eval('.vet-card .vet-card-clinic', (els) => els.map((el) => el.textContent ?? ''));
      await other.close();
      return cards.join('\n');
    };
    expect(await vetList()).not.to.contain(name);

    await page.setViewport({ width: 375, height: 800 });
    await page.goto(`${t.baseUrl}/ops/clinics`, { waitUntil: 'networkidle0' });
    expect(new URL(page.url()).pathname).to.equal('/ops/login');
    await fitsWidth(page, 'the sign-in');
    await page.screenshot({ path: path.join(SHOTS, 'login-375.png'), fullPage: true });
    await page.type('#ops-email', operator.email);
    await page.type('#ops-password', OPERATOR_PASSWORD);
    await submit(page, '[data-testid="ops-login-submit"]');
    expect(new URL(page.url()).pathname).to.equal('/ops/login/verify');
    // The first sign-in shows the QR code and key to add to the authenticator.
    expect(await page.$eval('[data-testid="ops-secret"]', (el) => el.textContent)).to.equal(operator.secret);
    await fitsWidth(page, 'the enrolment');
    await page.screenshot({ path: path.join(SHOTS, 'enrol-375.png'), fullPage: true });
    await page.type('#ops-code', await generate({ secret: operator.secret }));
    await submit(page, '[data-testid="ops-verify-submit"]');
    expect(new URL(page.url()).pathname).to.equal('/ops/clinics');

    // Approve the waiting clinic: its listing is on the vet list at once.
    await page.goto(`${t.baseUrl}/ops/clinics?q=${encodeURIComponent(name)}`, { waitUntil: 'networkidle0' });
    await submit(page, `tr[data-clinic-id="${waiting}"] [data-testid="ops-approve"]`);
    expect(await flashText(page)).to.equal(OPS_MESSAGES.clinicApproved(name));
    expect(await vetList()).to.contain(name);

    // Refund the paid appointment in full.
    await page.goto(`${t.baseUrl}/ops/money?q=${paymentId}`, { waitUntil: 'networkidle0' });
    await submit(page, `tr[data-payment-id="${paymentId}"] [data-testid="ops-refund"]`);
    expect(await flashText(page)).to.equal(OPS_MESSAGES.refundRequested('$60'));
    expect((await db('refunds').where({ payment_id: paymentId }).first()).status).to.equal('succeeded');

    // Hide the reported review.
    await page.goto(`${t.baseUrl}/ops/queues`, { waitUntil: 'networkidle0' });
    await submit(page, `tr[data-review-id="${review.id}"] [data-testid="ops-hide-review"]`);
    expect(await flashText(page)).to.equal(OPS_MESSAGES.reviewHidden(Number(review.id)));
    expect(await page.$(`tr[data-review-id="${review.id}"]`)).to.equal(null);

    // Every page fits a phone and a desktop, its tables hydrated, with no serious axe violation; the audit log names
    // the three actions.
    const violations: string[] = [];
    for (const width of [320, 375, 1280]) {
      await page.setViewport({ width, height: 900 });
      for (const p of ['clinics', 'money', 'queues', 'health', 'audit']) {
        await page.goto(`${t.baseUrl}/ops/${p}`, { waitUntil: 'networkidle0' });
        await page.waitForFunction(() => [...document.querySelectorAll('[data-island="ops-table"]')].every((el) => (el as HTMLElement).dataset.hydrated === 'true'));
        await fitsWidth(page, `/ops/${p} at ${width} px`);
        violations.push(...(await layoutProblems(page)).map((problem) => `/ops/${p} at ${width} px: ${problem}`));
        if (width !== 320) {
          await page.screenshot({ path: path.join(SHOTS, `${p}-${width}.png`), fullPage: true });
          violations.push(...await seriousViolations(page, `/ops/${p} at ${width} px`));
        }
      }
    }
    expect(violations, violations.join('\n')).to.deep.equal([]);
    const log = await page.$eval('[data-testid="ops-audit"]', (el) => el.textContent ?? '');
    expect(log).to.contain('Approved a clinic').and.contain('Refunded a payment').and.contain('Hid a review');

    await submit(page, '[data-testid="ops-logout"]');
    expect(new URL(page.url()).pathname).to.equal('/ops/login');
    expect(errors).to.deep.equal([]);
    await context.close();
  });

  async function signIn(page: Page, operator: Awaited<ReturnType<typeof newOperator>>, lang = ''): Promise<void> {
    await page.goto(`${suite.t.baseUrl}/ops/login${lang && `?lang=${lang}`}`, { waitUntil: 'networkidle0' });
    await page.type('#ops-email', operator.email);
    await page.type('#ops-password', OPERATOR_PASSWORD);
    await submit(page, '[data-testid="ops-login-submit"]');
    await page.type('#ops-code', await generate({ secret: operator.secret }));
    await submit(page, '[data-testid="ops-verify-submit"]');
    expect(new URL(page.url()).pathname).to.equal('/ops/clinics');
  }

  it('sorts and searches the console tables in the browser, pages a long queue, and its forms post without JavaScript', async () => {
    const { t, browser } = suite;
    const db = t.testDb.db;
    const tag = `Sortable ${Date.now()}`;
    // Created in this order, so the server lists them newest first: Clinic 9, Alpha, Clinic 10.
    const ten = await createVendor(db, { name: `${tag} Clinic 10` });
    await createVendor(db, { name: `${tag} Alpha` });
    await createVendor(db, { name: `${tag} Clinic 9` });
    const stamp = Date.now();
    for (let i = 1; i <= 12; i += 1) await db('newsletter_subscriptions').insert({ email: `n${i}.${stamp}@news.example.test` });
    const operator = await newOperator(t);

    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, operator);

    const clinics = () => page.$$eval('[data-testid="ops-clinics"] tbody th', (ths) => ths.map((th) => th.textContent ?? ''));
    await page.goto(`${t.baseUrl}/ops/clinics?q=${encodeURIComponent(tag)}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="ops-table"][data-hydrated="true"]');
    expect(await clinics()).to.deep.equal([`${tag} Clinic 9`, `${tag} Alpha`, `${tag} Clinic 10`]);
    // A heading sorts at once (9 before 10), a second click the other way; the address keeps the sort.
    await page.click('[data-table="clinics"] thead a.sort-link');
    await page.waitForSelector('[data-table="clinics"] th[aria-sort="ascending"]');
    expect(await clinics()).to.deep.equal([`${tag} Alpha`, `${tag} Clinic 9`, `${tag} Clinic 10`]);
    expect(new URL(page.url()).searchParams.get('clinics.sort')).to.equal('clinic');
    await page.click('[data-table="clinics"] thead a.sort-link');
    await page.waitForSelector('[data-table="clinics"] th[aria-sort="descending"]');
    expect(await clinics()).to.deep.equal([`${tag} Clinic 10`, `${tag} Clinic 9`, `${tag} Alpha`]);
    // Typing narrows the rows on the page at once.
    await page.click('#clinics-q', { clickCount: 3 });
    await page.type('#clinics-q', `${tag} clinic`);
    await page.waitForFunction(() => document.querySelector('[data-testid="clinics-count"]')?.textContent === '2 of 3 clinics shown');
    expect(await clinics()).to.deep.equal([`${tag} Clinic 10`, `${tag} Clinic 9`]);

    // A queue of twelve sign-ups in pages of ten, searched as the operator types.
    const signUps = () => page.$$eval('[data-testid="ops-newsletter"] tbody th', (ths) => ths.map((th) => th.textContent ?? ''));
    await page.goto(`${t.baseUrl}/ops/queues`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => [...document.querySelectorAll('[data-island="ops-table"]')].every((el) => (el as HTMLElement).dataset.hydrated === 'true'));
    expect(await signUps()).to.have.length(10);
    expect(await page.$eval('[data-table="newsletter"] .pager span', (el) => el.textContent)).to.equal('Page 1 of 2');
    await page.click('[data-table="newsletter"] .pager a:last-child');
    await page.waitForFunction(() => document.querySelector('[data-table="newsletter"] .pager span')?.textContent === 'Page 2 of 2');
    expect(await signUps()).to.deep.equal([`n2.${stamp}@news.example.test`, `n1.${stamp}@news.example.test`]);
    expect(new URL(page.url()).searchParams.get('newsletter.page')).to.equal('2');
    await page.type('#newsletter-q', `n7.${stamp}`);
    await page.waitForFunction(() => document.querySelector('[data-testid="newsletter-count"]')?.textContent === '1 of 12 sign-ups shown');
    expect(await signUps()).to.deep.equal([`n7.${stamp}@news.example.test`]);
    expect(await page.$('[data-table="newsletter"] .pager')).to.equal(null);

    // Without JavaScript the server renders the same table from the address, and a row's action posts its form.
    const plain = await context.newPage();
    await plain.setJavaScriptEnabled(false);
    await plain.setViewport({ width: 375, height: 800 });
    await plain.goto(`${t.baseUrl}/ops/queues?newsletter.q=${encodeURIComponent(`n7.${stamp}`)}`, { waitUntil: 'networkidle0' });
    expect(await plain.$$eval('[data-testid="ops-newsletter"] tbody th', (ths) => ths.map((th) => th.textContent))).to.deep.equal([`n7.${stamp}@news.example.test`]);
    await plain.goto(`${t.baseUrl}/ops/clinics?q=${encodeURIComponent(tag)}&clinics.sort=clinic:desc`, { waitUntil: 'networkidle0' });
    expect(await plain.$('[data-island="ops-table"][data-hydrated="true"]')).to.equal(null);
    expect(await plain.$$eval('[data-testid="ops-clinics"] tbody th', (ths) => ths.map((th) => th.textContent))).to.deep.equal([`${tag} Clinic 10`, `${tag} Clinic 9`, `${tag} Alpha`]);
    await fitsWidth(plain, 'the clinics without script at 375 px');
    await submit(plain, `tr[data-clinic-id="${ten}"] [data-testid="ops-suspend"]`);
    expect(await flashText(plain)).to.equal(OPS_MESSAGES.clinicSuspended(`${tag} Clinic 10`));
    expect((await db('vendors').where({ id: ten }).first()).suspended_at).not.to.equal(null);

    expect(errors).to.deep.equal([]);
    await context.close();
  });

  it('shows a Spanish operator on a phone the stored states and the audit log in Spanish, hydrated', async () => {
    const { t, browser } = suite;
    const db = t.testDb.db;
    const owner = await createUser(db);
    const vendorId = await createVendor(db, { name: `Estados Vets ${Date.now()}` });
    const paymentId = await createPayment(db, { userId: owner.id, vendorId, amountCents: 4500, paymentType: 300, productId: 2000, status: 'captured', gatewayRef: `es-${Date.now()}` });
    fs.mkdirSync(SHOTS, { recursive: true });
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    await page.setViewport({ width: 375, height: 800 });
    await signIn(page, await newOperator(t), 'es');

    const problems: string[] = [];
    for (const [address, table] of [[`/ops/money?q=${paymentId}`, 'payments'], ['/ops/audit', 'audit']]) {
      await page.goto(`${t.baseUrl}${address}`, { waitUntil: 'networkidle0' });
      await page.waitForFunction(() => [...document.querySelectorAll('[data-island="ops-table"]')].every((el) => (el as HTMLElement).dataset.hydrated === 'true'));
      await fitsWidth(page, `${address} in Spanish at 375 px`);
      problems.push(...(await layoutProblems(page)).map((problem) => `${address}: ${problem}`));
      await page.screenshot({ path: path.join(SHOTS, `${table}-es-375.png`), fullPage: true });
    }
    expect(problems, problems.join('\n')).to.deep.equal([]);
    // The audit log (the last page): this sign-in, in Spanish; then the payment's status, searched in Spanish once hydrated.
    expect(await page.$eval('[data-testid="ops-audit"]', (el) => el.textContent ?? '')).to.contain('Inició sesión').and.contain('método: app de autenticación');
    await page.goto(`${t.baseUrl}/ops/money?q=${paymentId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="ops-table"][data-hydrated="true"] [data-table="payments"]');
    expect(await page.$eval(`tr[data-payment-id="${paymentId}"] [data-testid="ops-payment-status"]`, (el) => el.textContent)).to.equal('cobrado (prueba)');
    expect(errors).to.deep.equal([]);
    await context.close();
  });
});
