import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite } from './browser.ts';
import { createHealthRecord, createPet, createUser } from '../factories/index.ts';
import { fitsAt, signedInAt, trimmedText as text } from './page-checks.ts';

/**
 * Medical Records in Spanish in Chromium, for an owner whose stored language is Spanish: the list, the record form
 * and its messages, and the tracker chart fit at 320, 375 and 1280 px, and nothing errs (no hydration mismatch).
 */
describe('Medical Records in Spanish in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();
  let owner: { id: number; email: string };
  let petId: number;

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    owner = await createUser(db, { first_name: 'Guadalupe', locale: 'es' });
    petId = await createPet(db, owner.id, { name: 'Canela Esperanza de los Ángeles' });
    await createHealthRecord(db, {
      userId: owner.id, petId, subcategory: 'medications',
      details: { name: 'Antiparasitario mensual', date: '2026-01-01', nextDueDate: '2000-02-01', dosage: '1 tableta', status: 'Active' },
    });
    for (const [date, lbs] of [['2026-01-05', 48], ['2026-02-05', 51.5], ['2026-03-05', 50]] as const) {
      await createHealthRecord(db, { userId: owner.id, petId, category: 'trackers', subcategory: 'weight', details: { date, lbs } });
    }
  });

  const look = (page: Page, name: string, width: number) => fitsAt(page, `es-health-${name}`, width);

  it('shows the records, the record form and a tracker chart in Spanish, fitting at 375, 320 and 1280 px', async () => {
    const { context, page, errors } = await signedInAt(suite.browser, suite.t.baseUrl, owner.email, `/app/medical-records?pet=${petId}&sub=medications`);
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await text(page, '[data-testid="download-pdf"]')).to.equal('Descargar PDF');
    expect(await text(page, '#records-due-title')).to.equal('Próximos vencimientos');
    expect(await text(page, '#records-list-title')).to.equal('Medicamentos');
    expect(await text(page, '[data-testid="add-record"]')).to.equal('Agregar: medicamentos');
    for (const width of [375, 320, 1280]) await look(page, 'list', width);

    await page.setViewport({ width: 375, height: 900 });
    await page.click('[data-testid="add-record"]');
    await page.waitForSelector('[data-testid="record-form"]', { visible: true });
    expect(await text(page, 'label[for="record-name"]')).to.contain('Medicamento');
    expect(await text(page, '[data-testid="record-submit"]')).to.equal('Enviar');
    await page.click('[data-testid="record-submit"]');
    await page.waitForSelector('#record-name-error');
    expect(await text(page, '#record-name-error')).to.equal('Completa el campo «medicamento»');
    expect(await text(page, '#record-date-error')).to.equal('Selecciona una fecha');
    for (const width of [320, 1280]) await look(page, 'form', width);
    await page.keyboard.press('Escape');

    await page.goto(`${suite.t.baseUrl}/app/medical-records?pet=${petId}&category=trackers&sub=weight`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('[data-chart="tracker-weight"]', (el) => el.textContent ?? '')).to.contain('Peso (lbs)');
    for (const width of [375, 320, 1280]) await look(page, 'weight', width);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });
});
