import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createHealthRecord } from '../factories/index.ts';
import { pdfText } from '../setup/pdf-text.ts';
import { CATEGORY_LABEL, categoryLabelId, fieldLabelId, RECORD_CATEGORIES, SUBCATEGORIES, subcategoryLabelId } from '../../contracts/health-records.ts';
import { en } from '../../contracts/messages/en.ts';
import { gql, recordsWorld, type RecordsWorld } from './health-records-world.ts';

const CREATE = 'mutation($p: ID!, $d: Int) { createPetShareLink(petId: $p, expiresInDays: $d) { message link { id url expiresAt } } }';

/** Medical Records, the share link page and the record PDF in the reader's language; English word for word as before. */
describe('Medical Records in English and Spanish', function () {
  this.timeout(60_000);
  let t: TestApp;
  let w: RecordsWorld;
  const html = { accept: 'text/html' };

  before(async () => {
    t = await startTestApp();
    w = await recordsWorld(t);
    const db = t.testDb.db;
    await createHealthRecord(db, { userId: w.ownerA.id, petId: w.rex, category: 'trackers', subcategory: 'weight', details: { date: '2026-01-05', lbs: 48 } });
    await createHealthRecord(db, { userId: w.ownerA.id, petId: w.rex, category: 'trackers', subcategory: 'weight', details: { date: '2026-02-05', lbs: 51.5 } });
    await createHealthRecord(db, {
      userId: w.ownerA.id, petId: w.rex, subcategory: 'medications', details: { name: 'Heartworm pill', date: '2026-01-01', nextDueDate: '2000-02-01', status: 'Active' },
    });
    await createHealthRecord(db, {
      userId: w.ownerA.id, petId: w.rex, subcategory: 'immunizations', details: { name: 'Rabies', date: '2026-01-10', recommended: 'Yes' },
    });
  });
  after(() => t.close());

  const page = async (path: string, locale: 'en' | 'es') => {
    await t.testDb.db('users').where({ id: w.ownerA.id }).update({ locale });
    const owner = await w.logIn(w.ownerA.email, 'user');
    const res = await owner.get(path, { headers: html });
    expect(res.status, path).to.equal(200);
    return res.text();
  };

  it('says the record forms\' labels in English exactly as contracts/health-records.ts, by id', () => {
    const words: Readonly<Record<string, string>> = en;
    for (const c of RECORD_CATEGORIES) expect(words[categoryLabelId(c)]).to.equal(CATEGORY_LABEL[c]);
    for (const s of SUBCATEGORIES) {
      expect(words[subcategoryLabelId(s.key)], s.key).to.equal(s.label);
      for (const f of s.fields) expect(words[fieldLabelId(s.key, f.name)], `${s.key}.${f.name}`).to.equal(f.label);
    }
  });

  it('says the records page in Spanish to a Spanish owner: categories, subcategories, what is due, the list and its notices', async () => {
    const history = await page(`/app/medical-records?pet=${w.rex}&sub=medications&notice=saved`, 'es');
    expect(history).to.contain('<html lang="es">').and.contain('Descargar PDF').and.contain('Historial').and.contain('Seguimiento')
      .and.contain('Documentos').and.contain('Afecciones').and.contain('Medicamentos').and.contain('Vacunas')
      .and.contain('Próximos vencimientos').and.contain('vencida desde el').and.contain('1 feb 2000')
      .and.contain('¡Se guardó correctamente!').and.contain('Agregar: medicamentos').and.contain('Fecha de inicio')
      .and.contain('Próxima fecha').and.contain('Editar').and.contain('Eliminar').and.contain('Registros de Historial')
      .and.contain('Compartir el expediente de Rex').and.contain('Crear enlace').and.contain('Cuando lo revoques');
    for (const english of ['Download PDF', 'Due soon', 'overdue since', 'Submitted successfully!', 'Add medications', 'Start date',
      'Next due date', '>History<', '>Conditions<', 'Record categories', 'Create share link', 'When revoked']) expect(history, english).to.not.contain(english);
    const yes = await page(`/app/medical-records?pet=${w.rex}&sub=immunizations`, 'es');
    expect(yes).to.contain('Recomendado').and.contain('>Sí<').and.contain('Fecha de aplicación');
    const empty = await page(`/app/medical-records?pet=${w.rex}&sub=allergies`, 'es');
    expect(empty).to.contain('¡Ups! Aquí no hay registros').and.not.contain('Oops!');
    const weights = await page(`/app/medical-records?pet=${w.rex}&category=trackers&sub=weight`, 'es');
    expect(weights).to.contain('Peso (lbs)').and.contain('<th scope="col">Fecha</th>').and.contain('<th scope="row">5 ene 2026</th><td>48</td>')
      .and.contain('2 lecturas del 5 ene 2026 al 5 feb 2026').and.contain('Libras').and.not.contain('Weight (lbs)').and.not.contain('readings from');
  });

  it('keeps the records page word for word in English for an English owner', async () => {
    const history = await page(`/app/medical-records?pet=${w.rex}&sub=medications&notice=deleted`, 'en');
    expect(history).to.contain('<html lang="en">').and.contain('Download PDF').and.contain('Due soon').and.contain('overdue since')
      .and.contain('Deleted successfully!').and.contain('Add medications').and.contain('Start date').and.contain('History records')
      .and.contain('Create share link').and.contain('After 7 days').and.contain('A share link opens a read-only page of this pet');
    const weights = await page(`/app/medical-records?pet=${w.rex}&category=trackers&sub=weight`, 'en');
    expect(weights).to.contain('Weight (lbs)').and.contain('<th scope="row">Jan 5, 2026</th><td>48</td>').and.contain('2 readings from Jan 5, 2026 to Feb 5, 2026');
  });

  it('says a share link page in its visitor\'s language, signed out', async () => {
    const made = await gql(t, w.ownerA.token, CREATE, { p: w.rex, d: 7 });
    const url = new URL((made.data!.createPetShareLink as { link: { url: string } }).link.url);
    const es = await (await t.fetch(`${url.pathname}?lang=es`, { headers: html })).text();
    expect(es).to.contain('Expediente de salud de Rex').and.contain('Compartido por el dueño de la mascota').and.contain('Medicamentos')
      .and.contain('Próximos vencimientos').and.contain('Historial').and.not.contain('Health record of').and.not.contain('Due soon');
    const en = await (await t.fetch(url.pathname, { headers: { ...html, 'accept-language': 'en-US' } })).text();
    expect(en).to.contain('Health record of Rex').and.contain('Shared by the pet’s owner. Files open from this page for as long as the link works.');
  });

  it('writes the record PDF in the language of the owner who downloads it', async () => {
    const pdf = async (locale: 'en' | 'es') => {
      await t.testDb.db('users').where({ id: w.ownerA.id }).update({ locale });
      const owner = await w.logIn(w.ownerA.email, 'user');
      const res = await owner.get(`/app/medical-records/${w.rex}/record.pdf`);
      expect(res.status).to.equal(200);
      return pdfText(new Uint8Array(await res.arrayBuffer()));
    };
    const es = await pdf('es');
    expect(es).to.contain('Expediente de salud de Rex').and.contain('Exportado el').and.contain('Próximos vencimientos')
      .and.contain('Heartworm pill: vencida desde el 1 feb 2000').and.contain('Historial').and.contain('Medicamentos')
      .and.contain('Estado: Activo').and.contain('Seguimiento').and.contain('Peso: 51.5 lbs (5 feb 2026; 2 lecturas)')
      .and.contain('Documentos').and.contain('No se encontraron registros').and.contain('Recomendado: Sí');
    expect(es).to.not.contain('Health record of').and.not.contain('Due soon').and.not.contain('No Records Found').and.not.contain('readings');
    const en = await pdf('en');
    expect(en).to.contain('Health record of Rex').and.contain('Heartworm pill: overdue since Feb 1, 2000').and.contain('Weight: 51.5 lbs (Feb 5, 2026; 2 readings)')
      .and.contain('No Records Found').and.contain('Recommended: Yes');
  });
});
