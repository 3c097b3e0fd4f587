import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createApiToken, createHealthRecord, createPet } from '../factories/index.ts';
import { createShelter } from '../factories/shelters.ts';
import { signedInClient } from './accounts-helpers.ts';
import { RELEASE_VERSION } from '../../contracts/records-requests.ts';
import { recordsWorld, type RecordsWorld } from './health-records-world.ts';
import { formatDay } from '../../contracts/day-format.ts';

/**
 * Vocabulary stored as data, and dates, in the reader's language: a record's option values and range flags on
 * Medical Records, the shelter's dates and the sign-in tokens' dates. The stored values stay English; English pages
 * read the stored words exactly as before, and their dates as a short date.
 */
describe('stored vocabulary and dates in English and Spanish', function () {
  this.timeout(60_000);
  let t: TestApp;
  let w: RecordsWorld;
  const db = () => t.testDb.db;
  const html = { accept: 'text/html' };
  const FLAG = 'Temperature 106 °F is outside the usual range for a Dog (99.5-102.5 °F)';

  before(async () => {
    t = await startTestApp();
    w = await recordsWorld(t);
    await createHealthRecord(db(), { userId: w.ownerA.id, petId: w.rex, subcategory: 'conditions', details: { name: 'Limp', date: '2026-01-05', visitType: 'Vet exam' } });
    await createHealthRecord(db(), { userId: w.ownerA.id, petId: w.rex, subcategory: 'medications', details: { name: 'Rimadyl', date: '2026-01-06', status: 'Inactive' } });
    await createHealthRecord(db(), { userId: w.ownerA.id, petId: w.rex, category: 'documents', subcategory: 'imaging', details: { name: 'Hip', date: '2026-01-07', type: 'CT Scan' } });
    await createHealthRecord(db(), { userId: w.ownerA.id, petId: w.rex, category: 'trackers', subcategory: 'temperature', details: { date: '2026-01-08', fahrenheit: 106 } });
  });
  after(() => t.close());

  const page = async (path: string, locale: 'en' | 'es') => {
    await db()('users').where({ id: w.ownerA.id }).update({ locale });
    const owner = await w.logIn(w.ownerA.email, 'user');
    const res = await owner.get(path, { headers: html });
    expect(res.status, path).to.equal(200);
    return res.text();
  };

  it('says the stored visit type, status, imaging type and range flag in Spanish on Medical Records', async () => {
    const conditions = await page(`/app/medical-records?pet=${w.rex}&sub=conditions`, 'es');
    expect(conditions).to.contain('<dd>Examen veterinario</dd>').and.not.contain('<dd>Vet exam</dd>');
    const medications = await page(`/app/medical-records?pet=${w.rex}&sub=medications`, 'es');
    expect(medications).to.contain('<dd>Inactivo</dd>');
    const imaging = await page(`/app/medical-records?pet=${w.rex}&category=documents&sub=imaging`, 'es');
    expect(imaging).to.contain('<dd>Tomografía (TC)</dd>');
    const temperature = await page(`/app/medical-records?pet=${w.rex}&category=trackers&sub=temperature`, 'es');
    expect(temperature).to.contain('<li class="record-flag">Temperatura 106 °F está fuera del rango habitual (Perro: 99.5-102.5 °F)</li>')
      .and.not.contain(`<li class="record-flag">${FLAG}</li>`);
    const stored = await db()('health_records').where({ pet_id: w.rex, subcategory: 'conditions' }).first();
    expect(stored.details.visitType).to.equal('Vet exam');
  });

  it('keeps the stored words on the English Medical Records exactly as before', async () => {
    const conditions = await page(`/app/medical-records?pet=${w.rex}&sub=conditions`, 'en');
    expect(conditions).to.contain('<dd>Vet exam</dd>');
    const medications = await page(`/app/medical-records?pet=${w.rex}&sub=medications`, 'en');
    expect(medications).to.contain('<dd>Inactive</dd>');
    const imaging = await page(`/app/medical-records?pet=${w.rex}&category=documents&sub=imaging`, 'en');
    expect(imaging).to.contain('<dd>CT Scan</dd>');
    const temperature = await page(`/app/medical-records?pet=${w.rex}&category=trackers&sub=temperature`, 'en');
    expect(temperature).to.contain(`<li class="record-flag">${FLAG}</li>`);
  });

  it("writes the shelter page's dates as the reader's short date", async () => {
    const shelter = await createShelter(db(), { name: 'Refugio Luna', email: `luna.${Date.now()}@example.test` });
    const petId = await createPet(db(), shelter.userId, { name: 'Nube' });
    const c = await signedInClient(t, shelter.email, 'user');
    expect((await c.form(`/app/shelter/pets/${petId}/adopt`, { email: 'lea.adopter@example.test' }, { redirect: 'manual' })).status).to.equal(303);
    const invite = await db()('pet_adoptions').where({ pet_id: petId }).orderBy('id', 'desc').first();
    const until = new Date(invite.expires_at).toISOString();
    await db()('users').where({ id: shelter.userId }).update({ locale: 'es' });
    const es = await (await c.get('/app/shelter')).text();
    expect(es).to.contain(`válida hasta el ${formatDay(until, 'es-US')}.`).and.not.contain(until.slice(0, 10));
    await db()('users').where({ id: shelter.userId }).update({ locale: 'en' });
    const en = await (await c.get('/app/shelter')).text();
    expect(en).to.contain(`open until ${formatDay(until, 'en-US')}.`).and.not.contain(until.slice(0, 10));
  });

  it("writes the sign-in tokens' dates on My Profile as the reader's short date", async () => {
    const now = new Date('2026-11-28T12:00:00Z');
    await createApiToken(db(), { kind: 'user', id: w.ownerB.id }, { now });
    const c = await w.logIn(w.ownerB.email, 'user');
    await db()('users').where({ id: w.ownerB.id }).update({ locale: 'es' });
    const es = await (await c.get('/app/my-profile', { headers: html })).text();
    expect(es).to.contain('<td>28 nov 2026</td>').and.not.contain('<td>2026-11-28</td>');
    await db()('users').where({ id: w.ownerB.id }).update({ locale: 'en' });
    const en = await (await c.get('/app/my-profile', { headers: html })).text();
    expect(en).to.contain('<td>Nov 28, 2026</td>').and.not.contain('<td>2026-11-28</td>');
  });

  it("writes a records request's signing day as the reader's short date", async () => {
    const c = await w.logIn(w.ownerB.email, 'user');
    const sent = await c.form('/app/records-requests', {
      petId: String(w.bPet), signerName: 'Bea Owner', agree: 'on', releaseVersion: RELEASE_VERSION,
      clinicName1: 'Old Vet', email1: `oldvet.${Date.now()}@example.test`, phone1: '(212) 555-0111',
    }, { redirect: 'manual' });
    expect(sent.status).to.equal(303);
    const row = await db()('records_requests').where({ user_id: w.ownerB.id }).orderBy('id', 'desc').first();
    const signed = new Date(row.signed_at).toISOString();
    await db()('users').where({ id: w.ownerB.id }).update({ locale: 'es' });
    const es = await (await c.get('/app/records-requests', { headers: html })).text();
    expect(es).to.contain(`firmada por Bea Owner el ${formatDay(signed, 'es-US')}`).and.not.contain(`el ${signed.slice(0, 10)}`);
    await db()('users').where({ id: w.ownerB.id }).update({ locale: 'en' });
    const en = await (await c.get('/app/records-requests', { headers: html })).text();
    expect(en).to.contain(`signed by Bea Owner on ${formatDay(signed, 'en-US')}`).and.not.contain(`on ${signed.slice(0, 10)}`);
  });
});
