import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import {
  createBooking, createListing, createPet, createUser, createVendor, createVendorLogin, TEST_PASSWORD,
} from '../factories/index.ts';
import { client, type Client } from './accounts-helpers.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { createApiToken } from '../factories/index.ts';
import { customerMatches } from '../../server/domain/customers/customers.queries.ts';
import { customerQuerySchema } from '../../contracts/customers.ts';
import { APPOINTMENT_STATUSES } from '../../contracts/appointments.ts';

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
    await person('chloe', 'Chloé', 'Dubois', '2125550107');
    await person('lukasz', 'Łukasz', 'Łapiński', '2125550108');
    await person('zed', 'Zed', 'Zed', '2125550109');
    const day = (n: number) => new Date(Date.now() + n * 86_400_000);
    await createBooking(db, { userId: ids.olive, vendorId: vendorX, listingId: listingX, slot: day(-40), status: 1 });
    await createBooking(db, { userId: ids.olive, vendorId: vendorX, listingId: listingX, slot: day(2) });
    await createBooking(db, { userId: ids.bjorn, vendorId: vendorX, listingId: listingX, slot: day(-3), status: 3 });
    await createBooking(db, { userId: ids.percent, vendorId: vendorX, listingId: listingX, slot: day(4) });
    await createBooking(db, { userId: ids.yOnly, vendorId: vendorY, listingId: listingY, slot: day(4) });
    await createBooking(db, { userId: ids.failed, vendorId: vendorX, listingId: listingX, slot: day(5), status: 4 });
    for (const [n, key] of ['chloe', 'lukasz', 'zed'].entries()) await createBooking(db, { userId: ids[key], vendorId: vendorX, listingId: listingX, slot: day(7 + n) });
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
    expect(page.total).to.equal(7);
    expect(idsOf(page)).to.have.members([ids.olive, ids.bjorn, ids.percent, ids.desk, ids.chloe, ids.lukasz, ids.zed]);
    const olive = page.rows.find((r) => Number(r.id) === ids.olive)!;
    expect(olive).to.include({ appointments: 2, pets: 1 });
    const other = await list({}, rootY) as { rows: Array<{ id: string }> };
    expect(idsOf(other)).to.deep.equal([ids.yOnly]);
  });

  it('filters by contains, case- and accent-insensitively, per column, with LIKE characters taken literally', async () => {
    expect(idsOf(await list({ filter: { name: 'LIV' } }) as never)).to.deep.equal([ids.olive]);
    expect(idsOf(await list({ filter: { name: 'sØren' } }) as never)).to.deep.equal([ids.bjorn]);
    // Typed without the accents, or with other ones: "bjorn sorensen" finds Björn Sørensen, "chloé" finds Chloe.
    expect(idsOf(await list({ filter: { name: 'bjorn soren' } }) as never)).to.deep.equal([ids.bjorn]);
    expect(idsOf(await list({ filter: { name: 'chloe' } }) as never)).to.deep.equal([ids.chloe]);
    expect(idsOf(await list({ filter: { name: 'CHLOÉ' } }) as never)).to.deep.equal([ids.chloe]);
    expect(idsOf(await list({ filter: { name: 'lukasz' } }) as never)).to.deep.equal([ids.lukasz]);
    expect(idsOf(await list({ filter: { name: '100%' } }) as never)).to.deep.equal([ids.percent]);
    expect(idsOf(await list({ filter: { name: '%' } }) as never)).to.deep.equal([ids.percent]);
    expect(idsOf(await list({ filter: { email: 'DESK.' } }) as never)).to.deep.equal([ids.desk]);
    expect(idsOf(await list({ filter: { phone: '555-0102' } }) as never)).to.deep.equal([ids.bjorn]);
    expect((await list({ filter: { name: 'Yara' } }) as { total: number }).total).to.equal(0);
  });

  it('sorts by last name in locale order (Ł with L, not after Z) and pages on the server with the total of the filtered set', async () => {
    // Last names: 100%Real, Dubois (Chloé), Łapiński (Łukasz), Owner, Sørensen, Walkin, Zed.
    const order = [ids.percent, ids.chloe, ids.lukasz, ids.olive, ids.bjorn, ids.desk, ids.zed];
    const byName = await list({ sort: 'name', desc: false }) as never;
    expect(idsOf(byName)).to.deep.equal(order);
    expect(idsOf(await list({ sort: 'name', desc: true }) as never)).to.deep.equal([...order].reverse());
    const second = await list({ sort: 'name', desc: false, limit: 2, offset: 2 }) as { total: number; rows: Array<{ id: string }> };
    expect(second.total).to.equal(7);
    expect(idsOf(second)).to.deep.equal([ids.lukasz, ids.olive]);
    const filtered = await list({ filter: { name: 'o' }, sort: 'name', desc: false, limit: 2, offset: 1 }) as { total: number; rows: Array<{ id: string }> };
    expect(filtered.total).to.equal(3);
    expect(idsOf(filtered)).to.deep.equal([ids.olive, ids.bjorn]);
    // A page that large is refused before it runs, by the GraphQL cost limit (graphql/limits.ts).
    const bad = await list({ limit: 500 }) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(bad.errors[0].extensions.code).to.equal('GRAPHQL_VALIDATION_FAILED');
    expect(bad.errors[0].message).to.match(/too expensive/);
  });

  it('gives as customer since the day they first booked (or were registered), not the day of an appointment ahead', async () => {
    const db = t.testDb.db;
    const newcomer = await createUser(db, { first_name: 'Nadia' });
    const bookedOn = new Date(Date.now() - 2 * 86_400_000);
    // Booked two days ago for a visit three weeks ahead, then a second booking for an earlier visit, made today.
    await createBooking(db, { userId: newcomer.id, vendorId: vendorX, listingId: await createListing(db, vendorX), slot: new Date(Date.now() + 21 * 86_400_000), createdAt: bookedOn });
    await createBooking(db, { userId: newcomer.id, vendorId: vendorX, listingId: await createListing(db, vendorX), slot: new Date(Date.now() + 5 * 86_400_000) });
    const page = await list({ filter: { email: newcomer.email } }) as { rows: Array<{ since: string }> };
    expect(page.rows[0].since.slice(0, 10)).to.equal(bookedOn.toISOString().slice(0, 10));
    const detail = await (await browser.get(`/app/users/${newcomer.id}`, { headers: { accept: 'text/html' } })).text();
    expect(detail).to.contain(`data-testid="customer-since">${bookedOn.toISOString().slice(0, 10)}<`);
    // The report still counts a customer as new by their first appointment.
    expect((await db('vendor_customers').where({ vendor_id: vendorX, user_id: newcomer.id }).first()).first_appointment_at.toISOString().slice(0, 10))
      .to.equal(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
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

  it('answers a name filter from the trigram index, on the very query the Users table runs', async () => {
    const db = t.testDb.db;
    const [first] = rowsOf(await db.raw(`select coalesce(max(id), 0) as id from users`));
    await db.raw(`insert into users (first_name, last_name, email, phone, password_hash)
      select 'Bulk', 'Person ' || i, 'bulk' || i || '@example.test', lpad(i::text, 10, '0'), 'x' from generate_series(1, 3000) i`);
    await db.raw(`insert into vendor_customers (vendor_id, user_id, registered_at, access) select ?, id, now(), 'granted' from users where id > ?`, [vendorX, Number(first.id)]);
    await db.raw('analyze users');
    await db.raw('analyze vendor_customers');
    const query = customerMatches(db, vendorX, customerQuerySchema.parse({ name: 'chloé' }), APPOINTMENT_STATUSES).toString();
    // A few thousand rows still fit a sequential scan; with scans priced out, the planner must find the index.
    const plan = await db.transaction(async (tx) => {
      await tx.raw('set local enable_seqscan = off');
      return rowsOf(await tx.raw(`explain ${query}`)).map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).to.contain('users_name_unaccent_trgm_index');
    expect(rowsOf(await db.raw(query)).map((r) => Number(r.id))).to.deep.equal([ids.chloe]);
  });
});
