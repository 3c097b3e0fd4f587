import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { RATE_LIMITS } from '../../server/http/rate-limits.ts';
import { errorsEn } from '../../contracts/messages/en-errors.ts';
import { es } from '../../contracts/messages/es.ts';
import { fill, sayText } from '../../contracts/messages/fill.ts';
import { errorTexts } from '../../views/pages/errors/error-texts.ts';
import { publicEn } from '../../contracts/messages/en-public.ts';
import { OPS_MESSAGES } from '../../contracts/ops.ts';
import { CLINIC_CLOSURE } from '../../contracts/data-exports.ts';
import { SERVICE_UNAVAILABLE } from '../../server/adapters/unavailable.ts';
import { createListing, createVendor, createWebsite } from '../factories/index.ts';
import { LIMITS, shelterInquirySchema } from '../../contracts/inquiries.ts';
import { SHELTER_SUCCESS } from '../../contracts/inquiry-words.ts';
import { checkInput } from '../../contracts/forms.ts';
import { shelterFormWords } from '../../views/pages/shelters/shelter-form-words.ts';
import { assessmentTexts } from '../../views/pages/marketing/assessment-texts.ts';
import { ASSESSMENT_QUESTIONS, ASSESSMENT_WORDS, suggestConsultation } from '../../views/pages/marketing/content/assessment.ts';
import { EMERGENCY_WORDS } from '../../client/islands/assessment/emergency-help.tsx';

const SPANISH = { 'accept-language': 'es-MX,es;q=0.9', accept: 'text/html' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9', accept: 'text/html' };

describe('the error pages in the request language', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  it('says the 404 page in Spanish for a Spanish visitor, and in English word for word otherwise', async () => {
    const spanish = await t.fetch('/no-such-page/', { headers: SPANISH });
    expect(spanish.status).to.equal(404);
    const es404 = await spanish.text();
    expect(es404).to.contain('<html lang="es">');
    expect(es404).to.contain('<title>Página no encontrada');
    expect(es404).to.contain('¡Uy! No encontramos esta página');
    expect(es404).to.contain('Ir al inicio');
    expect(es404).not.to.contain('Oops! Sorry page not found');

    const english = await (await t.fetch('/no-such-page/', { headers: ENGLISH })).text();
    expect(english).to.contain('<html lang="en">');
    expect(english).to.contain('Oops! Sorry page not found');
    expect(english).to.contain('The page you asked for has moved, or the link had a typo. Everything else is still here.');
    expect(english).to.contain('Go Home');
    expect(english).to.contain('Read the FAQs');
    expect(english).not.to.contain('Ir al inicio');
  });

  it("says 'Site not found' in the visitor's language, the JSON answer staying English", async () => {
    const spanish = await t.fetch('/', { host: 'unknown-domain.test', headers: SPANISH });
    expect(spanish.status).to.equal(404);
    const html = await spanish.text();
    expect(html).to.contain('Sitio no encontrado');
    expect(html).not.to.contain('Site not found');
    const english = await (await t.fetch('/', { host: 'unknown-domain.test', headers: ENGLISH })).text();
    expect(english).to.contain('Site not found');
    expect(english).to.contain('There is no clinic website at this address');
    const json = await t.fetch('/api/anything', { host: 'unknown-domain.test', headers: { 'accept-language': 'es' } });
    expect((await json.json()).error.message).to.equal('Site not found');
  });

  it('says the rate limit in Spanish on a Spanish page, in English on an English one', async () => {
    const address = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < RATE_LIMITS.linkGuess.limit; i++) {
      expect((await t.fetch(`/appointments?z=1U${i}.abc`, { headers: address })).status).to.equal(404);
    }
    const spanish = await t.fetch('/appointments?z=1U1.abc', { headers: { ...address, ...SPANISH } });
    expect(spanish.status).to.equal(429);
    const page = await spanish.text();
    expect(page).to.contain('Demasiados intentos');
    expect(page).to.match(/Demasiados intentos\. Vuelve a intentarlo en (1 minuto|\d+ minutos)\./);
    expect(page).not.to.contain('Too many attempts');
    const english = await (await t.fetch('/appointments?z=1U1.abc', { headers: { ...address, ...ENGLISH } })).text();
    expect(english).to.match(/Too many attempts\. Please try again in \d+ minutes?\./);
    expect(english).to.contain('Still stuck? Call');
  });
});

