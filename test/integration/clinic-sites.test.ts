import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createVendor, createVendorLogin, createWebsite, createUser, TEST_PASSWORD } from '../factories/index.ts';
import { client, type Client } from './accounts-helpers.ts';

/** A request's init with a Host header (the test app's fetch takes it). */
const at = (host: string, init: RequestInit = {}) => ({ ...init, host }) as RequestInit;

describe('clinic logins on clinic sites', function () {
  let t: TestApp;
  let seq = 0;
  before(async () => { t = await startTestApp(); });
  after(async () => { await t?.close(); });

  /** A clinic with a site on its own sub-domain, and its root admin. */
  async function clinic(name: string, site = true) {
    const vendorId = await createVendor(t.testDb.db, { name });
    const subDomain = `${name.toLowerCase().replace(/\W/g, '')}${Date.now().toString(36)}${++seq}`;
    if (site) await createWebsite(t.testDb.db, vendorId, { name, sub_domain: subDomain });
    const root = await createVendorLogin(t.testDb.db, vendorId);
    return { vendorId, host: `${subDomain}.petcare.localhost`, root };
  }

  /** Follows a URL by its path on its own host, as the browser's next request. */
  const follow = (c: Client, url: string) => c.get(`${new URL(url).pathname}${new URL(url).search}`, at(new URL(url).host));

  it('sends a clinic login that signs in on another clinic\'s site to its own site, signed in there once', async () => {
    const own = await clinic('Happy Paws');
    const other = await clinic('Other Clinic');
    const c = client(t);
    const res = await c.post('/api/account/login', { email: own.root.email, password: TEST_PASSWORD, role: 'vendor', redirectUrl: '/app/listings' }, at(other.host));
    expect(res.status).to.equal(200);
    const json = await res.json();
    expect(c.cookie, 'no session on the other clinic\'s site').to.equal('');
    const handoff = new URL(json.redirect);
    expect(handoff.host).to.equal(own.host);
    expect(handoff.pathname).to.equal('/vendor/login/continue');
    expect(handoff.searchParams.get('redirectUrl')).to.equal('/app/listings');

    const arrived = await follow(c, json.redirect);
    expect(arrived.status).to.equal(303);
    expect(arrived.headers.get('location')).to.equal('/app/listings');
    expect((await c.get('/app', at(own.host))).headers.get('location')).to.equal('/app/appointments');

    const again = await follow(client(t), json.redirect);
    expect(again.status).to.equal(410);
    expect(await again.text()).to.contain('This sign-in link has expired. Please log in again.');
  });

  it('sends a clinic without a site to the main domain, and the plain form the same way', async () => {
    const siteless = await clinic('No Site', false);
    const other = await clinic('Other Clinic');
    const c = client(t);
    const res = await c.form('/vendor/login', { email: siteless.root.email, password: TEST_PASSWORD }, at(other.host));
    expect(res.status).to.equal(303);
    const target = new URL(res.headers.get('location')!);
    expect(target.host).to.equal('petcare.localhost');
    expect(c.cookie).to.equal('');
    expect((await follow(c, target.href)).headers.get('location')).to.equal('/app');
  });

  it('refuses a one-time code on a site its login does not belong on, which leaves it usable at home', async () => {
    const own = await clinic('Happy Paws');
    const other = await clinic('Other Clinic');
    const json = await (await client(t).post('/api/account/login', { email: own.root.email, password: TEST_PASSWORD, role: 'vendor' }, at(other.host))).json();
    const url = new URL(json.redirect);
    const elsewhere = await client(t).get(`${url.pathname}${url.search}`, at(other.host));
    expect(elsewhere.status).to.equal(410);
    expect((await follow(client(t), json.redirect)).status).to.equal(303);
  });

  it('treats a clinic session on another clinic\'s site as nobody: its pages go home, its calls are a visitor\'s', async () => {
    const own = await clinic('Happy Paws');
    const other = await clinic('Other Clinic');
    const c = client(t);
    await c.post('/api/account/login', { email: own.root.email, password: TEST_PASSWORD, role: 'vendor' });
    const page = await c.get('/app/appointments?status=0', at(other.host, { headers: { accept: 'text/html' } }));
    expect(page.status).to.equal(303);
    const home = new URL(page.headers.get('location')!);
    expect(home.host).to.equal(own.host);
    expect(home.searchParams.get('redirectUrl')).to.equal('/app/appointments?status=0');
    const gql = await c.post('/graphql', { query: '{ viewer { id } }' }, at(other.host));
    expect((await gql.json()).data.viewer).to.equal(null);
    // An owner is at home on every clinic's site.
    const owner = await createUser(t.testDb.db);
    const o = client(t);
    await o.post('/api/account/login', { email: owner.email, password: TEST_PASSWORD }, at(other.host));
    expect((await o.get('/app', at(other.host))).headers.get('location')).to.equal('/app/my-appointments');
  });

  it('brands each clinic\'s /vendor/login with its own name; a new clinic\'s sign-up stays Petcare\'s', async () => {
    const own = await clinic('Happy Paws');
    const login = await (await t.fetch('/vendor/login', { host: own.host })).text();
    expect(login).to.match(/class="account-brand"><a class="brand brand-vendor" href="\/"><span class="brand-name">Happy Paws<\/span>/);
    const signup = await (await t.fetch('/for-vet/signup', { host: own.host })).text();
    expect(signup).to.match(/class="account-brand"><a class="brand" href="\/">.*Petcare/);
  });
});
