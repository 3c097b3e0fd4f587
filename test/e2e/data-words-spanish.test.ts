import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite, setInputValue } from './browser.ts';
import { createHealthRecord, createPet, createUser } from '../factories/index.ts';
import { fitsAt, signedInAt } from './page-checks.ts';

/**
 * A record's stored words in Spanish in Chromium: a condition's visit type offered and shown in Spanish while the
 * stored value stays the English one, and a tracker's range flag in Spanish, fitting at 375, 320 and 1280 px with
 * nothing erring (no hydration mismatch).
 */
describe('Stored record words in Spanish in Chromium', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let owner: { id: number; email: string };
  let petId: number;

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    owner = await createUser(db, { first_name: 'Guadalupe', locale: 'es' });
    petId = await createPet(db, owner.id, { name: 'Canela Esperanza de los Ángeles', type: 1 });
    await createHealthRecord(db, { userId: owner.id, petId, category: 'trackers', subcategory: 'blood_pressure', details: { date: '2026-01-08', systolic: 210, diastolic: 20 } });
  });

  const look = (page: Page, name: string, width: number) => fitsAt(page, `es-data-words-${name}`, width);
  const texts = (page: Page, selector: string) => page.$$eval(selector, (els) => els.map((e) => (e.textContent ?? '').trim()));

  it('offers and shows a visit type in Spanish, stores its English value, and says a range flag in Spanish', async () => {
    const { context, page, errors } = await signedInAt(suite.browser, suite.t.baseUrl, owner.email, `/app/medical-records?pet=${petId}&sub=conditions`);
    await page.waitForSelector('[data-island="health-records"][data-hydrated="true"]');
    await page.click('[data-testid="add-record"]');
    await page.waitForSelector('dialog.record-dialog[open] .record-form');
    const offered = await page.$$eval('.record-form [name="visitType"] option', (els) => els.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(offered).to.deep.include(['Vet exam', 'Examen veterinario']).and.deep.include(['Spay/Neuter', 'Esterilización/castración']);
    for (const width of [320, 1280]) await look(page, 'form', width);
    await page.setViewport({ width: 375, height: 900 });
    await page.type('.record-form [name="name"]', 'Cojera en la pata trasera izquierda');
    await setInputValue(page, '.record-form [name="date"]', '2026-02-10');
    await page.select('.record-form [name="visitType"]', 'Specialist referral');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="record-submit"]')]);
    expect(await texts(page, '.record-field-visitType dd')).to.deep.equal(['Derivación a especialista']);
    const stored = await suite.t.testDb.db('health_records').where({ pet_id: petId, subcategory: 'conditions' }).first();
    expect(stored.details.visitType).to.equal('Specialist referral');
    for (const width of [375, 320, 1280]) await look(page, 'conditions', width);

    await page.goto(`${suite.t.baseUrl}/app/medical-records?pet=${petId}&category=trackers&sub=blood_pressure`, { waitUntil: 'networkidle0' });
    expect(await texts(page, '.record-flag')).to.deep.equal([
      'Presión sistólica 210 mmHg está fuera del rango habitual (Perro: 90-160 mmHg)',
      'Presión diastólica 20 mmHg está fuera del rango habitual (Perro: 50-100 mmHg)',
    ]);
    for (const width of [375, 320, 1280]) await look(page, 'flags', width);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await context.close();
  });
});
