import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { ARTIFACTS_DIR, browserSuite, logInThroughForm } from './browser.ts';
import { layoutProblems } from './layout-checks.ts';
import { createApiToken, createListing, createUser, createVendor, EVERY_DAY } from '../factories/index.ts';
import { postJson } from '../setup/post-json.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';

/** A visitor's language in Chromium: Accept-Language first, the switch, the cookie; an owner's mail in theirs. */
describe('Spanish beside English in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let listingId: number;

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Clínica Veterinaria Los Ángeles del Valle' });
    listingId = await createListing(db, vendorId, {
      title: 'Clínica Veterinaria Los Ángeles del Valle', timezone: 'America/Los_Angeles',
      consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 45, schedule: EVERY_DAY }],
    });
  });

  async function spanishPage(width: number): Promise<Page> {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ 'accept-language': 'es-US,es;q=0.9' });
    await page.setViewport({ width, height: 900 });
    return page;
  }

  it('shows a Spanish-speaking visitor the home page in Spanish; switching to English sticks across pages', async () => {
    const page = await spanishPage(1280);
    const errors: string[] = [];
    page.on('pageerror', (err) => { errors.push(String(err)); });
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(`${suite.t.baseUrl}/`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await page.$eval('h1', (el) => el.textContent)).to.equal('Un veterinario cuando tu mascota lo necesita, no cuando haya lugar en la sala de espera');
    // The need finder hydrates with the Spanish messages the page carries, and answers in Spanish.
    await page.waitForSelector('[data-island="need-finder"][data-hydrated="true"]');
    await page.click('[data-choice="care-at-home"]');
    const suggestion = await page.$eval('[data-testid="need-finder-result"]', (el) => el.textContent ?? '');
    expect(suggestion).to.contain('Te sugerimos').and.contain('Visitas veterinarias a domicilio');

    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('.site-footer .language-switch a[data-locale="en"]')]);
    expect(await page.$eval('html', (el) => el.lang)).to.equal('en');
    expect(await page.$eval('h1', (el) => el.textContent)).to.equal('A vet when your pet needs one, not when the waiting room has space');
    // The browser still asks for Spanish; the choice wins, on the next page too.
    await page.goto(`${suite.t.baseUrl}/vet-appointments/list`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('html', (el) => el.lang)).to.equal('en');
    expect(await page.$eval('h1', (el) => el.textContent)).to.equal('Book a vet appointment');
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.browserContext().close();
  });

  for (const width of [320, 375, 1280]) {
    it(`lays out the home page and the vet list in Spanish at ${width} px with nothing overflowing`, async () => {
      const page = await spanishPage(width);
      const errors: string[] = [];
      page.on('pageerror', (err) => { errors.push(String(err)); });
      for (const [name, pathname] of [['home', '/'], ['vet-list', '/vet-appointments/list']] as const) {
        await page.goto(`${suite.t.baseUrl}${pathname}`, { waitUntil: 'networkidle0' });
        expect(await page.$eval('html', (el) => el.lang), pathname).to.equal('es');
        if (name === 'vet-list') {
          await page.waitForSelector('[data-island="vet-list"][data-hydrated="true"]');
          // The card's words and times are Spanish after hydration (the strip spelled by Intl for es-US).
          const card = await page.$eval(`[data-listing-id="${listingId}"]`, (el) => el.textContent ?? '');
          expect(card).to.contain('Horarios en America/Los_Angeles').and.contain('Aún sin reseñas').and.match(/[ap]\.\s?m\./);
          await page.click(`[data-listing-id="${listingId}"] .slot-list .slot`);
          expect(await page.$eval(`[data-listing-id="${listingId}"] [data-testid="book"]`, (el) => el.textContent)).to.match(/^Reservar \d/);
        }
        expect(await layoutProblems(page), `${name} at ${width}px`).to.deep.equal([]);
        await page.screenshot({ path: path.join(ARTIFACTS_DIR, `es-${name}-${width}.png`), fullPage: true });
      }
      expect(errors, errors.join('\n')).to.deep.equal([]);
      await page.browserContext().close();
    });
  }

  it('hydrates the Spanish login and sign-up forms without a mismatch, at 375 px with nothing overflowing', async () => {
    const page = await spanishPage(375);
    const errors: string[] = [];
    page.on('pageerror', (err) => { errors.push(String(err)); });
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    for (const pathname of ['/login/', '/signup/']) {
      await page.goto(`${suite.t.baseUrl}${pathname}`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-island="account-form"][data-hydrated="true"]');
      expect(await page.$eval('[data-testid="account-submit"]', (el) => el.textContent), pathname).to.equal('Enviar');
      expect(await layoutProblems(page), pathname).to.deep.equal([]);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `es-${pathname.replace(/\//g, '')}-375.png`), fullPage: true });
    }
    // The form's own messages after hydration are Spanish too: the link to sign up switches the page.
    expect(await page.$eval('label[for="account-phone"]', (el) => el.textContent)).to.equal('Celular (10 dígitos)');
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.browserContext().close();
  });

  it('sends an owner who chose Spanish the booking confirmation in Spanish, and the clinic its own in English', async () => {
    const owner = await createUser(suite.t.testDb.db, { first_name: 'Olivia' });
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 375, height: 800 });
    await logInThroughForm(page, suite.t.baseUrl, owner.email, '/');
    // The footer's switch, signed in: the choice is stored with the account.
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('.site-footer .language-switch a[data-locale="es"]')]);
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect((await suite.t.testDb.db('users').where({ id: owner.id }).first()).locale).to.equal('es');
    await context.close();

    const token = await createApiToken(suite.t.testDb.db, { kind: 'user', id: owner.id });
    const slot = new Date(Date.now() + 3 * 86_400_000);
    slot.setUTCHours(18, 0, 0, 0);
    const res = await postJson(suite.t, '/api/payment', {
      paymentType: 300, vendor_listing_id: listingId, type: 'clinic', slot: slot.toISOString(), info: { summary: 'Revisión anual' },
      pet: { name: 'Canela', type: 1 }, paymentInfo: { cardNumber: TEST_CARDS.approve, name: 'Olivia Owner', ccv: '123', expDt: '2035-01' },
    }, { token });
    expect(res.status, await res.clone().text()).to.equal(201);
    const mail = await suite.t.testDb.db('outbox_messages').where({ to: owner.email, channel: 'email' }).orderBy('id', 'desc').first();
    expect(mail.subject).to.equal('Reserva confirmada: Clínica Veterinaria Los Ángeles del Valle');
    expect(mail.text).to.contain('Hola, Olivia').and.contain('Tu visita en clínica con').and.contain('Mascota: Canela').and.contain('Pagado:');
  });
});
