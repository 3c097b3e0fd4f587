import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { generate } from 'otplib';
import { browserSuite, vendorPageFor } from './browser.ts';
import { createPayment, createUser, createVendor, createVendorLogin, createWebsite } from '../factories/index.ts';
import { newOperator, OPERATOR_PASSWORD } from '../integration/ops-helpers.ts';
import { fitsAt, trimmedText as text, watchErrors as watch } from './page-checks.ts';

/**
 * Settings' Website and Data tabs for a Spanish root admin, and the operator's console asked for in Spanish, in
 * Chromium: the Website island hydrates without a mismatch, its editor's toolbar and the save's answer speak
 * Spanish, the console's tables hydrate in Spanish, and long Spanish words fit at 375, 320 and 1280 px.
 */
describe('the Website and Data tabs and the operator console in Spanish in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let adminEmail: string;

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Clínica Veterinaria Los Ángeles del Valle' });
    const admin = await createVendorLogin(db, vendorId, { first_name: 'Verónica', locale: 'es' });
    await createWebsite(db, vendorId, { name: 'Clínica Los Ángeles', sub_domain: `angeles${Date.now() % 100000}` });
    adminEmail = admin.email;
    // A payment for a second opinion by an owner whose account was erased (the row kept as "Deleted owner").
    const erased = await createUser(db, { first_name: 'Deleted' });
    await db('users').where({ id: erased.id }).update({ last_name: 'owner' });
    await createPayment(db, { userId: erased.id, vendorId, amountCents: 9500, paymentType: 100, productId: 7000, status: 'captured', gatewayRef: `es-${Date.now()}` });
  });

  const look = (page: Page, name: string) => (async () => {
    for (const width of [375, 320, 1280]) await fitsAt(page, `es-site-ops-${name}`, width);
  })();
  const go = (page: Page, path: string) => page.goto(`${suite.t.baseUrl}${path}`, { waitUntil: 'networkidle0' });

  it('shows the Website tab, its editor and save, the Data tab and the console in Spanish, fitting at 375, 320 and 1280 px', async () => {
    const page = await vendorPageFor(suite.browser, suite.t.baseUrl, adminEmail);
    const errors = watch(page);
    await page.setViewport({ width: 375, height: 900 });
    await go(page, '/app/settings/website');
    await page.waitForSelector('[data-island="website-settings"][data-hydrated="true"]');
    await page.waitForSelector('[data-testid="website-header-editor"] .rte-toolbar');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await page.$$eval('[data-testid="website-header-editor"] .rte-tool', (bs) => bs.map((b) => b.textContent)))
      .to.deep.equal(['Negrita', 'Cursiva', 'Título', 'Subtítulo', '• Lista', '1. Lista', 'Enlace', 'Deshacer', 'Rehacer']);
    expect(await page.$eval('[data-testid="website-header-editor"] .rte-toolbar', (el) => el.getAttribute('aria-label'))).to.equal('Formato de Sección de encabezado');
    expect(await text(page, '[data-testid="website-settings"]')).to.contain('Nombre de la marca').and.contain('Vista previa en vivo');
    // A check of the form rules, said in Spanish; then the save and the server's answer.
    await page.click('#website-name', { count: 3 });
    await page.keyboard.press('Backspace');
    await page.click('[data-testid="website-settings"] button[type="submit"]');
    await page.waitForSelector('#website-name-error');
    expect(await text(page, '#website-name-error')).to.equal('El nombre de la marca es obligatorio');
    await page.type('#website-name', 'Clínica Los Ángeles');
    await Promise.all([page.waitForSelector('[data-testid="website-status"]'), page.click('[data-testid="website-settings"] button[type="submit"]')]);
    expect(await text(page, '[data-testid="website-status"]')).to.equal('¡Se actualizó correctamente!');
    await look(page, 'website');

    await go(page, '/app/settings/data');
    expect(await text(page, '#your-data-title')).to.equal('Exportar los datos de la clínica');
    expect(await text(page, '#close-clinic-title')).to.equal('Cerrar la clínica');
    await look(page, 'data');

    // The console (its own sign-in), asked for in Spanish.
    const operator = await newOperator(suite.t);
    await go(page, '/ops/login?lang=es');
    expect(await text(page, '#ops-login-title')).to.equal('Inicio de sesión de operadores');
    await page.type('#ops-email', operator.email);
    await page.type('#ops-password', OPERATOR_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="ops-login-submit"]')]);
    expect(await text(page, '#ops-verify-title')).to.equal('Configura la verificación en dos pasos');
    await page.type('#ops-code', await generate({ secret: operator.secret }));
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="ops-verify-submit"]')]);
    await page.waitForSelector('[data-island="ops-table"][data-hydrated="true"]');
    expect(await text(page, 'main h1')).to.equal('Clínicas');
    expect(await page.$$eval('.ops-nav a', (as) => as.map((a) => a.textContent))).to.deep.equal(['Clínicas', 'Dinero', 'Pendientes', 'Estado', 'Registro de auditoría']);
    expect(await text(page, '[data-testid="ops-clinics"]')).to.contain('Situación');
    await look(page, 'ops-clinics');
    for (const [path, heading] of [['/ops/money', 'Dinero'], ['/ops/queues', 'Pendientes']]) {
      await go(page, path);
      expect(await text(page, 'main h1')).to.equal(heading);
      if (path === '/ops/money') {
        // The hydrated table shows what the server said: the product and the erased payer in Spanish.
        expect(await text(page, 'main')).to.contain('Segunda opinión').and.contain('Dueño eliminado').and.not.contain('Deleted owner');
      }
      await look(page, `ops-${path.slice(5)}`);
    }
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.browserContext().close();
  });
});