describe("a clinic's site around its booking wizard in the request language", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
    const vendorId = await createVendor(t.testDb.db, { name: 'Paws Hollow' });
    await createWebsite(t.testDb.db, vendorId, { name: 'Paws Hollow', sub_domain: 'pawshollow', header_section: '<h2>Paws Hollow</h2>', body_section: '<p>Open</p>' });
    await createListing(t.testDb.db, vendorId, { title: 'Paws Hollow Uptown' });
  });
  after(() => t.close());

  it('says its waitlist hint in Spanish on a Spanish page, and in English word for word otherwise', async () => {
    const host = 'pawshollow.petcare.localhost:3000';
    const spanish = await (await t.fetch('/', { host, headers: SPANISH })).text();
    expect(spanish).to.contain('<html lang="es">');
    expect(spanish).to.contain('¿Ningún horario te conviene o quieres uno antes?');
    expect(spanish).to.contain('Únete a la lista de espera');
    expect(spanish).not.to.contain('Join the waitlist');
    const english = await (await t.fetch('/', { host, headers: ENGLISH })).text();
    expect(english).to.contain('No time that suits you, or want an earlier one?');
    expect(english).to.contain('>Join the waitlist</a>');
    expect(english).not.to.contain('Únete');
  });
});

describe("the error page's text map", () => {
  it("keeps the server's English sentences the catalogue says in other words", () => {
    expect(publicEn['pub.text.siteSuspended']).to.equal(OPS_MESSAGES.siteSuspended);
    expect(publicEn['pub.text.clinicClosed']).to.equal(CLINIC_CLOSURE.siteNotice);
    expect(publicEn['pub.text.serviceUnavailable']).to.equal(SERVICE_UNAVAILABLE);
  });


  it("holds the rate limit's English words and says them in Spanish, the minutes carried over", () => {
    expect(errorsEn['errors.rateLimitedMinute']).to.equal('Too many attempts. Please try again in 1 minute.');
    expect(fill(errorsEn['errors.rateLimited'], { minutes: 15 })).to.equal('Too many attempts. Please try again in 15 minutes.');
    expect(sayText('Too many attempts. Please try again in 15 minutes.', errorTexts('es'))).to.equal('Demasiados intentos. Vuelve a intentarlo en 15 minutos.');
    expect(sayText('Too many attempts. Please try again in 1 minute.', errorTexts('es'))).to.equal(es['errors.rateLimitedMinute']);
    expect(sayText('Service temporarily unavailable', errorTexts('es'))).to.equal('Servicio no disponible por el momento');
    expect(sayText('Too many attempts. Please try again in 1 minute.', errorTexts('en'))).to.equal('Too many attempts. Please try again in 1 minute.');
  });
});

