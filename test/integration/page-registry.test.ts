import { expect } from 'chai';
import type { Express } from 'express';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createBooking, createListing, createUser, createVendor, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import { PAGE_ROUTES, pageRouteFor, samplesOf, type PageFixtures } from '../../server/http/page-registry.ts';
import { client, signedInClient, type Client } from './accounts-helpers.ts';

/** Paths that are calls, files or assets, not pages. */
const NOT_PAGES = /^\/(api|graphql|files|assets|static|dev|healthz|readyz|metrics)(\/|$)/;

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** Every GET path pattern the app's routers serve. */
function getPaths(app: Express): string[] {
  const out: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route?.methods.get) out.push(...[layer.route.path].flat());
      else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return out;
}

type Role = 'anonymous' | 'owner' | 'vendor' | 'subUser';

describe('page registry', () => {
  let t: TestApp;
  let fixtures: PageFixtures;
  const people = {} as Record<Role, Client>;

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    const root = await createVendorLogin(db, vendorId, { subrole: 'root_admin' });
    const sub = await createVendorLogin(db, vendorId, { subrole: 'user' });
    const listingId = await createListing(db, vendorId, { managers: [sub.id] });
    const owner = await createUser(db);
    const bookingId = await createBooking(db, { userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + 86_400_000) });
    fixtures = { ownerBookingId: bookingId, vendorBookingId: bookingId, listingId, customerId: owner.id };
    const logIn = (email: string, role: 'user' | 'vendor') => signedInClient(t, email, role);
    people.anonymous = client(t);
    people.owner = await logIn(owner.email, 'user');
    people.vendor = await logIn(root.email, 'vendor');
    people.subUser = await logIn(sub.email, 'vendor');
  });
  after(() => t.close());

  it('declares every page the routers serve', () => {
    const missing = getPaths(t.app)
      .filter((p) => !NOT_PAGES.test(p))
      .filter((p) => !PAGE_ROUTES.some((r) => r.path === p) && !pageRouteFor(p));
    expect(missing, `pages missing from server/http/page-registry.ts: ${missing.join(', ')}`).to.deep.equal([]);
  });

  it('never chains more than two redirects, for any page and any role, and never answers 5xx', async () => {
    const problems: string[] = [];
    for (const route of PAGE_ROUTES) {
      for (const sample of samplesOf(route, fixtures)) {
        for (const role of Object.keys(people) as Role[]) {
          let url = sample;
          const chain: string[] = [url];
          let res = await people[role].get(url, { headers: { accept: 'text/html' } });
          while (res.status >= 300 && res.status < 400 && chain.length <= 5) {
            url = new URL(res.headers.get('location')!, t.baseUrl).pathname + new URL(res.headers.get('location')!, t.baseUrl).search;
            chain.push(url);
            res = await people[role].get(url, { headers: { accept: 'text/html' } });
          }
          if (chain.length > 3) problems.push(`${role} ${chain.join(' -> ')} (${chain.length - 1} redirects)`);
          if (res.status >= 500) problems.push(`${role} ${chain.join(' -> ')} answered ${res.status}`);
        }
      }
    }
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });

  it('sends an anonymous visitor of a signed-in page to the right login with the way back', async () => {
    const owner = await people.anonymous.get('/app/my-pets');
    expect(owner.status).to.equal(302);
    expect(owner.headers.get('location')).to.equal('/login/?redirectUrl=%2Fapp%2Fmy-pets');
    const vendor = await people.anonymous.get('/app/listings/item?id=7');
    expect(vendor.headers.get('location')).to.equal('/vendor/login?redirectUrl=%2Fapp%2Flistings%2Fitem%3Fid%3D7');
    const unknown = await people.anonymous.get('/app/no-such-page', { headers: { accept: 'text/html' } });
    expect(unknown.status).to.equal(404);
  });

  it('tells a visitor whose session ended, on the login page', async () => {
    const res = await t.fetch('/app/my-appointments', { headers: { cookie: 'petcare.sid=s%3Agone.signature' } });
    expect(res.status).to.equal(302);
    const location = res.headers.get('location')!;
    expect(location).to.equal('/login/?redirectUrl=%2Fapp%2Fmy-appointments&ended=1');
    const page = await (await t.fetch(location)).text();
    expect(page).to.contain('Your session has ended.');
  });

  it('answers the same 404 to an owner on every vendor page and to a vendor on every owner page', async () => {
    for (const [role, access] of [['owner', ['vendor', 'rootAdmin']], ['vendor', ['owner']], ['subUser', ['owner', 'rootAdmin']]] as const) {
      for (const route of PAGE_ROUTES.filter((r) => (access as readonly string[]).includes(r.access) && r.path.startsWith('/app'))) {
        for (const sample of samplesOf(route, fixtures)) {
          const res = await people[role].get(sample, { headers: { accept: 'text/html' } });
          expect(res.status, `${role} ${sample}`).to.equal(404);
          expect(await res.text(), `${role} ${sample}`).to.contain('Oops! Sorry page not found');
        }
      }
    }
  });

  it('shows a signed-in vendor the owner order forms as a page that offers to switch accounts, not a redirect', async () => {
    for (const path of ['/vet-house-call/order', '/second-medical-opinion/order']) {
      const res = await people.vendor.get(path, { headers: { accept: 'text/html' } });
      expect(res.status, path).to.equal(403);
      const html = await res.text();
      expect(html).to.contain('This needs a pet-owner account');
      expect(html).to.contain(`/app/logout?next=${encodeURIComponent(`/login/?redirectUrl=${encodeURIComponent(path)}`)}`);
    }
    // The owner login, opened by a vendor, offers the same switch instead of bouncing back.
    const login = await people.vendor.get('/login/?redirectUrl=%2Fvet-house-call%2Forder', { headers: { accept: 'text/html' } });
    expect(login.status).to.equal(200);
    expect(await login.text()).to.contain('This needs a pet-owner account');
  });

  it('logs out and continues to the login the page asked for', async () => {
    const c = client(t);
    const vet = await createVendorLogin(t.testDb.db, await createVendor(t.testDb.db));
    await c.post('/api/account/login', { email: vet.email, password: TEST_PASSWORD, role: 'vendor' });
    const res = await c.get(`/app/logout?next=${encodeURIComponent('/login/?redirectUrl=/vet-house-call/order')}`);
    expect(res.status).to.equal(303);
    expect(res.headers.get('location')).to.equal('/login/?redirectUrl=/vet-house-call/order');
    const evil = await client(t).get('/app/logout?next=https%3A%2F%2Fevil.test');
    expect(evil.headers.get('location')).to.equal('/');
  });
});
