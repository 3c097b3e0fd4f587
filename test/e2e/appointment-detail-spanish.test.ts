import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite, logInThroughForm, vendorPageFor } from './browser.ts';
import { createBooking, createListing, createPet, createUser, createVendor, createVendorLogin, EVERY_DAY } from '../factories/index.ts';
import { fitsAt, signedInAt, trimmedText as text, watchErrors as watch } from './page-checks.ts';

/**
 * An appointment's own page in Spanish in Chromium, for the owner and for a clinic login whose stored language is
 * Spanish: the details, the cancel dialog and the reschedule panel in Spanish, fitting at 320, 375 and 1280 px with a
 * long clinic name, and the islands hydrating with the Spanish messages without a mismatch.
 */
describe('the appointment detail page in Spanish in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();
  let ownerEmail: string;
  let vetEmail: string;
  let bookingId: number;

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Clínica Veterinaria Los Ángeles del Valle' });
    const listingId = await createListing(db, vendorId, {
      title: 'Clínica Veterinaria Los Ángeles del Valle', timezone: 'America/Los_Angeles',
      consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 45, schedule: EVERY_DAY }],
    });
    const owner = await createUser(db, { first_name: 'Guadalupe', locale: 'es' });
    ownerEmail = owner.email;
    const vet = await createVendorLogin(db, vendorId, { first_name: 'Verónica', locale: 'es' });
    vetEmail = vet.email;
    const petId = await createPet(db, owner.id, { name: 'Canela', breed: 'Labrador Retriever' });
    const slot = new Date(Date.now() + 3 * 86_400_000);
    slot.setUTCHours(18, 0, 0, 0);
    bookingId = await createBooking(db, { userId: owner.id, vendorId, listingId, slot, pet: { id: petId, name: 'Canela' } });
  });

  const labels = (page: Page) => page.$$eval('.appointment-facts dt', (dts) => dts.map((dt) => dt.textContent));

  const look = (page: Page, name: string, width: number) => fitsAt(page, `es-appointment-${name}`, width);

  /** Opens Cancel Appointment's dialog and checks it in Spanish at each width, then says No. */
  async function cancelDialog(page: Page, name: string): Promise<string> {
    await page.setViewport({ width: 375, height: 900 });
    await page.click('[data-testid="cancel-appointment"]');
    await page.waitForSelector('dialog[open]');
    const dialog = await text(page, 'dialog[open]');
    expect(dialog).to.contain('¿Seguro que quieres cancelar esta cita?').and.not.contain('Are you sure');
    expect(await page.$$eval('dialog[open] .dialog-actions button', (bs) => bs.map((b) => b.textContent))).to.deep.equal(['No', 'Sí']);
    for (const width of [375, 320, 1280]) await look(page, `${name}-cancel`, width);
    await page.click('[data-testid="cancel-no"]');
    return dialog;
  }

  it("shows an owner whose language is Spanish the appointment, its cancel dialog and reschedule panel in Spanish", async () => {
    const { context, page, errors } = await signedInAt(suite.browser, suite.t.baseUrl, ownerEmail, `/app/my-appointments/${bookingId}`);
    await page.waitForSelector('[data-island="appointment-cancel"][data-hydrated="true"]');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await page.title()).to.match(/^Cita \S+ \| Petcare$/);
    expect(await text(page, '#appointment-detail-title')).to.equal('Detalles');
    expect(await labels(page)).to.include.members(['Estado', 'Cuándo', 'Tipo', 'Mascota', 'Clínica', 'ID de reserva', 'Reservada el', 'Política de cancelación']);
    expect(await text(page, '[data-testid="detail-status"]')).to.equal('Activa');
    expect(await text(page, '[data-testid="detail-when"]')).to.match(/\d{1,2}:\d{2} [ap]\.m\. \(America\/Los_Angeles\) · 30 minutos$/);
    expect(await text(page, '[data-testid="cancel-appointment"]')).to.equal('Cancelar cita');
    for (const width of [375, 320, 1280]) await look(page, 'owner', width);
    await cancelDialog(page, 'owner');

    await page.click('[data-testid="reschedule-appointment"]');
    await page.waitForSelector('.reschedule-panel');
    await page.waitForFunction(() => !document.querySelector('.reschedule-panel')?.textContent?.includes('Cargando horarios'));
    const panel = await text(page, '.reschedule-panel');
    expect(panel).to.contain('Elige un nuevo horario').and.contain('Fecha').and.contain('Mantener el horario actual');
    for (const width of [375, 320, 1280]) await look(page, 'owner-reschedule', width);

    // The Messages tab: the conversation's words, its state line and a sent message's time and delivery in Spanish.
    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${suite.t.baseUrl}/app/my-appointments/${bookingId}?tab=messages`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="thread-messages"][data-hydrated="true"]');
    expect(await text(page, '[data-testid="thread-notice"]')).to.match(/^Puedes escribir aquí antes de la cita/);
    expect(await page.$eval('[data-testid="thread-body"]', (el) => el.getAttribute('placeholder'))).to.equal('Escribe un mensaje');
    await page.click('[data-testid="thread-send"]');
    await page.waitForSelector('[data-testid="thread-problem"]');
    expect(await text(page, '[data-testid="thread-problem"]')).to.equal('Escribe un mensaje o adjunta un archivo.');
    await page.type('[data-testid="thread-body"]', '¿Puede comer antes de la cita?');
    await page.click('[data-testid="thread-send"]');
    await page.waitForSelector('[data-testid="thread-delivery"]');
    expect(await text(page, '[data-testid="thread-delivery"]')).to.be.oneOf(['Enviado', 'Entregado', 'Leído']);
    expect(await text(page, '.thread-meta time')).to.match(/^\d{1,2} \p{L}{3}/u);
    for (const width of [375, 320, 1280]) await look(page, 'owner-messages', width);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });

  it("shows a clinic login whose language is Spanish the customer's appointment and the cancel dialog with its reason in Spanish", async () => {
    const page = await vendorPageFor(suite.browser, suite.t.baseUrl, vetEmail);
    const errors = watch(page);
    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${suite.t.baseUrl}/app/appointments/${bookingId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="appointment-cancel"][data-hydrated="true"]');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await labels(page)).to.include.members(['Estado', 'Cuándo', 'Cliente', 'Mascota', 'Publicación', 'Veterinario']);
    for (const width of [375, 320, 1280]) await look(page, 'clinic', width);
    const dialog = await cancelDialog(page, 'clinic');
    expect(dialog).to.contain('Motivo para el cliente (opcional)').and.match(/0 \/ 500 caracteres/);
    expect(errors, errors.join('\n')).to.deep.equal([]);
  });

  it("shows the owner the server's refusal in Spanish, one the page's own words do not hold", async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 375, height: 900 });
    await logInThroughForm(page, suite.t.baseUrl, ownerEmail, `/app/my-appointments/${bookingId}`);
    await page.waitForSelector('[data-island="appointment-cancel"][data-hydrated="true"]');
    await page.click('[data-testid="cancel-appointment"]');
    await page.waitForSelector('dialog[open]');
    // Canceled elsewhere meanwhile (the clinic, another tab): the server refuses, in the page's language.
    await suite.t.testDb.db('bookings').where({ id: bookingId }).update({ status: 3 });
    await page.click('[data-testid="cancel-yes"]');
    await page.waitForSelector('dialog[open] [role="alert"]');
    expect(await text(page, 'dialog[open] [role="alert"]')).to.equal('Esta cita ya está cancelada.');
    for (const width of [375, 320, 1280]) await look(page, 'owner-refusal', width);
    await context.close();
  });
});
