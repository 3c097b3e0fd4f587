import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import {
  createBooking, createListing, createPet, createUser, createVendor, createVendorLogin, TEST_PASSWORD,
} from '../factories/index.ts';
import { client, type Client } from './accounts-helpers.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { createApiToken } from '../factories/index.ts';

const CUSTOMERS = `query($filter: CustomerFilter, $sort: CustomerSort, $desc: Boolean, $limit: Int, $offset: Int) {
  customers(filter: $filter, sort: $sort, desc: $desc, limit: $limit, offset: $offset) { total rows { id firstName lastName email phone since appointments pets } }
}`;

const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Array<Record<string, unknown>>;

describe("a clinic's customers (the Users page)", () => {
  let t: TestApp;
  let vendorX: number;
  let vendorY: number;
  let rootX: string;
  let subX: string;
  let rootY: string;
  let ownerToken: string;
  let browser: Client;
  const ids: Record<string, number> = {};

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    vendorX = await createVendor(db);
    vendorY = await createVendor(db);
    const loginX = await createVendorLogin(db, vendorX, { subrole: 'root_admin' });
    const subLogin = await createVendorLogin(db, vendorX, { subrole: 'user' });
    const loginY = await createVendorLogin(db, vendorY, { subrole: 'root_admin' });
    const listingX = await createListing(db, vendorX);
    const listingY = await createListing(db, vendorY);
    const person = async (key: string, first: string, last: string, phone: string) => {
      const [row] = await db('users').insert({
        first_name: first, last_name: last, email: `${key.toLowerCase()}.${Date.now()}@example.test`, phone, password_hash: 'x',
      }).returning('id');
      ids[key] = Number(row.id ?? row);
    };
    await person('olive', 'Olive', 'Owner', '2125550101');
    await person('bjorn', 'Björn', 'Sørensen', '2125550102');
    await person('percent', 'Ann', '100%Real', '2125550103');
    await person('yOnly', 'Yara', 'Other', '2125550104');
    await person('failed', 'Fay', 'Failed', '2125550105');
    const day = (n: number) => new Date(Date.now() + n * 86_400_000);
    await createBooking(db, { userId: ids.olive, vendorId: vendorX, listingId: listingX, slot: day(-40), status: 1 });
    await createBooking(db, { userId: ids.olive, vendorId: vendorX, listingId: listingX, slot: day(2) });
    await createBooking(db, { userId: ids.bjorn, vendorId: vendorX, listingId: listingX, slot: day(-3), status: 3 });
    await createBooking(db, { userId: ids.percent, vendorId: vendorX, listingId: listingX, slot: day(4) });
    await createBooking(db, { userId: ids.yOnly, vendorId: vendorY, listingId: listingY, slot: day(4) });
    await createBooking(db, { userId: ids.failed, vendorId: vendorX, listingId: listingX, slot: day(5), status: 4 });
    await createPet(db, ids.olive, { name: 'Biscuit' });
    // A desk registration makes a customer without any booking.
    const [desk] = await db('users').insert({
      first_name: 'Desk', last_name: 'Walkin', email: `desk.${Date.now()}@example.test`, phone: '2125550106', password_hash: 'x',
      source: JSON.stringify({ medium: 'vendor', vendor_id: vendorX }),
    }).returning('id');
    ids.desk = Number(desk.id ?? desk);
    const token = (login: { id: number }) => createApiToken(t.testDb.db, { kind: 'vendor', id: login.id });
    rootX = await token(loginX);
    subX = await token(subLogin);
    rootY = await token(loginY);
    const owner = await createUser(db);
    ownerToken = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
    browser = client(t);
    expect((await browser.post('/api/account/login', { email: loginX.email, password: TEST_PASSWORD, role: 'vendor' })).status).to.equal(200);
  });
  after(() => t.close());

  const list = async (variables: object, token = rootX) => {
    const res = await graphqlAs(t, CUSTOMERS, variables, token);
    if (res.errors) return { errors: res.errors };
    return res.data.customers as { total: number; rows: Array<{ id: string; appointments: number; pets: number; since: string | null }> };
  };
  const idsOf = (page: { rows: Array<{ id: string }> }) => page.rows.map((r) => Number(r.id));

  it("lists only the clinic's own customers: booked (any appointment status) or registered at its desk", async () => {
    const page = await list({}) as { total: number; rows: Array<{ id: string; appointments: number; pets: number }> };
    expect(page.total).to.equal(4);
    expect(idsOf(page)).to.have.members([ids.olive, ids.bjorn, ids.percent, ids.desk]);
    const olive = page.rows.find((r) => Number(r.id) === ids.olive)!;
    expect(olive).to.include({ appointments: 2, pets: 1 });
    const other = await list({}, rootY) as { rows: Array<{ id: string }> };
    expect(idsOf(other)).to.deep.equal([ids.yOnly]);
  });

  it('filters by contains, case- and accent-exactly, per column, with LIKE characters taken literally', async () => {
    expect(idsOf(await list({ filter: { name: 'LIV' } }) as never)).to.deep.equal([ids.olive]);
    expect(idsOf(await list({ filter: { name: 'sØren' } }) as never)).to.deep.equal([ids.bjorn]);
    expect(idsOf(await list({ filter: { name: '100%' } }) as never)).to.deep.equal([ids.percent]);
    expect(idsOf(await list({ filter: { name: '%' } }) as never)).to.deep.equal([ids.percent]);
    expect(idsOf(await list({ filter: { email: 'DESK.' } }) as never)).to.deep.equal([ids.desk]);
    expect(idsOf(await list({ filter: { phone: '555-0102' } }) as never)).to.deep.equal([ids.bjorn]);
    expect((await list({ filter: { name: 'Yara' } }) as { total: number }).total).to.equal(0);
  });

  it('sorts and pages on the server with the total of the filtered set', async () => {
    const byName = await list({ sort: 'name', desc: false }) as never;
    expect(idsOf(byName)).to.deep.equal([ids.percent, ids.bjorn, ids.desk, ids.olive]);
    const second = await list({ sort: 'name', desc: false, limit: 2, offset: 2 }) as { total: number; rows: Array<{ id: string }> };
    expect(second.total).to.equal(4);
    expect(idsOf(second)).to.deep.equal([ids.desk, ids.olive]);
    // A page that large is refused before it runs, by the GraphQL cost limit (graphql/limits.ts).
    const bad = await list({ limit: 500 }) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(bad.errors[0].extensions.code).to.equal('GRAPHQL_VALIDATION_FAILED');
    expect(bad.errors[0].message).to.match(/too expensive/);
  });

  it('refuses a sub-user, a pet owner and a visitor', async () => {
    for (const token of [subX, ownerToken, '']) {
      const res = await list({}, token) as { errors: Array<{ extensions: { code: string } }> };
      expect(res.errors[0].extensions.code).to.be.oneOf(['FORBIDDEN', 'UNAUTHENTICATED']);
    }
  });

  it("renders the Users page and a customer's page (pets, appointments), and 404 for another clinic's customer", async () => {
    const page = await browser.get('/app/users?name=olive', { headers: { accept: 'text/html' } });
    expect(page.status).to.equal(200);
    const html = await page.text();
    expect(html).to.contain('data-island="customers-table"').and.contain(`href="/app/users/${ids.olive}"`).and.not.contain(`/app/users/${ids.bjorn}"`);
    const detail = await (await browser.get(`/app/users/${ids.olive}`, { headers: { accept: 'text/html' } })).text();
    expect(detail).to.contain('Biscuit').and.contain('data-testid="customer-appointments"');
    expect((await browser.get(`/app/users/${ids.yOnly}`, { headers: { accept: 'text/html' } })).status).to.equal(404);
    expect((await browser.get(`/app/users/${ids.failed}`, { headers: { accept: 'text/html' } })).status).to.equal(404);
  });

  it('answers a name filter from the trigram index', async () => {
    const db = t.testDb.db;
    const [first] = rowsOf(await db.raw(`select coalesce(max(id), 0) as id from users`));
    await db.raw(`insert into users (first_name, last_name, email, phone, password_hash)
      select 'Bulk', 'Person ' || i, 'bulk' || i || '@example.test', lpad(i::text, 10, '0'), 'x' from generate_series(1, 3000) i`);
    await db.raw(`insert into vendor_customers (vendor_id, user_id, registered_at) select ?, id, now() from users where id > ?`, [vendorX, Number(first.id)]);
    await db.raw('analyze users');
    await db.raw('analyze vendor_customers');
    // A few thousand rows still fit a sequential scan; with scans priced out, the planner must find the index.
    const plan = await db.transaction(async (tx) => {
      await tx.raw('set local enable_seqscan = off');
      return rowsOf(await tx.raw(`explain select u.id from vendor_customers vc join users u on u.id = vc.user_id
        where vc.vendor_id = ? and lower(u.first_name || ' ' || u.last_name) like '%olive%'`, [vendorX])).map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).to.contain('users_name_trgm_index');
  });
});
