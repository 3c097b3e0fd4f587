import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { bookPaid, createClinic, createOwner, slotAt, type Clinic } from './lifecycle-helpers.ts';
import { createUser, TEST_PASSWORD } from '../factories/index.ts';
import { client, solvedCaptcha, uniqueEmail, verifiedMobile } from './accounts-helpers.ts';
import { PUBLIC_PATHS } from '../../views/pages/marketing/content/index.ts';
import { TRANSLATED_PATHS } from '../../contracts/messages/converted.ts';
import { localizedPath } from '../../contracts/locale.ts';

/** English and Spanish: how a request's language is chosen and remembered, and what it changes. */
describe('languages: the switch, Accept-Language, the stored language, hreflang and the sitemaps', () => {
  let t: TestApp;
  let clinic: Clinic;

  before(async () => {
    t = await startTestApp();
    clinic = await createClinic(t, { title: 'Happy Paws' });
  });
  after(() => t.close());

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.fetch(path, { headers });
    return { res, html: await res.text() };
  };

  it('answers a first visit in the language of Accept-Language, English otherwise, each from its own cached copy', async () => {
    // Twice each, so the second comes from the page cache: the cache keeps one page per language.
    for (let i = 0; i < 2; i += 1) {
      const es = await page('/', { 'accept-language': 'es-MX,es;q=0.9' });
      expect(es.html).to.contain('<html lang="es">').and.contain('¿Qué necesita tu mascota?').and.contain('Opciones de atención y cuánto cuestan');
      expect(es.html).to.not.contain('Care options and what they cost');
      const en = await page('/', { 'accept-language': 'en-US' });
      expect(en.html).to.contain('<html lang="en">').and.contain('Care options and what they cost');
      const none = await page('/');
      expect(none.html).to.contain('<html lang="en">');
    }
    expect((await t.fetch('/', { headers: { 'accept-language': 'es' } })).headers.get('x-page-cache')).to.equal('HIT');
  });

  it('switches with ?lang= and remembers the choice in a cookie over Accept-Language', async () => {
    const switched = await t.fetch('/?lang=en', { headers: { 'accept-language': 'es' } });
    expect(await switched.text()).to.contain('<html lang="en">');
    const cookie = switched.headers.getSetCookie().find((c) => c.startsWith('lang='))!;
    expect(cookie).to.match(/^lang=en;/).and.match(/Max-Age=\d{7,}/i);
    const later = await page('/vet-appointments/list', { 'accept-language': 'es', cookie: 'lang=en' });
    expect(later.html).to.contain('<html lang="en">').and.contain('Book a vet appointment');
    const spanish = await page('/vet-appointments/list', { cookie: 'lang=es' });
    expect(spanish.html).to.contain('Reserva una cita con un veterinario').and.contain('<title>Reserva una cita con un veterinario | Petcare</title>');
    // An unknown language changes nothing.
    expect((await t.fetch('/?lang=fr')).headers.getSetCookie().some((c) => c.startsWith('lang='))).to.equal(false);
  });

  it('shows the switch in the header and the footer as plain links to the same page', async () => {
    const { html } = await page('/vet-appointments/list?q=Lee', { 'accept-language': 'es' });
    expect(html).to.contain('href="/vet-appointments/list?q=Lee&amp;lang=en"');
    expect(html.match(/class="language-switch[^"]*"/g)!.length).to.be.greaterThanOrEqual(3);
  });

  it('names each translated page in every language (hreflang), its canonical in its own, and lists them in a sitemap per language', async () => {
    const { html } = await page('/', { 'accept-language': 'es' });
    const base = t.config.publicUrl;
    expect(html).to.contain(`<link rel="canonical" href="${base}/?lang=es">`);
    expect(html).to.contain(`<link rel="alternate" hreflang="en" href="${base}/">`)
      .and.contain(`<link rel="alternate" hreflang="es" href="${base}/?lang=es">`)
      .and.contain(`<link rel="alternate" hreflang="x-default" href="${base}/">`);
    const es = await (await t.fetch('/sitemap-es.xml')).text();
    const locs = [...es.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).to.deep.equal(PUBLIC_PATHS.filter((p) => TRANSLATED_PATHS.includes(p)).map((p) => base + localizedPath(p, 'es')));
    expect(locs).to.include(`${base}/?lang=es`).and.include(`${base}/faqs/?lang=es`).and.include(`${base}/shelter-partnership/?lang=es`);
    expect(es).to.contain(`hreflang="en" href="${base}/"`);
    const robots = await (await t.fetch('/robots.txt')).text();
    expect(robots).to.contain(`Sitemap: ${base}/sitemap.xml\n`).and.contain(`Sitemap: ${base}/sitemap-es.xml\n`);
  });

  it("stores a signed-in owner's choice and writes their booking confirmation in it, the clinic's in English", async () => {
    const owner = await createOwner(t);
    const auth = { authorization: `Bearer ${owner.token}` };
    expect((await t.testDb.db('users').where({ id: owner.id }).first()).locale).to.equal(null);
    const switched = await t.fetch('/?lang=es', { headers: auth });
    expect(switched.status).to.equal(200);
    expect((await t.testDb.db('users').where({ id: owner.id }).first()).locale).to.equal('es');
    // Signed in, the stored language wins over the browser's.
    expect(await (await t.fetch('/vet-appointments/list', { headers: { ...auth, 'accept-language': 'en' } })).text()).to.contain('<html lang="es">');
    await bookPaid(t, clinic, owner, slotAt(3, 10));
    const mail = await t.testDb.db('outbox_messages').where({ to: owner.email, channel: 'email' }).orderBy('id', 'desc').first();
    expect(mail.subject).to.equal('Reserva confirmada: Happy Paws');
    expect(mail.text).to.contain('Tu cita está reservada').and.contain('Consulta: Visita en clínica');
    const clinicMail = await t.testDb.db('outbox_messages').where({ to: clinic.root.email, channel: 'email' }).where('subject', 'like', 'New booking%').orderBy('id', 'desc').first();
    expect(clinicMail.text).to.contain('Booking ID:');
  });

  it('shows the login and sign-up pages in Spanish, the form included, each naming its English version', async () => {
    const login = await page('/login/', { 'accept-language': 'es' });
    expect(login.html).to.contain('<title>Iniciar sesión | Petcare</title>').and.contain('>Contraseña</label>')
      .and.contain('¿Eres nuevo? Crea tu cuenta').and.contain(`hreflang="en" href="${t.config.publicUrl}/login/"`);
    const signup = await page('/signup/', { cookie: 'lang=es' });
    expect(signup.html).to.contain('Número de celular').and.contain('>Enviar</button>');
    expect((await page('/login/')).html).to.contain('>Password</label>').and.contain('New here? Sign up');
  });

  it('keeps the language a visitor chose when they sign in to an account that has none, and a stored one otherwise', async () => {
    const login = (email: string, cookie: string) => t.fetch('/api/account/login', {
      method: 'POST', headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ email, password: TEST_PASSWORD, role: 'user' }),
    });
    const fresh = await createUser(t.testDb.db);
    expect((await login(fresh.email, 'lang=es')).status).to.equal(200);
    expect((await t.testDb.db('users').where({ id: fresh.id }).first()).locale).to.equal('es');
    const chosen = await createUser(t.testDb.db);
    await t.testDb.db('users').where({ id: chosen.id }).update({ locale: 'en' });
    expect((await login(chosen.email, 'lang=es')).status).to.equal(200);
    expect((await t.testDb.db('users').where({ id: chosen.id }).first()).locale).to.equal('en');
  });

  it("stores the language an owner and a clinic signed up in, from the browser's Accept-Language", async () => {
    const c = client(t);
    const owner = {
      first_name: 'Olivia', last_name: 'Dueña', email: uniqueEmail('owner'), phone: await verifiedMobile(t, c),
      password: 'correct horse', ...(await solvedCaptcha(t)),
    };
    expect((await c.post('/api/account/register', owner, { headers: { 'accept-language': 'es-MX' } })).status).to.equal(201);
    expect((await t.testDb.db('users').where({ email: owner.email }).first()).locale).to.equal('es');
    const vet = { first_name: 'Vera', last_name: 'Vet', email: uniqueEmail('vet'), mobile_phone: await verifiedMobile(t, c), password: 'correct horse' };
    expect((await client(t).post('/api/account/register_vendor', vet, { headers: { 'accept-language': 'en-US' } })).status).to.equal(201);
    expect((await t.testDb.db('vendor_logins').where({ email: vet.email }).first()).locale).to.equal('en');
  });

  it('refuses a language the catalogues do not have in the database', async () => {
    const owner = await createOwner(t);
    let refused = false;
    await t.testDb.db('users').where({ id: owner.id }).update({ locale: 'fr' }).catch(() => { refused = true; });
    expect(refused).to.equal(true);
  });
});
