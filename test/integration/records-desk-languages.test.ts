import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import { createApiToken, createPet, createUser, createVendor, createVendorLogin, createWebsite, TEST_PASSWORD } from '../factories/index.ts';
import { client, type Client } from './accounts-helpers.ts';
import { RELEASE_VERSION } from '../../contracts/records-requests.ts';
import { DESK_LANGUAGE_INVALID } from '../../contracts/customer-words.ts';
import { es } from '../../contracts/messages/es.ts';

interface OutboxEntry { to: string; subject: string | null; text: string; html?: string }

/**
 * The clinic's desk registers a customer in the client's language (stored as theirs: the welcome and every later
 * mail are written in it); the clinic's upload page for a records request follows the visitor's language; the
 * clinic's customer page follows the login's.
 */
describe("the desk's client language, the records upload page and the customer page in English and Spanish", function () {
  this.timeout(60_000);
  let t: TestApp;
  let clinic: number;
  let vetToken: string;
  let spanishVetToken: string;

  const outboxTo = async (email: string) => ((await (await t.fetch('/dev/outbox.json')).json()) as OutboxEntry[]).filter((m) => m.to === email);
  const register = (body: Record<string, unknown>, token = vetToken) => postJson(t, '/api/bookings/customer/register', {
    firstName: 'Wally', lastName: 'Walkin', phone: '2125550142', ...body,
  }, { token });
  const newEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.test`;

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    clinic = await createVendor(db, { name: 'Brand New Vets' });
    await createWebsite(db, clinic, { name: 'Brand New Vets', sub_domain: `deskvets${Date.now()}` });
    const vet = await createVendorLogin(db, clinic, { subrole: 'root_admin' });
    vetToken = await createApiToken(db, { kind: 'vendor', id: vet.id });
    const spanishVet = await createVendorLogin(db, clinic, { subrole: 'root_admin', locale: 'es' });
    spanishVetToken = await createApiToken(db, { kind: 'vendor', id: spanishVet.id });
  });
  after(() => t.close());

  it('stores the Spanish the desk chose as the new account\'s language and welcomes them in it; later mail follows it', async () => {
    const email = newEmail('lupe');
    const res = await register({ email, firstName: 'Lupe', locale: 'es' });
    expect(res.status).to.equal(201);
    const { id } = await res.json() as { id: number };
    expect((await t.testDb.db('users').where({ id }).first()).locale).to.equal('es');
    const [welcome, ...others] = await outboxTo(email);
    expect(others).to.have.length(0);
    expect(welcome.subject).to.equal('Te damos la bienvenida a Brand New Vets');
    expect(welcome.text).to.contain('Hola, Lupe:').and.contain('Brand New Vets te registró como cliente')
      .and.contain('Mis clínicas').and.not.contain('Hello').and.not.contain('has registered you');
    expect(welcome.html).to.contain('<html lang="es">');
    // Afterwards their mail follows it, as any owner's: a password reset is written in Spanish.
    expect((await client(t).post('/api/account/forgot', { email, role: 'user' })).status).to.be.oneOf([200, 204]);
    const mails = await outboxTo(email);
    expect(mails.map((m) => m.subject)).to.include(es['mail.reset.subject']);
  });

  it('keeps the welcome word for word in English when the desk chooses English or says nothing', async () => {
    for (const locale of ['en', undefined]) {
      const email = newEmail('wally');
      const res = await register({ email, ...(locale ? { locale } : {}) });
      expect(res.status).to.equal(201);
      const { id } = await res.json() as { id: number };
      expect((await t.testDb.db('users').where({ id }).first()).locale).to.equal(locale ?? null);
      const [welcome] = await outboxTo(email);
      expect(welcome.subject).to.equal('Welcome to Brand New Vets');
      expect(welcome.text).to.contain('Hello Wally,\n\nBrand New Vets has registered you as a client, so you can follow your appointments with Brand New Vets online. '
        + 'To choose your password and sign in, open this link within a week:')
        .and.contain('Once signed in you can also choose whether Brand New Vets may see your pets and their health records (My Clinics, in your dashboard).')
        .and.contain('If you did not expect this, you can ignore this email or ask Brand New Vets about it.');
    }
  });

  it('refuses a language that is not ours with a clear message, and saves and sends nothing', async () => {
    const email = newEmail('bad');
    for (const locale of ['fr', 'ES', 7, '']) {
      const res = await register({ email, locale });
      expect(res.status, String(locale)).to.equal(400);
      const body = await res.json() as { error: { fields?: Record<string, string> } };
      expect(body.error.fields?.locale).to.equal(DESK_LANGUAGE_INVALID);
    }
    expect(await t.testDb.db('users').where({ email })).to.have.length(0);
    expect(await outboxTo(email)).to.have.length(0);
  });

  it('leaves an existing account its own language when the desk registers its email', async () => {
    const owner = await createUser(t.testDb.db, { email: newEmail('own') });
    await t.testDb.db('users').where({ id: owner.id }).update({ locale: 'en' });
    expect((await register({ email: owner.email, locale: 'es' })).status).to.equal(201);
    expect((await t.testDb.db('users').where({ id: owner.id }).first()).locale).to.equal('en');
    expect(await outboxTo(owner.email)).to.have.length(0);
  });

  it("offers the client's language in the desk's form in the desk's page language", async () => {
    const page = await t.fetch('/app/appointments/new', { headers: { accept: 'text/html', authorization: `Bearer ${spanishVetToken}` } });
    expect(page.status).to.equal(200);
    const html = await page.text();
    expect(html).to.contain('Idioma del cliente').and.contain(es['booking.desk.text.language']);
    const english = await (await t.fetch('/app/appointments/new', { headers: { accept: 'text/html', authorization: `Bearer ${vetToken}` } })).text();
    expect(english).to.contain("Client's language").and.not.contain('Idioma del cliente');
  });

  it("says the clinic's customer page in Spanish to a Spanish login, and in English word for word to an English one", async () => {
    const email = newEmail('cami');
    const { id } = await (await register({ email, firstName: 'Cami' })).json() as { id: number };
    const get = async (token: string) => {
      const res = await t.fetch(`/app/users/${id}`, { headers: { accept: 'text/html', authorization: `Bearer ${token}` } });
      expect(res.status).to.equal(200);
      return res.text();
    };
    const spanish = await get(spanishVetToken);
    expect(spanish).to.contain('<html lang="es">').and.contain('← Todos los usuarios').and.contain('Reservar para este cliente')
      .and.contain('Contacto').and.contain('Cliente desde').and.contain('Mascotas y expedientes de salud')
      .and.contain('Esperando a que el dueño comparta').and.contain('Citas con tu clínica');
    expect(spanish).to.not.contain('Book for this customer').and.not.contain('Appointments with your clinic').and.not.contain('Customer since');
    // The customer-since day in the login's language, not the stored YYYY-MM-DD.
    expect(spanish).to.match(/data-testid="customer-since">\d{1,2} [a-z]{3,4}\.? \d{4}</).and.not.match(/data-testid="customer-since">\d{4}-/);
    const english = await get(vetToken);
    expect(english).to.contain('← All users').and.contain('Book for this customer').and.contain('<dt>Customer since</dt>')
      .and.contain('Waiting for the owner to share their pets and records.').and.contain('Appointments with your clinic')
      .and.contain('No Appointments Found');
    expect(english).to.match(/data-testid="customer-since">\d{4}-\d{2}-\d{2}</);
  });

  describe("the clinic's upload page for a records request", () => {
    async function linkFor(): Promise<string> {
      const o = await createUser(t.testDb.db);
      const petId = await createPet(t.testDb.db, o.id, { name: 'Rex' });
      const c: Client = client(t);
      expect((await c.post('/api/account/login', { email: o.email, password: TEST_PASSWORD })).status).to.equal(200);
      const vetEmail = newEmail('oldvet');
      const sent = await c.form('/app/records-requests', {
        petId: String(petId), signerName: 'Olive Owner', agree: 'on', releaseVersion: RELEASE_VERSION,
        clinicName1: 'Old Vet', email1: vetEmail, phone1: '(212) 555-0111',
      }, { redirect: 'manual' });
      expect(sent.status).to.equal(303);
      const [mail] = await outboxTo(vetEmail);
      return /\/records-upload\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    }
    const open = (token: string, lang: string) => t.fetch(`/records-upload/${token}`, { headers: { accept: 'text/html', 'accept-language': lang } });

    it("follows the visitor's Accept-Language: Spanish page, form words and text map; English word for word", async () => {
      const token = await linkFor();
      const spanish = await open(token, 'es-MX,es;q=0.9');
      expect(spanish.status).to.equal(200);
      const html = await spanish.text();
      expect(html).to.contain('<html lang="es">').and.contain('<title>Enviar expedientes médicos')
        .and.contain('Expedientes médicos de Rex').and.contain('pide a Old Vet que envíe los expedientes médicos de Rex')
        .and.contain('No necesitas una cuenta.').and.match(/hasta el \d{1,2} [a-z]{3,4}\.? \d{4} \(UTC\)/)
        // The island's words and the map of the messages it may show, in the page's props.
        .and.contain('Enviar los expedientes').and.contain('Nota para el dueño (opcional)').and.contain('Elige al menos un archivo.');
      expect(html).to.not.contain('Medical records for Rex').and.not.contain('Send the records');
      const english = await (await open(token, 'en-US')).text();
      expect(english).to.contain('<html lang="en">').and.contain('Medical records for Rex')
        .and.match(/This private link works once, until \d{4}-\d{2}-\d{2} \(UTC\)\. No account is needed\./)
        .and.contain('Send the records').and.not.contain('Expedientes');
      // The switch's ?lang= wins over the header, as on any public page.
      expect(await (await t.fetch(`/records-upload/${token}?lang=es`, { headers: { accept: 'text/html', 'accept-language': 'en' } })).text())
        .to.contain('Expedientes médicos de Rex');
    });

    it('says a refused link in Spanish', async () => {
      const bad = 'A'.repeat(43);
      const res = await open(bad, 'es');
      expect(res.status).to.equal(404);
      const html = await res.text();
      expect(html).to.contain('Enlace no válido').and.contain('Ir al inicio').and.not.contain('Invalid link');
      expect(await (await open('B'.repeat(43), 'en')).text()).to.contain('Invalid link').and.contain('Go Home');
    });
  });

  describe("Records Requests' PayPal box", () => {
    let paypal: TestApp;
    before(async () => { paypal = await startTestApp({ PAYPAL_CLIENT_ID: 'public-client-id', PAYPAL_CLIENT_SECRET: 'paypal-secret-value' }); });
    after(() => paypal.close());

    it("says its words in the owner's language and asks PayPal for it; English word for word", async () => {
      for (const locale of ['es', 'en'] as const) {
        const o = await createUser(paypal.testDb.db);
        await paypal.testDb.db('users').where({ id: o.id }).update({ locale });
        await createPet(paypal.testDb.db, o.id, { name: 'Rex' });
        const c = client(paypal);
        expect((await c.post('/api/account/login', { email: o.email, password: TEST_PASSWORD })).status).to.equal(200);
        const html = await (await c.get('/app/records-requests', { headers: { accept: 'text/html' } })).text();
        expect(html).to.contain('data-testid="records-paypal"');
        if (locale === 'es') {
          expect(html).to.contain('Pago (solo para los veterinarios después de tus gratis, $25 cada uno)')
            .and.contain('No se cobra nada por tus 4 veterinarios gratis restantes.').and.contain('"intl":"es-US"')
            .and.not.contain('Nothing is charged');
        } else {
          expect(html).to.contain('Payment (only for vets beyond your free ones, $25 each)')
            .and.contain('Nothing is charged for your 4 free vets left.').and.contain('"intl":"en-US"');
        }
      }
    });
  });
});
