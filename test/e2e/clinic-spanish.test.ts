import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite, vendorPageFor } from './browser.ts';
import { createVendor, createVendorLogin } from '../factories/index.ts';
import { fitsAt, trimmedText as text, watchErrors as watch } from './page-checks.ts';

/**
 * The clinic's practice pages in Spanish in Chromium, for a root admin whose stored language is Spanish: the
 * Settings tabs with the Team tab (its island, its add form fetched on demand, the form's checks) and the
 * customers page. Long Spanish words must fit at 320, 375 and 1280 px; the island hydrates without a mismatch.
 */
describe("the clinic's practice pages in Spanish in Chromium", function () {
  this.timeout(180_000);
  const suite = browserSuite();
  let adminEmail: string;

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Clínica Veterinaria Los Ángeles del Valle' });
    const admin = await createVendorLogin(db, vendorId, { first_name: 'Verónica', last_name: 'Hernández Castañeda' });
    await createVendorLogin(db, vendorId, { subrole: 'user', first_name: 'Maximiliano', last_name: 'Villaseñor Bustamante' });
    await db('vendor_logins').where({ id: admin.id }).update({ locale: 'es' });
    adminEmail = admin.email;
  });


  const look = (page: Page, name: string, width: number) => fitsAt(page, `es-clinic-${name}`, width);

  it('shows the Team tab, its add form, the other settings tabs, the customers page and Reports in Spanish, fitting at 375, 320 and 1280 px', async () => {
    const page = await vendorPageFor(suite.browser, suite.t.baseUrl, adminEmail);
    const errors = watch(page);
    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${suite.t.baseUrl}/app/settings/users`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="team-settings"][data-hydrated="true"]');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await page.title()).to.equal('Configuración: Equipo | Petcare');
    expect(await page.$$eval('.settings-tabs a', (as) => as.map((a) => a.textContent))).to.deep.equal([
      'Sitio web', 'Dominios', 'Equipo', 'Recordatorios', 'Visitas a domicilio', 'Actividad', 'Datos', 'Mi perfil',
    ]);
    expect(await text(page, '[data-testid="team-add"]')).to.equal('Agregar miembro del equipo');
    expect(await page.$$eval('.team-settings thead th', (ths) => ths.slice(0, 4).map((th) => th.textContent))).to.deep.equal(['Nombre', 'Correo electrónico', 'Celular', 'Rol']);
    const rows = await text(page, '.team-settings tbody');
    expect(rows).to.contain('Administrador').and.contain('Miembro del equipo').and.contain('Editar').and.contain('Eliminar');
    for (const width of [375, 320, 1280]) await look(page, 'team', width);

    // The delete question, on the product's dialog.
    await page.setViewport({ width: 375, height: 900 });
    await page.click('.team-settings tbody .btn-danger');
    await page.waitForSelector('dialog[open]');
    expect(await text(page, 'dialog[open]')).to.contain('¿Seguro que quieres eliminar este elemento?').and.contain('Sí, eliminar');
    await look(page, 'team-delete', 320);
    await page.click('[data-testid="team-delete-no"]');

    // The add form (a chunk fetched on Add), its checks said in Spanish.
    await page.setViewport({ width: 375, height: 900 });
    await page.click('[data-testid="team-add"]');
    await page.waitForSelector('[data-testid="team-form"]');
    expect(await text(page, '[data-testid="team-form"] h2')).to.equal('Agregar miembro del equipo');
    await page.click('[data-testid="team-form"] button[type="submit"]');
    await page.waitForSelector('#team-firstName-error');
    expect(await text(page, '#team-firstName-error')).to.equal('El nombre es obligatorio');
    expect(await text(page, '#team-email-error')).to.equal('El correo electrónico es obligatorio');
    expect(await text(page, '[data-testid="team-form"]')).to.contain('Opcional: si no la escribes').and.contain('Cancelar');
    for (const width of [375, 320, 1280]) await look(page, 'team-form', width);

    await page.goto(`${suite.t.baseUrl}/app/users`, { waitUntil: 'networkidle0' });
    expect(await text(page, '.customers-lead')).to.equal('Todas las personas que reservaron con tu clínica o que registraste en la recepción.');
    for (const width of [375, 320, 1280]) await look(page, 'users', width);

    // The Domains tab: a clinic without a website yet is sent to the Website tab first.
    await page.goto(`${suite.t.baseUrl}/app/settings/domains`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="domain-settings"][data-hydrated="true"]');
    expect(await text(page, '[data-testid="domains-need-website"]')).to.equal('Primero guarda tu sitio web: necesita un nombre antes de tener una dirección. Sitio web');
    await look(page, 'settings-domains', 320);

    // The plain settings tabs.
    for (const [tab, heading] of [['reminders', 'Recordatorios de citas'], ['house-calls', 'Visitas a domicilio'], ['activity', 'Actividad']]) {
      await page.goto(`${suite.t.baseUrl}/app/settings/${tab}`, { waitUntil: 'networkidle0' });
      expect(await text(page, '.settings-panel h2')).to.equal(heading);
      for (const width of [375, 320, 1280]) await look(page, `settings-${tab}`, width);
    }

    await page.goto(`${suite.t.baseUrl}/app/reports`, { waitUntil: 'networkidle0' });
    expect(await text(page, '#report-money-title')).to.equal('Desglose de ingresos');
    expect(await page.$$eval('.report-presets a', (as) => as.map((a) => a.textContent))).to.include('Últimos 12 meses');
    expect(await page.$$eval('.chart-caption h2', (hs) => hs.map((h) => h.textContent))).to.include.members(['Citas por día', 'Por tipo de consulta', 'Estados']);
    for (const width of [375, 320, 1280]) await look(page, 'reports', width);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.browserContext().close();
  });
});