describe('the shelter partnership form in the request language', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  const VALID = { name: 'Robin Ash', company: 'Northside Animal Shelter', email: 'robin@northside.example', number: '', comments: '' };
  const post = (data: Record<string, string>, language: string) => t.fetch('/shelter-partnership/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: 'null', 'sec-fetch-site': 'same-origin', 'accept-language': language },
    body: new URLSearchParams(data).toString(),
  });

  it('has Spanish for every message its rules give, and says none of them in English', () => {
    const texts = shelterFormWords('es').texts;
    const bad = [
      { ...VALID, name: '', company: '', email: '' },
      { ...VALID, email: 'not-an-email', number: 'call me' },
      { name: 'n'.repeat(LIMITS.name + 1), company: 'c'.repeat(LIMITS.company + 1), email: `${'e'.repeat(LIMITS.email)}@x.example`, number: '1'.repeat(LIMITS.number + 1), comments: 'x'.repeat(LIMITS.comments + 1) },
    ];
    for (const data of bad) {
      const fields = checkInput(shelterInquirySchema, data).fields ?? {};
      expect(Object.keys(fields)).to.have.length.above(0);
      for (const message of Object.values(fields)) expect(sayText(message, texts), message).not.to.equal(message);
    }
    expect(sayText(SHELTER_SUCCESS, texts)).to.match(/^¡Gracias!/);
    expect(shelterFormWords('en').texts).to.deep.equal({});
  });

  it('renders a refused plain post in Spanish on a Spanish page, and in English otherwise', async () => {
    const spanish = await post({ ...VALID, name: '' }, 'es-MX,es;q=0.9');
    expect(spanish.status).to.equal(400);
    const html = await spanish.text();
    expect(html).to.contain('id="shelter-name-error">Escribe tu nombre.</p>');
    expect(html).to.contain('>Refugio o empresa<');
    const english = await (await post({ ...VALID, name: '' }, 'en-US')).text();
    expect(english).to.contain('id="shelter-name-error">Please enter your name.</p>');
    expect(english).to.contain('Up to 5000 characters: how many animals you rehome, and what you would like from us.');
    expect(english).to.contain('0 / 5,000 characters');
  });
});

describe('the health assessment in the request language', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  it("has Spanish for every English word of the questionnaire, its results and its emergency help", () => {
    const texts = assessmentTexts('es');
    const english = [
      ...ASSESSMENT_QUESTIONS.flatMap((q) => [q.text, ...q.options.map((o) => o.label)]),
      ...Object.values(ASSESSMENT_WORDS), ...Object.values(EMERGENCY_WORDS), 'Enter a valid zipcode',
    ];
    const answers = [
      { danger: 'yes' },
      ...['routine', 'new', 'diagnosed'].flatMap((concern) => ['none', 'today', 'days', 'weeks'].flatMap((duration) =>
        ['normal', 'none'].map((appetite) => ({ danger: 'no', concern, duration, appetite, energy: 'normal' })))),
    ];
    for (const a of answers) {
      const result = suggestConsultation(a)!;
      english.push(result.title, result.reason);
    }
    for (const words of english) {
      const said = sayText(words, texts);
      if (words !== 'No') expect(said, words).not.to.equal(words);
    }
    expect(assessmentTexts('en')).to.deep.equal({});
  });

  it('renders the questionnaire and its emergency answer in Spanish on a Spanish page, in English otherwise', async () => {
    const spanish = await (await t.fetch('/pet-health-assessment/?danger=yes&zip=%3Cscript%3E', { headers: SPANISH })).text();
    expect(spanish).to.contain('¿A tu mascota le cuesta respirar');
    expect(spanish).to.contain('Hacer la prueba');
    expect(spanish).to.contain('Atención de urgencia, ya');
    expect(spanish).to.contain('Llama ya a una clínica veterinaria de urgencias');
    expect(spanish).to.contain('Escribe un código postal válido');
    const english = await (await t.fetch('/pet-health-assessment/?danger=yes&zip=%3Cscript%3E', { headers: ENGLISH })).text();
    expect(english).to.contain('Is your pet struggling to breathe, collapsed, having a seizure or bleeding heavily?');
    expect(english).to.contain('Take Test');
    expect(english).to.contain('Emergency care, now');
    expect(english).to.contain('Call an emergency vet clinic now');
    expect(english).to.contain('Enter a valid zipcode');
    const calm = await (await t.fetch('/pet-health-assessment/?danger=no&concern=new&duration=today&appetite=normal&energy=normal', { headers: SPANISH })).text();
    expect(calm).to.contain('Ver Consulta en línea');
    expect(calm).to.match(/videollamada de \$\d+/);
  });
});
