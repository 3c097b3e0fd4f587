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
