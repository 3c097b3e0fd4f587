import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { bookPaid, createClinic, createOwner, slotAt, type Clinic } from './lifecycle-helpers.ts';
import { signedInClient } from './accounts-helpers.ts';
import { intlFor } from '../../server/i18n/server-intl.ts';
import { sayPractice } from '../../client/lib/practice-texts.ts';
import { checkListingInput, listingTeamProblems } from '../../contracts/listing-input.ts';
import { intakeQuestionsSchema } from '../../contracts/intake-input.ts';
import { copiedWeekMessage, reopenWarning } from '../../contracts/listings.ts';

/** The clinic's practice pages (the listing editor with its intake questions, the schedule, the customers table) in each language. */
describe("the clinic's listing editor, schedule and customers in English and Spanish", () => {
  let t: TestApp;
  let spanish: Clinic;
  let english: Clinic;

  before(async () => {
    t = await startTestApp();
    spanish = await createClinic(t, { title: 'Patitas Felices' });
    english = await createClinic(t, { title: 'Happy Paws' });
    await t.testDb.db('vendor_logins').where({ id: spanish.root.id }).update({ locale: 'es' });
    await t.testDb.db('vendor_logins').where({ id: english.root.id }).update({ locale: 'en' });
    const owner = await createOwner(t);
    await bookPaid(t, spanish, owner, slotAt(2, 10));
    await bookPaid(t, english, owner, slotAt(2, 11));
  });
  after(() => t.close());

  const page = async (clinic: Clinic, path: string, headers: Record<string, string> = {}) => {
    const res = await (await signedInClient(t, clinic.root.email, 'vendor')).get(path, { headers });
    expect(res.status, path).to.equal(200);
    return res.text();
  };
  /** The page's visible text: no tags, scripts or embedded data. */
  const words = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

  it('gives a clinic whose stored language is Spanish the listing editor and its intake questions in Spanish', async () => {
    const html = await page(spanish, `/app/listings/item?id=${spanish.listingId}`);
    expect(html).to.contain('<html lang="es">').and.contain('<title>Editar Patitas Felices | Petcare</title>');
    const text = words(html);
    expect(text).to.contain('Editar anuncio: Patitas Felices').and.contain('Volver a Mis anuncios').and.contain('Calendario de horarios')
      .and.contain('Nombre de la clínica *').and.contain('Perfil público').and.contain('Consulta 1').and.contain('Duración (minutos) *')
      .and.contain('Agregar fila de horario').and.contain('Guardar').and.contain('Visita en clínica');
    expect(text).to.contain('Preguntas previas a la consulta').and.contain('Agregar las preguntas de emergencia').and.contain('Guardar preguntas');
    for (const english of ['Clinic name', 'Public profile', 'Add schedule row', 'Add consultation', 'Submit', 'Intake questions',
      'Save questions', 'Add the emergency set', 'Back to My Listings', 'Time zone', 'Remove picture', 'No picture yet']) {
      expect(text, english).to.not.contain(english);
    }
    expect(await page(spanish, '/app/listings/item')).to.contain('Nuevo anuncio');
  });

  it('gives the Spanish clinic its schedule in Spanish, its days and times by Intl', async () => {
    const html = await page(spanish, `/app/listings/schedule?id=${spanish.listingId}&type=clinic`);
    expect(html).to.contain('<title>Horario: Patitas Felices | Petcare</title>');
    const text = words(html);
    expect(text).to.contain('Todas las horas están en').and.contain('Copiar esta semana').and.contain('Restablecer fecha')
      .and.contain('Horario de atención').and.contain('Hoy').and.contain('Semana').and.match(/\b(lun|mar|mié|jue|vie|sáb|dom)\b/);
    for (const english of ['All times in', 'Copy this week', 'Reset date', 'Working hours', 'Click a slot', 'Today', 'Booked', 'Open ']) {
      expect(text, english).to.not.contain(english);
    }
    expect(text).to.not.match(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d/).and.not.match(/\d (AM|PM)\b/);
  });

  it('gives the Spanish clinic its customers table in Spanish', async () => {
    const text = words(await page(spanish, '/app/users'));
    expect(text).to.contain('1 cliente').and.contain('Cliente desde').and.contain('El nombre contiene').and.contain('Ordenar por')
      .and.contain('Página 1 de 1').and.contain('Mascotas');
    for (const english of ['Customer since', 'Name contains', 'Sort by', 'Page 1 of 1', 'Previous', '1 customer']) expect(text, english).to.not.contain(english);
  });

  it('gives an English clinic the same pages word for word as before, whatever the browser asks for', async () => {
    const es = { 'accept-language': 'es' };
    const editor = await page(english, `/app/listings/item?id=${english.listingId}`, es);
    expect(editor).to.contain('<title>Edit Happy Paws | Petcare</title>').and.contain('Edit listing: Happy Paws')
      .and.contain('<span>Clinic name *</span>').and.contain('Add schedule row').and.contain('>Submit</button>')
      .and.contain('Intake questions').and.contain('Save questions');
    const schedule = words(await page(english, `/app/listings/schedule?id=${english.listingId}&type=clinic`, es));
    expect(schedule).to.contain("All times in").and.contain("the listing's time zone.").and.contain('Copy this week to the next N weeks')
      .and.contain('Click a slot to close or reopen it; click an empty time to open one.').and.match(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+ [A-Z][a-z]{2}\b/);
    const users = words(await page(english, '/app/users', es));
    expect(users).to.contain('1 customer').and.contain('Customer since').and.contain('Name contains').and.contain('Page 1 of 1');
  });

  it("says the listing and intake rules' messages and the schedule's answers in Spanish, and in English as they are", () => {
    const es = intlFor('es');
    const en = intlFor('en');
    const bad = checkListingInput({
      title: '', line1: '', timezone: 'Mars/Base', cancellationHours: 1.5, followUpHours: 9999, responseTargetHours: 0,
      consultations: [
        { type: 'clinic', duration: 7, price: -1, schedule: [{ days: [], from: '9:00', to: '08:10' }] },
        { type: 'clinic', duration: null, price: 1.5, schedule: [{ days: ['Mon'], from: '10:00', to: '09:00' }, { days: ['Mon'], from: '08:00', to: '12:00' }] },
      ],
    }).fields!;
    const team = listingTeamProblems({ owner: 99, managers: [98] }, [1], true);
    const intake = intakeQuestionsSchema.safeParse([
      { id: 'A b', label: 'x'.repeat(600), kind: 'choice', types: [], required: false, showIf: { question: 'zz', answer: 'y' }, choices: ['a', 'a'], redFlags: [] },
      { id: 'q2', label: '', kind: 'text', types: ['clinic'], required: false, showIf: null, redFlags: ['yes'] },
    ]);
    const messages = [
      ...Object.values(bad), ...Object.values(team), ...intake.error!.issues.map((i) => i.message),
      'Saved Successfully', 'Please correct the highlighted fields.',
    ];
    expect(messages.length).to.be.greaterThan(15);
    for (const m of messages) {
      expect(sayPractice(en, m), m).to.equal(m);
      expect(sayPractice(es, m), m).to.not.equal(m);
    }
    expect(sayPractice(es, 'Saved Successfully')).to.equal('Se guardó correctamente');
    expect(sayPractice(es, 'From 0 to 720 hours')).to.equal('De 0 a 720 horas');
    // Copy this week's answers, said from the same counts as the server's sentence.
    for (const [weeks, closed] of [[1, 1], [3, 2]]) {
      expect(en.formatMessage({ id: 'schedule.copied' }, { weeks })).to.equal(copiedWeekMessage(weeks));
      expect(en.formatMessage({ id: 'schedule.reopenWarning' }, { weeks, closed })).to.equal(reopenWarning(closed, weeks));
    }
    expect(es.formatMessage({ id: 'schedule.copied' }, { weeks: 3 })).to.equal('Se copió esta semana a las próximas 3 semanas');
    expect(sayPractice(es, 'A message nobody knows')).to.equal('A message nobody knows');
  });
});
