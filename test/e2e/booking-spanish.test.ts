import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { ARTIFACTS_DIR, browserSuite, clickText, fillCard, setInputValue } from './browser.ts';
import { layoutProblems } from './layout-checks.ts';
import { createListing, createPet, createUser, createVendor, EVERY_DAY, TEST_PASSWORD } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';

/** The booking path in Spanish: the wizard and the checkout, their steps, checks and the server's refusals. */
describe('booking in Spanish in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();
  let ownerEmail: string;
  let vendorId: number;
  let videoListingId: number;

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    vendorId = await createVendor(db, { name: 'Clínica Veterinaria Los Ángeles del Valle' });
    // Talk to a vet lists the phone consultations; the checkout books the video one from the vet list's link.
    await createListing(db, vendorId, {
      title: 'Clínica Veterinaria Los Ángeles del Valle', timezone: 'UTC', cancellationHours: 24,
      consultations: [{ type: 'phone', enabled: true, duration: 20, price: 45, schedule: EVERY_DAY }],
    });
    videoListingId = await createListing(db, vendorId, {
      title: 'Consultorio Veterinario San Francisco de Asís', timezone: 'UTC',
      consultations: [{ type: 'video', enabled: true, duration: 30, price: 25, schedule: EVERY_DAY }],
    });
    const owner = await createUser(db, { first_name: 'Olivia' });
    ownerEmail = owner.email;
    await createPet(db, owner.id, { name: 'Canela' });
  });

  async function spanishPage(width: number): Promise<{ page: Page; errors: string[] }> {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ 'accept-language': 'es-US,es;q=0.9' });
    await page.setViewport({ width, height: 900 });
    const errors: string[] = [];
    page.on('pageerror', (err) => { errors.push(String(err)); });
    page.on('console', (m) => { if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text()); });
    return { page, errors };
  }

  const text = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent ?? '');
  const fits = async (page: Page, step: string) => {
    expect(await layoutProblems(page), step).to.deep.equal([]);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `es-booking-${step}.png`), fullPage: true });
  };

  it('books through the wizard at 375 px in Spanish: every step in Spanish, a check and a refusal in Spanish, nothing overflowing', async () => {
    const { page, errors } = await spanishPage(375);
    await page.goto(`${suite.t.baseUrl}/talk-to-a-vet/order`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    await page.waitForSelector('[data-island="booking-wizard"][data-hydrated="true"]');
    expect(await text(page, '#booking-wizard-title')).to.equal('Reserva tu consulta');

    // Stage 2 (one listing: stage 1 is skipped): the type with its price in dollars, the date, a time in Spanish.
    await page.waitForSelector('.type-choice');
    expect(await text(page, '[data-stage="2"] h3')).to.equal('2. Elige un horario');
    expect(await text(page, '.type-choice')).to.equal('Consulta por teléfono · 20 min · $45.00');
    expect(await text(page, '.booking-hint')).to.equal('Elige una fecha');
    await setInputValue(page, '#wizard-date', new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    await page.waitForSelector('.slot-list .slot');
    expect(await text(page, '.slot-zone')).to.equal('Horarios en UTC');
    expect(await text(page, '.slot-list li:nth-child(3) .slot')).to.match(/\d{1,2}:\d{2}\s?[ap]\.\s?m\./);
    await fits(page, 'wizard-time-375');
    await page.click('.slot-list li:nth-child(3) .slot');

    // Stage 3: the account form inside the wizard speaks Spanish, the server's refusal too.
    await page.waitForSelector('[data-testid="account-panel"][data-mode="login"]');
    expect(await text(page, '.account-panel-title')).to.equal('Inicia sesión para continuar');
    expect(await text(page, '.wizard-summary')).to.contain('Horario:').and.contain('Consulta por teléfono').and.match(/[ap]\.\s?m\./);
    await page.type('#account-email', ownerEmail);
    await page.type('#account-password', 'not the password');
    await page.click('[data-testid="account-submit"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="account-message"]')?.textContent === 'Correo electrónico o contraseña incorrectos.');
    expect(await text(page, '[data-testid="account-submit"]')).to.equal('Enviar');
    await fits(page, 'wizard-login-375');
    await page.$eval('#account-password', (el) => { (el as HTMLInputElement).select(); });
    await page.type('#account-password', TEST_PASSWORD);
    await page.click('[data-testid="account-submit"]');

    // The header drawn after the sign-in says the account menu in Spanish too.
    await page.waitForSelector('[data-account-slot="menu-signed-in"] .account-menu');
    expect(await text(page, '[data-account-slot="menu-signed-in"] .dropdown-meta')).to.match(/^Sesión iniciada como /);
    expect(await page.$eval('[data-account-slot="links-signed-in"] ul', (el) => el.getAttribute('aria-label'))).to.equal('Tu cuenta');
    // The reason is checked with the contract's rule and said in Spanish at its field.
    await page.waitForSelector('#wizard-reason');
    expect(await text(page, 'label[for="wizard-reason"]')).to.equal('Motivo de la consulta');
    await clickText(page, '.wizard-stage button', 'Continuar');
    await page.waitForFunction(() => document.querySelector('#wizard-reason-error')?.textContent === 'Cuéntanos el motivo de la consulta');
    expect(await page.$eval('#wizard-reason', (el) => el.getAttribute('aria-invalid'))).to.equal('true');
    expect(await text(page, '[data-testid="pet-step"] legend')).to.equal('¿Para qué mascota es?');
    await fits(page, 'wizard-about-375');
    await page.type('#wizard-reason', 'Revisión anual de Canela');
    await clickText(page, '.pet-choices label', 'Canela');
    await clickText(page, '.wizard-stage button', 'Continuar');

    // Stage 4: the cancellation policy, the prices and the card's checks, all in Spanish.
    await page.waitForSelector('[data-testid="payment-step"]');
    expect(await text(page, '[data-stage="4"] h3')).to.equal('4. Pago');
    expect(await text(page, '[data-testid="wizard-cancellation-policy"]'))
      .to.equal('Cancelación gratis hasta 24 horas antes de la cita, con reembolso completo. Las cancelaciones posteriores no se reembolsan.');
    expect(await text(page, '[data-testid="total"]')).to.equal('$45.00');
    expect(await text(page, '[data-testid="pay"]')).to.equal('Confirmar y pagar');
    await page.click('[data-testid="pay"]');
    await page.waitForFunction(() => document.querySelector('#card-name-error')?.textContent === 'Escribe el nombre que aparece en la tarjeta');
    expect(await text(page, 'label[for="card-cardNumber"]')).to.equal('Número de tarjeta');
    await fits(page, 'wizard-payment-375');
    await fillCard(page, TEST_CARDS.approve);
    await page.click('[data-testid="pay"]');

    // Stage 5: the confirmation.
    await page.waitForSelector('[data-testid="booking-confirmation"]');
    const confirmation = await text(page, '[data-testid="booking-confirmation"]');
    expect(confirmation).to.contain('Tu cita está reservada').and.contain('Impuestos').and.contain('N/A').and.contain('$45.00')
      .and.contain('Agregar al calendario').and.contain('Te enviamos un correo de confirmación.');
    expect(await text(page, '[data-testid="join-link"]')).to.equal('Página de la consulta');
    await fits(page, 'wizard-confirmation-375');
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.browserContext().close();
  });

  function checkoutLink(daysAhead: number, lang?: string): string {
    const slot = new Date(Date.now() + daysAhead * 86_400_000);
    slot.setUTCHours(10, 0, 0, 0);
    return `${suite.t.baseUrl}/checkout?${new URLSearchParams({
      paymentType: '300', productId: '4000', vendorId: String(vendorId), vendorServiceId: String(videoListingId), type: 'video',
      for_ts: slot.toISOString(), listingTZ: 'UTC', ...(lang ? { lang } : {}),
    })}`;
  }

  it("pays at /checkout at 375 px in Spanish: the steps, the card's refusal from the server in Spanish, the thanks screen", async () => {
    const { page, errors } = await spanishPage(375);
    await page.goto(checkoutLink(2, 'es'), { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="checkout"][data-hydrated="true"]');
    expect(await page.title()).to.match(/^Finalizar compra/);
    expect(await text(page, '#checkout-title')).to.equal('Finalizar compra');
    expect(await page.$$eval('.checkout-steps li', (els) => els.map((el) => el.textContent))).to.deep.equal(['Iniciar sesión', 'Pago', 'Confirmación']);
    expect(await text(page, '.checkout-summary')).to.contain('Consulta por video').and.contain('$25.00').and.match(/10:00\s?a\.\s?m\./);
    await page.waitForSelector('[data-testid="account-panel"]');
    await fits(page, 'checkout-login-375');
    await page.type('#account-email', ownerEmail);
    await page.type('#account-password', TEST_PASSWORD);
    await page.click('[data-testid="account-submit"]');

    await page.waitForSelector('#checkout-reason');
    await page.type('#checkout-reason', 'Tos desde hace dos días');
    await clickText(page, '.pet-choices label', 'Canela');
    await fillCard(page, TEST_CARDS.decline);
    await page.click('[data-testid="pay"]');
    // The payment call answers the spec's English; the page says it in Spanish.
    await page.waitForFunction(() => document.querySelector('[data-testid="payment-error"]')?.textContent === 'Tu tarjeta fue rechazada.');
    await fits(page, 'checkout-declined-375');
    await fillCard(page, TEST_CARDS.approve);
    await page.click('[data-testid="pay"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === '¡Gracias por tu pedido!');
    const thanks = await text(page, '[data-testid="checkout"]');
    expect(thanks).to.contain('En breve recibirás un correo de confirmación').and.contain('Ir al inicio').and.contain('Ir a mi panel')
      .and.contain('Tu cita está reservada');
    await fits(page, 'checkout-thanks-375');
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.browserContext().close();
  });

  for (const width of [320, 375, 1280]) {
    it(`lays out the order page's wizard and the checkout in Spanish and English at ${width} px with nothing overflowing`, async () => {
      const { page, errors } = await spanishPage(width);
      for (const lang of ['es', 'en']) {
        await page.goto(`${suite.t.baseUrl}/talk-to-a-vet/order?lang=${lang}`, { waitUntil: 'networkidle0' });
        await page.waitForSelector('[data-island="booking-wizard"][data-hydrated="true"] .type-choice');
        await setInputValue(page, '#wizard-date', new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
        await page.waitForSelector('.slot-list .slot');
        expect(await text(page, '.type-choice'), lang).to.contain(lang === 'es' ? 'Consulta por teléfono' : 'Telephonic Consultation');
        // Every time fits its button ('11:20 a.m.' is longer than '11:20 AM').
        const cut = await page.$$eval('.slot-list .slot', (els) => els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent));
        expect(cut, `${lang} at ${width}px`).to.deep.equal([]);
        await fits(page, `order-${lang}-${width}`);
        await page.goto(checkoutLink(3, lang), { waitUntil: 'networkidle0' });
        await page.waitForSelector('[data-island="checkout"][data-hydrated="true"] [data-testid="account-panel"]');
        expect(await text(page, '#checkout-title'), lang).to.equal(lang === 'es' ? 'Finalizar compra' : 'Checkout');
        await fits(page, `checkout-${lang}-${width}`);
      }
      expect(errors, errors.join('\n')).to.deep.equal([]);
      await page.browserContext().close();
    });
  }
});
