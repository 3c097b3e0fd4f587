import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createListing, createPet, createUser, createVendor, createVendorLogin, createWebsite, EVERY_DAY, TEST_PASSWORD } from '../factories/index.ts';
import { ARTIFACTS_DIR, browserSuite, clickText, setInputValue } from './browser.ts';
import { DEFAULT_EMERGENCY_QUESTIONS, EMERGENCY_NOTICE, type IntakeQuestion } from '../../contracts/intake.ts';

/** Vomiting (yes/no), how many times when yes, and the emergency set's breathing question. */
const QUESTIONS: IntakeQuestion[] = [
  { id: 'vomiting', label: 'Is your pet vomiting?', kind: 'yesno', types: ['video', 'clinic'], required: true, showIf: null, redFlags: [] },
  { id: 'how-often', label: 'How many times today?', kind: 'number', types: ['video', 'clinic'], required: true, showIf: { question: 'vomiting', answer: 'yes' }, redFlags: [] },
  ...DEFAULT_EMERGENCY_QUESTIONS.slice(0, 1),
];

describe('intake questions in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();
  let site: string;
  let listingId: number;
  let ownerId: number;
  let ownerEmail: string;
  let vetEmail: string;

  before(async () => {
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Intake Paws' });
    await createWebsite(db, vendorId, { name: 'Intake Paws', sub_domain: 'intakepaws' });
    listingId = await createListing(db, vendorId, {
      title: 'Intake Paws Clinic', timezone: 'UTC', zipcode: '30301', intakeQuestions: QUESTIONS,
      consultations: [{ type: 'video', enabled: true, duration: 30, price: 25, schedule: EVERY_DAY }],
    });
    // An in-person practice nearby: the emergency notice names it.
    const er = await createVendor(db, { name: 'Night Vets' });
    await createListing(db, er, {
      title: 'Night Vets Emergency', zipcode: '30302', consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 90, schedule: EVERY_DAY }],
    });
    const owner = await createUser(db, { first_name: 'Iris' });
    ownerId = owner.id;
    ownerEmail = owner.email;
    await createPet(db, owner.id, { name: 'Rex', type: 1 });
    vetEmail = (await createVendorLogin(db, vendorId, { subrole: 'root_admin' })).email;
    site = `http://intakepaws.petcare.localhost:${suite.t.port}`;
  });

  const bookings = async () => suite.t.testDb.db('bookings').where({ user_id: ownerId });

  /** Opens the clinic's site as Iris and brings the wizard to stage 3 with a video slot, signed in, Rex chosen. */
  async function toQuestions(page: Page, width: number) {
    await page.setViewport({ width, height: 900 });
    await page.goto(`${site}/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="booking-wizard"][data-hydrated="true"]');
    await clickText(page, '.type-choice', 'Video Consultation');
    await setInputValue(page, '#wizard-date', new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10));
    await page.waitForSelector('.slot-list .slot');
    await page.click('.slot-list li:nth-child(2) .slot');
    await page.waitForSelector('[data-testid="account-panel"][data-mode="login"]');
    await page.type('#account-email', ownerEmail);
    await page.type('#account-password', TEST_PASSWORD);
    await page.click('[data-testid="account-submit"]');
    await page.waitForSelector('#wizard-reason');
    await page.type('#wizard-reason', 'Sick since last night');
    await clickText(page, '.pet-choices label', 'Rex');
    await page.waitForSelector('[data-testid="intake-questions"]');
  }

  /** Signs the clinic's root admin in (the vendor login's own call) and opens `path`. */
  async function vetOpens(page: Page, to: string) {
    await page.goto(`${suite.t.baseUrl}/vendor/login`, { waitUntil: 'networkidle0' });
    const login = await page.evaluate(async (email, password) => (await fetch('/api/account/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, role: 'vendor' }),
    })).status, vetEmail, TEST_PASSWORD);
    expect(login).to.equal(200);
    await page.goto(`${suite.t.baseUrl}${to}`, { waitUntil: 'networkidle0' });
  }

  const answer = (page: Page, question: string, value: string) => page.click(`[data-question="${question}"] input[value="${value}"]`);

  it('shows a question when its condition holds, checks it, and saves the answers on the booking', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (err) => { errors.push(err as Error); });
    await toQuestions(page, 375);
    expect(await page.$('[data-question="how-often"]')).to.equal(null);
    await answer(page, 'vomiting', 'yes');
    await page.waitForSelector('[data-question="how-often"] input');
    await answer(page, 'emergency-breathing', 'no');
    // The condition's question is required once shown.
    await clickText(page, '.wizard-stage button', 'Continue');
    await page.waitForFunction(() => document.querySelector('[data-question="how-often"] .field-error')?.textContent === 'Please answer this question');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'intake-wizard-375.png'), fullPage: true });
    await page.type('[data-question="how-often"] input', '3');
    await clickText(page, '.wizard-stage button', 'Continue');
    await page.waitForSelector('[data-testid="payment-step"]');
    await page.type('#card-name', 'Iris Owner');
    await page.type('#card-cardNumber', '4242 4242 4242 4242');
    await page.type('#card-ccv', '123');
    await setInputValue(page, '#card-expDt', '2030-01');
    await page.click('[data-testid="pay"]');
    await page.waitForSelector('[data-testid="booking-confirmation"]');
    const [booking] = await bookings();
    expect(booking.details.intake.map((a: { id: string; answer: string }) => [a.id, a.answer])).to.deep.equal([
      ['vomiting', 'yes'], ['how-often', '3'], ['emergency-breathing', 'no'],
    ]);
    // The practice's detail page shows them.
    const vet = await context.newPage();
    await vetOpens(vet, `/app/appointments/${booking.id}`);
    const shown = await vet.$eval('[data-testid="intake-answers"]', (el) => el.textContent ?? '');
    expect(shown).to.contain('How many times today?').and.contain('3');
    expect(errors).to.deep.equal([]);
    await context.close();
  });

  it('stops a video booking at a red-flag answer with the emergency notice and nearby in-person practices', async () => {
    const before = (await bookings()).length;
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await toQuestions(page, 1280);
    await answer(page, 'vomiting', 'no');
    await answer(page, 'emergency-breathing', 'yes');
    await page.waitForSelector('[data-testid="emergency-notice"]');
    await page.waitForSelector('[data-testid="emergency-practice"]');
    const notice = await page.$eval('[data-testid="emergency-notice"]', (el) => el.textContent ?? '');
    expect(notice).to.contain(EMERGENCY_NOTICE.title).and.contain('Night Vets Emergency');
    // No way on to the payment while the answer stands.
    expect(await page.$$eval('.wizard-stage button', (els) => els.map((el) => el.textContent))).not.to.include('Continue');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'intake-emergency-1280.png'), fullPage: true });
    // Answering no again takes the notice away.
    await answer(page, 'emergency-breathing', 'no');
    await page.waitForFunction(() => !document.querySelector('[data-testid="emergency-notice"]'));
    expect((await bookings()).length).to.equal(before);
    await context.close();
  });

  for (const width of [375, 1280]) {
    it(`lets the clinic add the emergency set and a conditional question in the listing editor (${width} px)`, async () => {
      const context = await suite.browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height: 900 });
      await vetOpens(page, `/app/listings/item?id=${listingId}`);
      await page.waitForSelector('[data-island="intake-editor"][data-hydrated="true"]');
      await page.click('[data-testid="add-emergency-set"]');
      const count = await page.$$eval('[data-testid="intake-item"]', (els) => els.length);
      expect(count).to.equal(QUESTIONS.length + DEFAULT_EMERGENCY_QUESTIONS.length - 1);
      await clickText(page, '.intake-editor button', 'Add a question');
      const last = count;
      await page.type(`#intake-${last}-label`, 'Which food did your dog eat?');
      await page.select(`#intake-${last}-show`, 'species');
      await page.select(`#intake-${last}-species`, '1');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'no sideways scroll').to.be.at.most(0);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `intake-editor-${width}.png`), fullPage: true });
      await clickText(page, '.intake-editor button', 'Save questions');
      await page.waitForSelector('[data-testid="intake-status"].alert-success');
      const saved = (await suite.t.testDb.db('vendor_listings').where({ id: listingId }).first()).intake_questions as IntakeQuestion[];
      expect(saved.at(-1)).to.include({ label: 'Which food did your dog eat?' }).and.to.have.deep.property('showIf', { species: 1 });
      expect(saved.map((q) => q.id)).to.include('emergency-seizure');
      await suite.t.testDb.db('vendor_listings').where({ id: listingId }).update({ intake_questions: JSON.stringify(QUESTIONS) });
      await context.close();
    });
  }
});
