import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite, vendorPageFor } from './browser.ts';
import { createListing, createVendor, createVendorLogin } from '../factories/index.ts';
import { fitsAt, trimmedText as text, watchErrors as watch } from './page-checks.ts';

/**
 * The clinic's listing editor (with its intake questions), schedule calendar and customers table in Spanish in
 * Chromium, for a root admin whose stored language is Spanish: long Spanish words fit at 320, 375 and 1280 px, the
 * islands hydrate without a mismatch (the schedule's Intl dates agree between the server and the browser), and the
 * listing rules' messages show in Spanish.
 */
describe("the clinic's listing editor, schedule and customers in Spanish in Chromium", function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let adminEmail: string;
  let listingId: number;

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Clínica Veterinaria Los Ángeles del Valle' });
    const admin = await createVendorLogin(db, vendorId, { first_name: 'Verónica', last_name: 'Hernández Castañeda', locale: 'es' });
    listingId = await createListing(db, vendorId, {
      title: 'Clínica Veterinaria Los Ángeles del Valle',
      intakeQuestions: [{ id: 'q1', label: '¿Tu mascota vomitó hoy?', kind: 'yesno', types: ['clinic', 'video'], required: true, showIf: null, redFlags: ['yes'] }],
    });
    adminEmail = admin.email;
  });

  const look = (page: Page, name: string, width: number) => fitsAt(page, `es-practice-${name}`, width);

  it('shows the listing editor, the schedule and the customers in Spanish, fitting at 375, 320 and 1280 px', async () => {
    const page = await vendorPageFor(suite.browser, suite.t.baseUrl, adminEmail);
    const errors = watch(page);
    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${suite.t.baseUrl}/app/listings/item?id=${listingId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="listing-editor"][data-hydrated="true"]');
    await page.waitForSelector('[data-island="intake-editor"][data-hydrated="true"]');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await text(page, '.listing-editor legend')).to.equal('Consultorio');
    expect(await text(page, '[data-testid="intake-editor"] h2')).to.equal('Preguntas previas a la consulta');
    // The clinic's own question stays as written; its yes/no answers are said in Spanish.
    expect(await page.$eval('#intake-0-label', (el) => (el as HTMLInputElement).value)).to.equal('¿Tu mascota vomitó hoy?');
    expect(await text(page, '.intake-flags')).to.contain('Sí').and.contain('No');
    for (const width of [375, 320, 1280]) await look(page, 'editor', width);

    // The rules' messages, checked in the browser before sending, in Spanish.
    await page.setViewport({ width: 375, height: 900 });
    await page.$eval('input[name="title"]', (el) => { (el as HTMLInputElement).select(); });
    await page.keyboard.press('Backspace');
    await page.click('.listing-editor button[type="submit"]');
    await page.waitForSelector('#err-title');
    expect(await text(page, '#err-title')).to.equal('Escribe el nombre de la clínica');
    expect(await text(page, '[data-testid="listing-status"]')).to.equal('Corrige los campos marcados.');

    await page.goto(`${suite.t.baseUrl}/app/listings/schedule?id=${listingId}&type=clinic`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="schedule-calendar"][data-hydrated="true"]');
    expect(await text(page, '.sched-buttons button')).to.equal('Hoy');
    expect(await text(page, '.schedule-legend')).to.contain('Horario de atención').and.not.contain('Working hours');
    expect(await text(page, '.sched-label')).to.not.match(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Nov|Dec)\b/);
    for (const width of [375, 320, 1280]) await look(page, 'schedule', width);

    await page.goto(`${suite.t.baseUrl}/app/users`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="customers-table"][data-hydrated="true"]');
    expect(await text(page, '[data-testid="customers-count"]')).to.equal('0 clientes');
    expect(await text(page, 'label[for="customers-name"]')).to.equal('El nombre contiene');
    for (const width of [375, 320, 1280]) await look(page, 'users', width);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.browserContext().close();
  });
});
