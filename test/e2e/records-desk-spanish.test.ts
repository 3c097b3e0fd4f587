import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite, setInputValue, vendorPageFor } from './browser.ts';
import {
  createBooking, createCustomer, createHealthRecord, createListing, createPet, createUser, createVendor, createVendorLogin, EVERY_DAY,
} from '../factories/index.ts';
import { fitsAt, trimmedText as text, watchErrors as watch } from './page-checks.ts';
import { client } from '../integration/accounts-helpers.ts';
import { RELEASE_VERSION } from '../../contracts/records-requests.ts';
import { TEST_PASSWORD } from '../factories/index.ts';

/**
 * The clinic's customer page and the desk's new-customer form in Spanish in Chromium, for a root admin whose stored
 * language is Spanish: the long Spanish words fit at 320, 375 and 1280 px, the wizard hydrates without a mismatch,
 * the client's language starts at the desk's own and the new account keeps it; a previous clinic opening its link
 * for a records request with a Spanish browser gets the upload page and its form in Spanish.
 */
describe("the clinic's customer page, the desk's new-customer form and the records upload page in Spanish in Chromium", function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let email: string;
  let customer: number;

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    const clinic = await createVendor(db, { name: 'Clínica Veterinaria Los Ángeles del Valle' });
    const admin = await createVendorLogin(db, clinic, { subrole: 'root_admin', first_name: 'Verónica', last_name: 'Hernández Castañeda', locale: 'es' });
    email = admin.email;
    const owner = await createUser(db, { first_name: 'Guadalupe' });
    customer = owner.id;
    const pet = await createPet(db, owner.id, { name: 'Canela Esperanza de los Ángeles', type: 1 });
    await createHealthRecord(db, { userId: owner.id, petId: pet, details: { name: 'Rabia', date: '2026-01-10' } });
    const listing = await createListing(db, clinic, {
      title: 'Consultorio Central', timezone: 'UTC', consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }],
    });
    await createBooking(db, { userId: owner.id, vendorId: clinic, listingId: listing, slot: new Date(Date.now() - 72 * 3_600_000), pet: { id: pet, name: 'Canela Esperanza de los Ángeles' } });
    await createCustomer(db, clinic, owner.id, { access: 'granted' });
  });

  async function look(page: Page, name: string) {
    for (const width of [375, 320, 1280]) await fitsAt(page, `es-records-desk-${name}`, width);
    await page.setViewport({ width: 375, height: 900 });
  }

  it("shows the customer page and the desk's form in Spanish, fitting at 375, 320 and 1280 px, and stores the client's language", async () => {
    const page = await vendorPageFor(suite.browser, suite.t.baseUrl, email);
    // The desk's search for an unknown email is answered 404 ('Customer not found'), as it should be.
    const errors = watch(page, /status of 404/);
    await page.setViewport({ width: 375, height: 900 });

    await page.goto(`${suite.t.baseUrl}/app/users/${customer}`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await text(page, '[data-testid="book-for-customer"]')).to.equal('Reservar para este cliente');
    expect(await text(page, '#customer-contact')).to.equal('Contacto');
    expect(await text(page, '#customer-pets')).to.equal('Mascotas y expedientes de salud');
    expect(await text(page, '#customer-appointments')).to.equal('Citas con tu clínica');
    expect(await text(page, '[data-testid="pet-pdf"]')).to.equal('Descargar PDF');
    expect(await text(page, '[data-testid="customer-appointment"]')).to.contain('para Canela Esperanza de los Ángeles');
    await look(page, 'customer');

    await page.goto(`${suite.t.baseUrl}/app/appointments/new`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="booking-wizard"][data-hydrated="true"] .type-choice');
    await page.click('.type-choice');
    await setInputValue(page, '#wizard-date', new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10));
    await page.waitForSelector('.slot-list .slot');
    await page.click('.slot-list li:nth-child(2) .slot');
    const walkIn = `walkin.${Date.now()}@example.test`;
    await page.waitForSelector('#customer-email');
    await page.type('#customer-email', walkIn);
    await page.click('.customer-search button');
    await page.waitForSelector('[data-testid="register-customer"]');
    expect(await text(page, 'label[for="customer-locale"]')).to.equal('Idioma del cliente');
    expect(await page.$eval('#customer-locale', (el) => (el as HTMLSelectElement).value)).to.equal('es');
    expect(await page.$$eval('#customer-locale option', (os) => os.map((o) => o.textContent))).to.deep.equal(['English', 'Español']);
    await look(page, 'desk-form');

    await page.type('#customer-firstName', 'Maximiliano');
    await page.type('#customer-lastName', 'Villaseñor');
    await page.type('#customer-phone', '2125550142');
    await page.click('[data-testid="register-customer"] button');
    await page.waitForFunction(() => !document.querySelector('[data-testid="register-customer"]'));
    const stored = await suite.t.testDb.db('users').where({ email: walkIn }).first();
    expect(stored.locale).to.equal('es');
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.browserContext().close();
  });

  it("shows a Spanish browser the records upload page and its form's messages in Spanish, fitting at 375, 320 and 1280 px", async () => {
    const db = suite.t.testDb.db;
    const owner = await createUser(db, { first_name: 'Guadalupe' });
    const petId = await createPet(db, owner.id, { name: 'Canela Esperanza de los Ángeles' });
    const c = client(suite.t);
    expect((await c.post('/api/account/login', { email: owner.email, password: TEST_PASSWORD })).status).to.equal(200);
    const vetEmail = `recepcion.${Date.now()}@example.test`;
    expect((await c.form('/app/records-requests', {
      petId: String(petId), signerName: 'Guadalupe Owner', agree: 'on', releaseVersion: RELEASE_VERSION,
      clinicName1: 'Hospital Veterinario San Francisco de Asís', email1: vetEmail, phone1: '(212) 555-0111',
    }, { redirect: 'manual' })).status).to.equal(303);
    const mail = await db('outbox_messages').where({ to: vetEmail }).first();
    const path = /\/records-upload\/[A-Za-z0-9_-]{43}/.exec(String(mail.text))![0];

    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const errors = watch(page);
    await page.setExtraHTTPHeaders({ 'accept-language': 'es-MX,es;q=0.9' });
    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${suite.t.baseUrl}${path}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="records-upload"][data-hydrated="true"]');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await text(page, '#records-upload-title')).to.equal('Expedientes médicos de Canela Esperanza de los Ángeles');
    expect(await text(page, 'label[for="records-note"]')).to.equal('Nota para el dueño (opcional)');
    await page.click('[data-testid="records-upload-submit"]');
    await page.waitForSelector('[data-testid="records-upload-error"]');
    expect(await text(page, '[data-testid="records-upload-error"]')).to.equal('Elige al menos un archivo.');
    for (const width of [375, 320, 1280]) await fitsAt(page, 'es-records-desk-upload', width);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });
});
