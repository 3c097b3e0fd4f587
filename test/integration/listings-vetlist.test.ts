import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createListing, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';

const EVERY_DAY = { days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '00:00', to: '23:45' };

describe('public vet list (/vet-appointments/list and vendorServices)', () => {
  let t: TestApp;
  let vendorId: number;
  const ids: number[] = [];

  const services = async (vars: object) => {
    const res = await t.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query($type: String, $offset: Int, $limit: Int, $search: String, $zipcode: String) {
          vendorServices(type: $type, offset: $offset, limit: $limit, search: $search, zipcode: $zipcode) {
            id name providerName zipcode price specializationNames roster strip { date label slots { at iso label } } cardStrip } }`,
        variables: vars,
      }),
    });
    return res.json();
  };

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    vendorId = await createVendor(db);
    for (let i = 0; i < 7; i++) {
      ids.push(await createListing(db, vendorId, {
        title: i === 0 ? 'Chelsea Skin Clinic' : `Practice ${i}`,
        line1: i === 1 ? 'Dr. Jamie LEE, DVM' : `Dr. Number ${i}`,
        zipcode: i < 3 ? '10011' : '11201',
        consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 40 + i, schedule: [EVERY_DAY] }],
      }));
    }
    // One listing names Dermatology (code 1003) among its specializations.
    await db('vendor_listings').where({ id: ids[4] }).update({ profile: JSON.stringify({ zipcode: '11201', specializations: [1003] }) });
    // A listing with only a disabled clinic consultation never appears under clinic.
    await createListing(db, vendorId, { title: 'Closed Clinic', consultations: [{ type: 'clinic', enabled: false, duration: 30, price: 1, schedule: [EVERY_DAY] }] });
  });
  after(() => t.close());

  it('renders the first 5 cards on the server with the search boxes and the vet-list island', async () => {
    const res = await t.fetch('/vet-appointments/list');
    expect(res.status).to.equal(200);
    const html = await res.text();
    expect(html).to.contain('name="q"').and.contain('name="zip"').and.contain('data-island="vet-list"');
    expect(html.match(/class="vet-card"/g)?.length).to.equal(5);
    expect(html).to.contain('Chelsea Skin Clinic').and.not.contain('Closed Clinic');
    expect(html).to.contain('Times in America/New_York');
  });

  it('filters by zipcode, and by name or specialization case-insensitively, in the URL', async () => {
    const zip = await (await t.fetch('/vet-appointments/list?zip=10011')).text();
    expect(zip.match(/class="vet-card"/g)?.length).to.equal(3);
    const byName = await (await t.fetch('/vet-appointments/list?q=chelsea%20SKIN')).text();
    expect(byName.match(/class="vet-card"/g)?.length).to.equal(1);
    const byProvider = (await services({ search: 'jamie lee' })).data.vendorServices;
    expect(byProvider.map((s: { id: string }) => Number(s.id))).to.deep.equal([ids[1]]);
    const bySpecialization = (await services({ search: 'dermat' })).data.vendorServices;
    expect(bySpecialization.map((s: { id: string }) => Number(s.id))).to.deep.equal([ids[4]]);
    expect(bySpecialization[0].specializationNames).to.deep.equal(['Dermatology']);
    const both = (await services({ search: 'practice', zipcode: '10011' })).data.vendorServices;
    expect(both.map((s: { id: string }) => Number(s.id))).to.deep.equal([ids[1], ids[2]]);
    expect((await services({ search: '100%_' })).data.vendorServices).to.deep.equal([]);
  });

  it('pages by offset in fives and ends with a short page', async () => {
    const first = (await services({ limit: 5, offset: 0 })).data.vendorServices;
    const second = (await services({ limit: 5, offset: 5 })).data.vendorServices;
    expect(first).to.have.length(5);
    expect(second.map((s: { id: string }) => Number(s.id))).to.deep.equal(ids.slice(5));
  });

  it('computes the roster with the booking rules: steps of the duration, more than 3 hours ahead, 7 days', async () => {
    const [svc] = (await services({ limit: 1 })).data.vendorServices;
    const roster: number[] = svc.roster;
    expect(roster.length).to.be.greaterThan(100);
    expect(roster[0]).to.be.greaterThan(Date.now() + 3 * 3600_000 - 60_000);
    // Starts step by the 30-minute duration inside a day; the only longer gaps are the nightly break (23:00 -> 00:00).
    const gaps = roster.slice(1).map((at, i) => at - roster[i]);
    expect(gaps.filter((g) => g === 30 * 60_000).length).to.be.greaterThan(90);
    expect(gaps.every((g) => g === 30 * 60_000 || g === 60 * 60_000)).to.equal(true);
    expect(svc.strip).to.have.length(7);
    // Each slot's iso is its instant; the card strip is the same days as one value, without the iso.
    type Day = { date: string; label: string; slots: Array<{ at: number; iso?: string; label: string }> };
    const strip = svc.strip as Day[];
    expect(strip.flatMap((d) => d.slots).every((s) => s.iso === new Date(s.at).toISOString())).to.equal(true);
    expect(svc.cardStrip).to.deep.equal(strip.map((d) => ({ date: d.date, label: d.label, slots: d.slots.map(({ at, label }) => ({ at, label })) })));
    expect((svc.cardStrip as Day[]).flatMap((d) => d.slots).length).to.be.greaterThan(100);
  });

  it('refuses a malformed zipcode or type with BAD_USER_INPUT', async () => {
    expect((await services({ zipcode: '<script>' })).errors[0].extensions.code).to.equal('BAD_USER_INPUT');
    expect((await services({ type: 'surgery' })).errors[0].extensions.code).to.equal('BAD_USER_INPUT');
    expect((await t.fetch('/vet-appointments/list?zip=%3Cx%3E')).status).to.equal(400);
  });

  it('renders My Listings and the editor for a vendor, and refuses another vendor\'s listing', async () => {
    const login = await createVendorLogin(t.testDb.db, vendorId, { subrole: 'root_admin' });
    const token = await createApiToken(t.testDb.db, { kind: 'vendor', id: login.id });
    const auth = { authorization: `Bearer ${token}` };
    const list = await t.fetch('/app/listings', { headers: auth });
    expect(list.status).to.equal(200);
    const html = await list.text();
    expect(html).to.contain('My Listings').and.contain('data-island="my-listings"').and.contain('Chelsea Skin Clinic');
    const editor = await t.fetch(`/app/listings/item?id=${ids[0]}`, { headers: auth });
    expect(editor.status).to.equal(200);
    expect(await editor.text()).to.contain('data-island="listing-editor"');
    expect((await t.fetch('/app/listings/item', { headers: auth })).status).to.equal(200);
    const other = await createVendor(t.testDb.db);
    const foreign = await createListing(t.testDb.db, other);
    expect((await t.fetch(`/app/listings/item?id=${foreign}`, { headers: auth })).status).to.equal(403);
    expect((await t.fetch('/app/listings')).status).to.be.within(300, 399);
  });
});
