import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite } from './browser.ts';
import { createListing, createVendor, createWebsite, EVERY_DAY } from '../factories/index.ts';
import { fitsAt, trimmedText as text, watchErrors } from './page-checks.ts';

/**
 * The public pages beyond the booking path in Spanish in Chromium: the shelter partnership form (its words given
 * as one prop, its checks' and the server's messages said through its text map) and the 404 page. They must fit at
 * 320, 375 and 1280 px and hydrate without a mismatch.
 */
describe('the other public pages in Spanish in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();


  // The unknown host's and the 404 pages answer 404 on purpose.
  const watch = (page: Page) => watchErrors(page, /status of 404/);
  const look = (page: Page, name: string, width: number) => fitsAt(page, `es-public-${name}`, width);

  it("shows a clinic's own site and an unknown host's page in Spanish, fitting at 320, 375 and 1280 px", async () => {
    const db = suite.t.testDb.db;
    const vendorId = await createVendor(db, { name: 'Clínica Veterinaria Los Ángeles del Valle' });
    await createWebsite(db, vendorId, { name: 'Clínica Veterinaria Los Ángeles del Valle', sub_domain: 'losangeles', header_section: '<h2>Clínica Los Ángeles</h2>', body_section: '<p>Abierto todos los días</p>' });
    for (const title of ['Clínica Veterinaria Los Ángeles del Valle Centro', 'Clínica Veterinaria Los Ángeles del Valle Norte']) {
      await createListing(db, vendorId, { title, consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 45, schedule: EVERY_DAY }] });
    }
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    const errors = watch(page);
    await page.setExtraHTTPHeaders({ 'accept-language': 'es-MX,es;q=0.9' });
    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`http://losangeles.petcare.localhost:${suite.t.port}/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-island="booking-wizard"][data-hydrated="true"]');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await text(page, '[data-testid="vendor-waitlist"]')).to.match(/^¿Ningún horario te conviene o quieres uno antes\? Únete a la lista de espera de Clínica/);
    for (const width of [320, 375, 1280]) await look(page, 'vendor-site', width);
    await page.goto(`http://nosuchclinic.petcare.localhost:${suite.t.port}/`, { waitUntil: 'networkidle0' });
    expect(await text(page, 'h1')).to.equal('Sitio no encontrado');
    for (const width of [320, 375, 1280]) await look(page, 'site-not-found', width);
    expect(errors).to.deep.equal([]);
    await context.close();
  });

  it('shows the 404 page in Spanish, fitting at 320, 375 and 1280 px', async () => {
    const context = await suite.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ 'accept-language': 'es-MX,es;q=0.9' });
    await page.goto(`${suite.t.baseUrl}/no-such-page/`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await text(page, 'h1')).to.equal('¡Uy! No encontramos esta página');
    for (const width of [320, 375, 1280]) await look(page, 'not-found', width);
    await context.close();
  });
});
