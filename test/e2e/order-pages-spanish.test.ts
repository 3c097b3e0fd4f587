import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { ElementHandle, Page } from 'puppeteer-core';
import { browserSuite } from './browser.ts';
import { createPet, createUser } from '../factories/index.ts';
import { fitsAt, signedInAt, trimmedText as text } from './page-checks.ts';

/**
 * The second-opinion and house-call order pages in Spanish in Chromium, for an owner whose stored language is
 * Spanish: the order-form island hydrates with its words from the page (no mismatch), says the order rules' English
 * messages in Spanish once Submit is pressed empty, names a refused attachment in Spanish, and the longer Spanish
 * words fit at 320, 375 and 1280 px.
 */
describe('the order pages in Spanish in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let owner: { id: number; email: string };

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    owner = await createUser(db, { first_name: 'Guadalupe', locale: 'es' });
    await createPet(db, owner.id, { name: 'Canela', type: 1 });
  });

  const look = (page: Page, name: string, width: number) => fitsAt(page, `es-order-${name}`, width);

  it('asks for a second opinion and a house call in Spanish, its messages too, fitting at 375, 320 and 1280 px', async () => {
    const { context, page, errors } = await signedInAt(suite.browser, suite.t.baseUrl, owner.email, '/second-medical-opinion/order');
    await page.waitForSelector('[data-island="order-form"][data-hydrated="true"]');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await text(page, 'h1')).to.equal('Segunda opinión médica');
    expect(await text(page, '[data-testid="order-records-sharing"]')).to.match(/^Cuando pagues, tu autorización comparte/);
    const form = await text(page, '.order-form');
    expect(form).to.contain('Primera opinión').and.contain('Tu pregunta').and.contain('Autorizo a los veterinarios de Petcare').and.contain('Agregar una mascota');
    expect(form).to.contain('0 / 5,000 caracteres');
    for (const width of [375, 320, 1280]) await look(page, 'second-opinion', width);
    // Submitted empty: the order rules' messages, English in the contract, said in Spanish.
    await page.setViewport({ width: 375, height: 900 });
    await page.click('.order-form button[type="submit"]');
    await page.waitForSelector('.order-form .field-error');
    const said = await page.$$eval('.order-form .field-error', (els) => els.map((e) => e.textContent));
    expect(said).to.include.members(['Elige una mascota', 'Escribe la primera opinión', 'Escribe tu pregunta', 'Autorízanos a revisar los expedientes de tu mascota']);
    for (const width of [320, 1280]) await look(page, 'second-opinion-errors', width);

    // A file the server refuses: the picker's line in Spanish, the server's reason in the request's language.
    await page.setViewport({ width: 375, height: 900 });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-es-attach-'));
    const program = path.join(dir, 'setup.exe');
    fs.writeFileSync(program, 'MZ');
    const input = (await page.$('#order-files')) as ElementHandle<HTMLInputElement> | null;
    await input!.uploadFile(program);
    await page.waitForSelector('.order-form .alert-error');
    expect(await text(page, '.order-form .alert-error')).to.equal('No se adjuntó: setup.exe: Este tipo de archivo no está permitido.');
    await look(page, 'second-opinion-refused', 375);
    fs.rmSync(dir, { recursive: true, force: true });
    // The refusal itself is the browser's one expected failed load.
    const refusal = errors.findIndex((e) => e.includes('status of 400'));
    expect(refusal).to.be.at.least(0);
    errors.splice(refusal, 1);

    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${suite.t.baseUrl}/vet-house-call/order`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="order-form"][data-hydrated="true"]');
    expect(await text(page, 'h1')).to.equal('Paquete de visitas veterinarias a domicilio');
    expect(await text(page, '[data-testid="order-includes"]')).to.match(/^Incluye 4 visitas a domicilio al año/);
    await page.click('.order-form button[type="submit"]');
    await page.waitForSelector('.order-form .field-error');
    const house = await page.$$eval('.order-form .field-error', (els) => els.map((e) => e.textContent));
    expect(house).to.include.members(['Escribe tu teléfono principal', 'Escribe tu dirección', 'Escribe tu ciudad', 'Escribe tu código postal']);
    expect(await text(page, '.order-form')).to.contain('Teléfono principal').and.contain('Código postal').and.contain('Enviar');
    for (const width of [375, 320, 1280]) await look(page, 'house-call', width);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });
});
