import { expect } from 'chai';
import moment from 'moment-timezone';
import type { Page } from 'puppeteer-core';
import { browserSuite, logInThroughForm } from './browser.ts';
import { createListing, createPet, createSlotHold, createUser, createVendor, createWaitlistEntry } from '../factories/index.ts';
import { createShelter } from '../factories/shelters.ts';
import { WEEKDAYS } from '../../contracts/listings.ts';
import { fitsAt, trimmedText as text, watchErrors as watch } from './page-checks.ts';

const ZONE = 'America/New_York';

/**
 * My Waitlist, a held time, the waitlist's join form, House Calls, the shelter's dashboard and an adoption's
 * read-only record in Spanish in Chromium, for a shelter account whose stored language is Spanish (a shelter is an
 * owner account too, so one sign-in opens them all). Long Spanish words must fit at 320, 375 and 1280 px, with no
 * hydration error.
 */
describe('the waitlist, house calls and the shelter pages in Spanish in Chromium', function () {
  this.timeout(180_000);
  const suite = browserSuite();
  let email: string;
  let holdId: number;
  let listingId: number;
  let adoptionId: number;

  before(async function () {
    if (!suite.browser) return;
    const db = suite.t.testDb.db;
    const shelter = await createShelter(db, { name: 'Refugio Los Ángeles del Valle', email: `refugio.${Date.now()}@example.test` });
    await db('users').where({ id: shelter.userId }).update({ locale: 'es' });
    email = shelter.email;
    await createPet(db, shelter.userId, { name: 'Maximiliano' });
    const adopter = await createUser(db, { first_name: 'Ana' });
    const adopted = await createPet(db, adopter.id, { name: 'Canela' });
    [{ id: adoptionId }] = await db('pet_adoptions').insert({
      shelter_id: shelter.id, pet_id: adopted, adopter_email: adopter.email, adopter_user_id: adopter.id, token_hash: `h${adopted}`,
      accepted_at: new Date(), expires_at: new Date(Date.now() + 86_400_000),
    }).returning('id');

    const slot = moment.tz(ZONE).add(4, 'days').startOf('day').hour(10);
    const vendorId = await createVendor(db);
    listingId = await createListing(db, vendorId, {
      title: 'Clínica Veterinaria Patitas Felices', timezone: ZONE,
      consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: [{ days: [WEEKDAYS[slot.isoWeekday() - 1]], from: '10:00', to: '10:30' }] }],
    });
    const entryId = await createWaitlistEntry(db, { vendorId, listingId, userId: shelter.userId, days: ['Mon', 'Wed', 'Sat'], windows: [{ from: '09:00', to: '12:00' }] });
    holdId = await createSlotHold(db, { vendorId, listingId, userId: shelter.userId, entryId, slot: slot.toDate() });
  });

  const look = (page: Page, name: string) => Promise.all([]).then(async () => {
    for (const width of [375, 320, 1280]) await fitsAt(page, `es-${name}`, width);
  });

  it('shows My Waitlist, a held time, the join form, House Calls, the shelter and an adopted record in Spanish, fitting at 375, 320 and 1280 px', async () => {
    const page = await suite.browser.newPage();
    const errors = watch(page);
    await page.setViewport({ width: 375, height: 900 });
    await logInThroughForm(page, suite.t.baseUrl, email, '/app/waitlist');
    expect(await page.$eval('html', (el) => el.lang)).to.equal('es');
    expect(await text(page, '[data-testid="waitlist-state"]')).to.equal('Te reservamos un horario');
    expect(await text(page, '[data-testid="waitlist-offer-open"]')).to.equal('Ver el horario');
    await look(page, 'my-waitlist');

    await page.goto(`${suite.t.baseUrl}/app/waitlist/offers/${holdId}`, { waitUntil: 'networkidle0' });
    expect(await text(page, '[data-testid="waitlist-offer-until"]')).to.match(/^Reservado para ti hasta las /);
    expect(await text(page, '[data-testid="waitlist-offer-decline"]')).to.equal('No, gracias: ofrécelo a la siguiente persona');
    await look(page, 'waitlist-offer');

    await page.goto(`${suite.t.baseUrl}/app/waitlist/join?listingId=${listingId}`, { waitUntil: 'networkidle0' });
    expect(await text(page, '[data-testid="waitlist-join"]')).to.equal('Unirme a la lista de espera');
    await look(page, 'waitlist-join');

    await page.goto(`${suite.t.baseUrl}/app/house-calls`, { waitUntil: 'networkidle0' });
    expect(await text(page, '[data-testid="house-calls-empty"]')).to.contain('Todavía no tienes un paquete de visitas a domicilio.');
    await look(page, 'house-calls');

    await page.goto(`${suite.t.baseUrl}/app/shelter`, { waitUntil: 'networkidle0' });
    expect(await text(page, '[data-testid="adopt-out"]')).to.equal('Dar en adopción');
    expect(await text(page, '[data-testid="shelter-adoptions"]')).to.contain('Expediente de solo lectura hasta el');
    await look(page, 'shelter');

    await page.goto(`${suite.t.baseUrl}/app/shelter/adoptions/${adoptionId}`, { waitUntil: 'networkidle0' });
    expect(await page.title()).to.equal('Expediente de salud de Canela | Petcare');
    expect(await text(page, '[data-testid="read-only-note"]')).to.match(/^Solo lectura: Canela ahora pertenece a quien lo adoptó\./);
    await look(page, 'adopted-record');
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.close();
  });
});
