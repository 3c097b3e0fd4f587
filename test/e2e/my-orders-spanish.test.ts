import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite } from './browser.ts';
import { createOrder, createPayment, createUser, createVendor } from '../factories/index.ts';
import { insertOrderEvent } from '../../server/domain/orders/fulfilment.queries.ts';
import { fitsAt, signedInAt, trimmedText as text } from './page-checks.ts';

/**
 * My Orders in Spanish in Chromium, for an owner whose stored language is Spanish: a paid house-call package and a
 * second opinion the vet asked about. The longer Spanish words must fit at 320, 375 and 1280 px, and the answer
 * island hydrates with its Spanish messages, without a mismatch.
 */
describe('My Orders in Spanish in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();
  let owner: { id: number; email: string };

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    owner = await createUser(db, { first_name: 'Guadalupe', locale: 'es' });
    const paymentId = await createPayment(db, {
      userId: owner.id, amountCents: 36_000, paymentType: 100, productId: 3000, status: 'captured',
      gatewayRef: `test_capture_${owner.id}`, createdAt: new Date(Date.now() - 86_400_000),
    });
    await createOrder(db, { userId: owner.id, productId: 3000, status: 'paid', paymentId, details: { address: '1 Main St, New York, NY 10001', primaryPhone: '2125550199' } });
    const vendorId = await createVendor(db, { name: 'Clínica Veterinaria Los Ángeles del Valle' });
    const opinion = await createOrder(db, { userId: owner.id, productId: 7000, status: 'needs_information', vendorId, paidAt: new Date(Date.now() - 86_400_000), details: { petName: 'Canela', files: [] } });
    await db('orders').where({ id: opinion }).update({ paused_at: new Date() });
    await insertOrderEvent(db, { vendor_id: vendorId, order_id: opinion, kind: 'question', author_kind: 'clinic', author_name: 'Dra. Verónica Hernández', status: null, text: '¿Qué edad tiene Canela?' });
  });


  const look = (page: Page, name: string, width: number) => fitsAt(page, `es-account-${name}`, width);

  it('shows the orders, their timeline and the answer form in Spanish, fitting at 375, 320 and 1280 px', async () => {
    const { context, page, errors } = await signedInAt(suite.browser, suite.t.baseUrl, owner.email, '/app/my-orders');
    await page.waitForSelector('[data-island="order-answer"][data-hydrated="true"]');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await text(page, 'h1')).to.equal('Mis pedidos');
    expect(await page.$$eval('[data-testid="order-status"]', (els) => els.map((e) => e.textContent))).to.have.members(['Pagado', 'El veterinario necesita información']);
    const cards = await text(page, '.order-list');
    expect(cards).to.contain('Mascota: Canela').and.contain('Paquete de visitas veterinarias a domicilio').and.contain('Segunda opinión médica').and.contain('Cancelar el pedido');
    expect(cards).to.contain('Dra. Verónica Hernández preguntó').and.contain('En pausa: esperando tu respuesta').and.contain('Enviar la respuesta');
    // Hydrated, the answer form shows its file picker in Spanish too.
    expect(await text(page, '.order-answer')).to.contain('Archivos para el veterinario');
    for (const width of [375, 320, 1280]) await look(page, 'my-orders', width);
    await page.setViewport({ width: 375, height: 900 });
    await page.click('[data-testid="order-cancel"]');
    await page.waitForSelector('[data-testid="order-cancel-yes"]');
    expect(await text(page, '.appointment-question')).to.equal('¿Seguro que quieres cancelar este pedido?');
    for (const width of [320, 1280]) await look(page, 'my-orders-cancel', width);

    // My Profile: the device notifications island hydrates in Spanish.
    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${suite.t.baseUrl}/app/my-profile`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="push-settings"][data-hydrated="true"]');
    expect(await text(page, '[data-testid="push-state"]')).to.match(/^(Este navegador no puede|Las notificaciones|Este dispositivo)/);
    for (const width of [375, 320, 1280]) await look(page, 'my-profile', width);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });
});
