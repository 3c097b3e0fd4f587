import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite } from './browser.ts';
import { createPet, createUser } from '../factories/index.ts';
import { fitsAt, signedInAt, trimmedText as text } from './page-checks.ts';

/**
 * The pet form and My Profile in Spanish in Chromium, for an owner whose stored language is Spanish: My Pets' Add
 * Pet modal with its checks, My Profile (its island's messages and a name check), and the second opinion's Add a
 * pet. Long Spanish words must fit at 320, 375 and 1280 px; the islands hydrate without a mismatch.
 */
describe('the pet form and My Profile in Spanish in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let owner: { id: number; email: string };

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    owner = await createUser(db, { first_name: 'Guadalupe' });
    await db('users').where({ id: owner.id }).update({ locale: 'es', last_name: 'Hernández Castañeda' });
    await createPet(db, owner.id, { name: 'Canela', breed: 'Labrador Retriever' });
  });

  const look = (page: Page, name: string, width: number) => fitsAt(page, `es-pets-profile-${name}`, width);

  it('shows the pet form, My Profile and the second opinion’s pet in Spanish, fitting at 375, 320 and 1280 px', async () => {
    const { context, page, errors } = await signedInAt(suite.browser, suite.t.baseUrl, owner.email, '/app/my-pets');
    await page.waitForSelector('[data-island="my-pets"][data-hydrated="true"]');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');

    // My Pets' modal: the form's words and its checks in Spanish.
    await page.click('[data-testid="add-pet"]');
    await page.waitForSelector('.pet-form');
    expect(await page.$eval('.pet-form', (el) => el.getAttribute('aria-label'))).to.equal('Agregar mascota');
    expect(await page.$$eval('.pet-form label', (ls) => ls.map((l) => l.textContent?.replace(' *', '')))).to.deep.equal(['Nombre', 'Tipo', 'Raza', 'Notas']);
    expect(await text(page, '.pet-form select option')).to.equal('Elige un tipo');
    expect(await text(page, '.pet-form .char-count')).to.equal('0 / 2,000 caracteres');
    await page.click('.pet-form-submit');
    await page.waitForSelector('.pet-form .field-error');
    expect(await page.$$eval('.pet-form .field-error', (ps) => ps.map((p) => p.textContent))).to.deep.equal(['Escribe el nombre de la mascota', 'Elige el tipo de mascota']);
    expect(await text(page, '.pet-form .form-actions')).to.contain('Cancelar').and.contain('Enviar');
    for (const width of [375, 320, 1280]) await look(page, 'pet-form', width);
    await page.keyboard.press('Escape');

    // My Profile: the editor's words, a name check said in Spanish.
    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${suite.t.baseUrl}/app/my-profile`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="profile-editor"][data-hydrated="true"]');
    expect(await text(page, '[data-testid="change-password"] h2')).to.equal('Cambiar contraseña');
    expect(await text(page, '#sign-in-title')).to.equal('Inicio de sesión');
    expect(await text(page, '[data-testid="delete-account"] h2')).to.equal('Eliminar la cuenta');
    await page.click('#profile-lastName', { clickCount: 3 });
    await page.keyboard.press('Backspace');
    await page.click('.profile-editor form button[type="submit"]');
    await page.waitForSelector('#profile-lastName-error');
    expect(await text(page, '#profile-lastName-error')).to.equal('El apellido es obligatorio');
    await page.click('[data-testid="change-password"] button[type="submit"]');
    await page.waitForSelector('#password-currentPassword-error');
    expect(await text(page, '#password-currentPassword-error')).to.equal('Escribe tu contraseña actual.');
    expect(await text(page, '#password-newPassword-error')).to.equal('La contraseña debe tener al menos 8 caracteres.');
    for (const width of [375, 320, 1280]) await look(page, 'profile', width);

    // The second opinion's pet: the field and the pet form it opens.
    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${suite.t.baseUrl}/second-medical-opinion/order`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="order-form"][data-hydrated="true"]');
    expect(await text(page, '#order-petId option')).to.equal('Elige una mascota');
    await page.click('[data-testid="order-add-pet"]');
    await page.waitForSelector('[data-testid="order-new-pet"] .pet-form');
    expect(await text(page, '[data-testid="order-new-pet"] .pet-form-submit')).to.equal('Enviar');
    for (const width of [375, 320, 1280]) await look(page, 'order-pet', width);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });
});
