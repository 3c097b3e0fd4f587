import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite, logInThroughForm, vendorPageFor } from './browser.ts';
import { createBooking, createListing, createPet, createUser, createVendor, createVendorLogin, EVERY_DAY } from '../factories/index.ts';
import { fitsAt, signedInAt, trimmedText as text, watchErrors as watch } from './page-checks.ts';

/**
 * The signed-in area in Spanish in Chromium: an owner's My Appointments and My Pets, and a clinic's Appointments,
 * chosen by the stored language (users.locale, vendor_logins.locale). Long Spanish words and a long clinic name
 * must fit at 320, 375 and 1280 px; the islands hydrate with the Spanish messages, without a mismatch. A call that
 * finds the session gone says so in Spanish.
 */
describe('the dashboard in Spanish in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();
  let owner: { id: number; email: string };
  let englishOwner: { id: number; email: string };
  let vetEmail: string;

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Clínica Veterinaria Los Ángeles del Valle' });
    const listingId = await createListing(db, vendorId, {
      title: 'Clínica Veterinaria Los Ángeles del Valle', timezone: 'America/Los_Angeles',
      consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 45, schedule: EVERY_DAY }],
    });
    owner = await createUser(db, { first_name: 'Guadalupe' });
    englishOwner = await createUser(db, { first_name: 'Olive' });
    await db('users').where({ id: owner.id }).update({ locale: 'es' });
    await db('users').where({ id: englishOwner.id }).update({ locale: 'en' });
    const vet = await createVendorLogin(db, vendorId, { first_name: 'Verónica', locale: 'es' });
    vetEmail = vet.email;
    for (const [i, who] of [owner, englishOwner].entries()) {
      const petId = await createPet(db, who.id, { name: 'Canela', breed: 'Labrador Retriever' });
      const slot = new Date(Date.now() + (3 + i) * 86_400_000);
      slot.setUTCHours(18, 0, 0, 0);
      await createBooking(db, { userId: who.id, vendorId, listingId, slot, pet: { id: petId, name: 'Canela' } });
    }
  });


  const look = (page: Page, name: string, width: number) => fitsAt(page, `es-dash-${name}`, width);

  it("shows an owner whose language is Spanish My Appointments and My Pets in Spanish, fitting at 375, 320 and 1280 px", async () => {
    const { context, page, errors } = await signedInAt(suite.browser, suite.t.baseUrl, owner.email, '/app/my-appointments');
    await page.waitForSelector('[data-island="appointments"][data-hydrated="true"]');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await page.title()).to.equal('Mis citas | Petcare');
    expect(await text(page, 'h1')).to.equal('Mis citas');
    const card = await text(page, '.appointment-card');
    expect(card).to.contain('Clínica Veterinaria Los Ángeles del Valle').and.contain('Visita en clínica').and.contain('Mascota: Canela');
    expect(card).to.contain('ID de reserva').and.contain('Reservada el').and.match(/\d{1,2}:\d{2} [ap]\.m\./);
    expect(await text(page, '[data-testid="appointment-status"]')).to.equal('Activa');
    // After hydration the zone note names the browser's zone, in Spanish.
    expect(await text(page, '.appointment-zone-note')).to.match(/^Los horarios se muestran en /);
    expect(await page.$$eval('.appointment-filters label > span', (els) => els.map((e) => e.textContent))).to.deep.equal(['Estado', 'Ordenar por', 'Zona horaria']);
    // The header's Menu (the side menu's stand-in on a phone) lists the owner's pages in Spanish.
    expect(await page.$$eval('#mobile-menu .mobile-menu-list a', (as) => as.map((a) => a.textContent))).to.include.members(['Mis citas', 'Mis mascotas', 'Mi perfil', 'Cerrar sesión']);
    for (const width of [375, 320, 1280]) await look(page, 'my-appointments', width);
    expect(await page.$$eval('.dashboard-nav a', (as) => as.map((a) => a.textContent))).to.include.members(['Mis citas', 'Expedientes médicos', 'Solicitudes de expedientes', 'Cerrar sesión']);

    // A filter applied in the browser asks again and says the empty list in Spanish.
    await page.setViewport({ width: 375, height: 900 });
    await page.select('[data-testid="filter-status"]', '3');
    await page.waitForSelector('[data-testid="appointments-empty"]');
    expect(await text(page, '[data-testid="appointments-empty"]')).to.equal('No se encontraron citas');

    await page.goto(`${suite.t.baseUrl}/app/my-pets`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="my-pets"][data-hydrated="true"]');
    expect(await text(page, 'h1')).to.equal('Mis mascotas');
    expect(await text(page, '.page-lead')).to.equal('Comparte tus mascotas con tu familia o con quien las cuide en Compartir.');
    expect(await page.$$eval('.pets-table thead th', (ths) => ths.slice(0, 3).map((th) => th.textContent))).to.deep.equal(['Nombre', 'Tipo', 'Raza']);
    expect(await page.$$eval('.pets-table tbody tr td', (tds) => tds.slice(0, 2).map((td) => td.textContent))).to.deep.equal(['Perro', 'Labrador Retriever']);
    expect(await page.$eval('.pets-table tbody tr .btn-danger', (el) => [el.textContent, el.getAttribute('aria-label')])).to.deep.equal(['Eliminar', 'Eliminar a Canela']);
    for (const width of [375, 320, 1280]) await look(page, 'my-pets', width);
    // The delete question, asked on the product's dialog, in Spanish.
    await page.setViewport({ width: 375, height: 900 });
    await page.click('.pets-table tbody tr .btn-danger');
    await page.waitForSelector('dialog[open]');
    const dialog = await text(page, 'dialog[open]');
    expect(dialog).to.contain('¿Seguro que quieres eliminar esta mascota?').and.contain('No, conservarla');
    await look(page, 'my-pets-delete', 375);

    // My Clinics: the clinic it booked with, asking to see the pets, in Spanish.
    await page.keyboard.press('Escape');
    await page.goto(`${suite.t.baseUrl}/app/my-clinics`, { waitUntil: 'networkidle0' });
    expect(await text(page, 'h1')).to.equal('Mis clínicas');
    expect(await text(page, '[data-testid="clinic-access"]')).to.match(/^(Puede|Pide) ver tus mascotas/);
    for (const width of [375, 320, 1280]) await look(page, 'my-clinics', width);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });

  it("shows a clinic login whose language is Spanish the clinic's Appointments in Spanish, fitting at 375, 320 and 1280 px", async () => {
    const page = await vendorPageFor(suite.browser, suite.t.baseUrl, vetEmail);
    const errors = watch(page);
    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${suite.t.baseUrl}/app/appointments`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="appointments"][data-hydrated="true"]');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await text(page, '[data-testid="new-appointment"]')).to.equal('Nueva cita');
    expect(await page.$$eval('.appointment-filters label > span', (els) => els.map((e) => e.textContent))).to.deep.equal(['Estado', 'Publicación', 'Ordenar por', 'Zona horaria']);
    expect(await page.$$eval('.appointment-card .appointment-heading', (els) => els.map((e) => e.textContent))).to.include.members(['Guadalupe Owner', 'Olive Owner']);
    expect(await page.$$eval('[data-testid="appointment-status"]', (els) => els.map((e) => e.textContent?.trim()))).to.deep.equal(['Activa', 'Activa']);
    for (const width of [375, 320, 1280]) await look(page, 'clinic-appointments', width);
    expect(await page.$$eval('.dashboard-nav a', (as) => as.map((a) => a.textContent))).to.include.members(['Citas', 'Publicaciones', 'Configuración', 'Paquetes a domicilio']);

    // My Listings: the table's headings, states and actions.
    await page.goto(`${suite.t.baseUrl}/app/listings`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="my-listings"][data-hydrated="true"]');
    expect(await text(page, 'h1')).to.equal('Mis publicaciones');
    expect(await text(page, '[data-testid="listing-state"]')).to.equal('Publicada');
    expect(await page.$$eval('.my-listings thead th', (ths) => ths.slice(0, 5).map((th) => th.textContent))).to.deep.equal(['Clínica', 'Veterinario', 'Consultas', 'Zona horaria', 'Estado']);
    for (const width of [375, 320, 1280]) await look(page, 'clinic-listings', width);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.browserContext().close();
  });

  it("says in Spanish that the session ended when a call finds it gone, the banner fitting at 375 px", async () => {
    const db = suite.t.testDb.db;
    const ended = await createUser(db, { first_name: 'Rocío', locale: 'es' });
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 375, height: 900 });
    await logInThroughForm(page, suite.t.baseUrl, ended.email, '/app/my-appointments');
    await page.waitForSelector('[data-island="appointments"][data-hydrated="true"]');
    // The session ends elsewhere (a password change signs out every other session); the next call finds it gone.
    await db('users').where({ id: ended.id }).update({ password_changed_at: new Date(Date.now() + 1000) });
    await page.select('select[name="sort"]', 'created');
    await page.waitForSelector('[data-testid="session-ended"]');
    expect(await text(page, '[data-testid="session-ended"]')).to.equal('Tu sesión terminó. Vuelve a iniciar sesión');
    expect(await text(page, '.appointments .alert-error')).to.equal('Tu sesión terminó.');
    await look(page, 'session-ended', 375);
    await context.close();
  });

  it('leaves an English owner the same pages in English', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const errors = watch(page);
    await page.setExtraHTTPHeaders({ 'accept-language': 'es-US,es;q=0.9' });
    await page.setViewport({ width: 375, height: 900 });
    await logInThroughForm(page, suite.t.baseUrl, englishOwner.email, '/app/my-appointments');
    await page.waitForSelector('[data-island="appointments"][data-hydrated="true"]');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('en');
    expect(await text(page, 'h1')).to.equal('My Appointments');
    expect(await text(page, '[data-testid="appointment-status"]')).to.equal('Active');
    expect(await text(page, '.appointment-card')).to.contain('Booking ID').and.contain('Clinic visit').and.match(/\d{1,2}:\d{2} [AP]M/);
    expect(await page.$$eval('.appointment-filters label > span', (els) => els.map((e) => e.textContent))).to.deep.equal(['Status', 'Sort By', 'Timezone']);
    await page.goto(`${suite.t.baseUrl}/app/my-pets`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="my-pets"][data-hydrated="true"]');
    expect(await text(page, '[data-testid="add-pet"]')).to.equal('Add Pet');
    expect(await text(page, '.page-lead')).to.equal('Share your pets with family or a pet sitter under Sharing.');
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });
});
