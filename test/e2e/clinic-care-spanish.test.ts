import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite, vendorPageFor } from './browser.ts';
import { createBooking, createCustomer, createListing, createOrder, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { fitsAt, trimmedText as text, watchErrors as watch } from './page-checks.ts';

const HOUR = 3_600_000;

/**
 * A clinic's order page with its report editor and its Peer-to-Peer Consults (list, order form, detail) in Spanish
 * in Chromium, for a root admin whose stored language is Spanish: the islands hydrate without a mismatch and the
 * long Spanish words fit at 320, 375 and 1280 px.
 */
describe("a clinic's order page and Peer-to-Peer Consults in Spanish in Chromium", function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let email: string;
  const ids = { order: 0, consult: 0, pet: 0 };

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    const panel = await createVendor(db, { name: 'Panel de Especialistas' });
    const clinic = await createVendor(db, { name: 'Clínica Veterinaria Los Ángeles del Valle' });
    const admin = await createVendorLogin(db, clinic, { subrole: 'root_admin', first_name: 'Verónica', last_name: 'Hernández Castañeda', locale: 'es' });
    email = admin.email;
    const owner = await createUser(db, { first_name: 'Guadalupe' });
    ids.pet = await createPet(db, owner.id, { name: 'Canela', type: 1 });
    const listing = await createListing(db, clinic, { title: 'Consultorio' });
    await createBooking(db, { userId: owner.id, vendorId: clinic, listingId: listing, slot: new Date(Date.now() - 72 * HOUR), type: 'clinic', pet: { id: ids.pet, name: 'Canela' } });
    await createCustomer(db, clinic, owner.id, { access: 'granted' });
    ids.order = await createOrder(db, {
      userId: owner.id, productId: 7000, status: 'in_review', vendorId: clinic, paidAt: new Date(Date.now() - HOUR), assignedLoginId: admin.id,
      details: { petName: 'Canela', firstOpinion: 'Cojera leve', question: '¿Cirugía o reposo?' },
    });
    ids.consult = await createOrder(db, { userId: owner.id, productId: 9000, status: 'needs_information', vendorId: panel, paidAt: new Date(Date.now() - HOUR), details: { petName: 'Canela', petId: ids.pet } });
    await db('orders').where({ id: ids.consult }).update({ user_id: null, requester_vendor_id: clinic, requester_login_id: admin.id, paused_at: new Date(), clock_from: new Date(Date.now() - HOUR) });
    for (const id of [ids.order]) await db('orders').where({ id }).update({ clock_from: new Date(Date.now() - HOUR), due_at: new Date(Date.now() + 47 * HOUR) });
  });

  async function look(page: Page, name: string) {
    for (const width of [375, 320, 1280]) await fitsAt(page, `es-clinic-care-${name}`, width);
    await page.setViewport({ width: 375, height: 900 });
  }

  it('shows the order page with its report editor, the consults list, order form and detail in Spanish, fitting at 375, 320 and 1280 px', async () => {
    const page = await vendorPageFor(suite.browser, suite.t.baseUrl, email);
    const errors = watch(page);
    await page.setViewport({ width: 375, height: 900 });

    await page.goto(`${suite.t.baseUrl}/app/orders/${ids.order}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="order-report"][data-hydrated="true"]');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await text(page, 'h1')).to.equal(`Pedido n.º ${ids.order}`);
    expect(await text(page, '[data-testid="order-clock"]')).to.equal('vence en 47 h');
    expect(await page.$$eval('.order-report label', (ls) => ls.map((l) => l.textContent))).to.deep.equal(['Resumen', 'Evaluación', 'Recomendaciones', 'Referencias']);
    expect(await text(page, '[data-testid="report-deliver"]')).to.equal('Entregar el informe');
    await look(page, 'order');

    await page.goto(`${suite.t.baseUrl}/app/peer-consults`, { waitUntil: 'networkidle0' });
    expect(await text(page, '#peer-patients-title')).to.equal('Solicita una consulta para un paciente');
    expect(await text(page, `[data-testid="peer-consult-${ids.consult}"]`)).to.contain('Esperando tu respuesta').and.contain('El veterinario necesita información');
    await look(page, 'list');

    await page.goto(`${suite.t.baseUrl}/app/peer-consults/new/${ids.pet}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="peer-consult-form"][data-hydrated="true"]');
    expect(await text(page, '[data-testid="peer-submit"]')).to.match(/^Continuar al pago \(\$\d+\.\d\d\)$/);
    await page.click('[data-testid="peer-submit"]');
    await page.waitForSelector('#peer-question-error');
    expect(await text(page, '#peer-question-error')).to.equal('Escribe tu pregunta');
    await look(page, 'form');

    await page.goto(`${suite.t.baseUrl}/app/peer-consults/${ids.consult}`, { waitUntil: 'networkidle0' });
    expect(await text(page, 'h1')).to.equal(`Consulta entre colegas n.º ${ids.consult}`);
    expect(await text(page, '[data-testid="peer-expected"]')).to.equal('Esperando tu respuesta');
    expect(await text(page, '[data-testid="peer-answer"]')).to.equal('Enviar la respuesta');
    await look(page, 'detail');
    expect(errors).to.deep.equal([]);
  });
});
