import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import type { Knex } from 'knex';
import { createListing, createVendor } from '../factories/index.ts';
import { publicListingsPage } from '../../server/domain/listings/listings.queries.ts';
import { searchChanged } from '../../server/db/cache-versions.ts';

const EVERY_DAY = { days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '08:00', to: '18:00' };
const CLINIC = [{ type: 'clinic', enabled: true, duration: 30, price: 40, schedule: [EVERY_DAY] }];

describe('vet list search (titles, punctuation and case aside; names, specializations and city)', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  const search = async (text: string): Promise<number[]> => {
    const res = await t.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query($s: String) { vendorServices(search: $s, limit: 20) { id } }', variables: { s: text } }),
    });
    const body = await res.json();
    expect(body.errors, text).to.equal(undefined);
    return body.data.vendorServices.map((s: { id: string }) => Number(s.id));
  };

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    const listing = (title: string, line1: string, profile: Record<string, unknown> = {}) =>
      createListing(db, vendorId, { title, line1, consultations: CLINIC, profile });
    // Older listings first, so 'oldest first' alone would put the partial matches ahead.
    ids.jamie = await listing('Midtown Animal Hospital', 'Dr. Jamie LEE, DVM', { city: 'New York' });
    ids.leeds = await listing('Leeds Street Vets', 'Dr. Ann Moss', { city: 'Boston' });
    ids.lee = await listing('Riverside Clinic', 'Dr. Lee', { city: 'Chicago' });
    ids.carter = await listing('Brooklyn Paws', 'Doctor Sam Carter, VMD', { city: 'Brooklyn', specializations: [1003, 1004] });
    ids.skin = await listing('Chelsea Skin Clinic', "Dr. Mary O'Neil", { city: 'New York', specializations: [1003] });
  });
  after(() => t.close());

  it("finds the placeholder's example 'Dr. Lee' however it is typed, the exact name first", async () => {
    for (const text of ['Dr. Lee', 'Dr Lee', 'dr.lee', 'DR. LEE', 'Doctor Lee', 'lee', 'Lee, DVM']) {
      const found = await search(text);
      expect(found[0], text).to.equal(ids.lee);
      expect(found, text).to.include.members([ids.lee, ids.jamie]);
    }
  });

  it('finds a provider by surname with or without the title, and a clinic by its words', async () => {
    expect(await search('Dr. Carter')).to.deep.equal([ids.carter]);
    expect(await search('carter')).to.deep.equal([ids.carter]);
    expect(await search('chelsea skin')).to.deep.equal([ids.skin]);
    expect(await search("O'Neil")).to.deep.equal([ids.skin]);
    expect(await search('oneil')).to.deep.equal([]);
    expect(await search('jamie lee')).to.deep.equal([ids.jamie]);
  });

  it('finds specializations by their labels and cities by name', async () => {
    expect(await search('Dermatology')).to.have.members([ids.carter, ids.skin]);
    expect(await search('dermat')).to.have.members([ids.carter, ids.skin]);
    expect(await search('cardiology carter')).to.deep.equal([ids.carter]);
    expect(await search('Brooklyn')).to.deep.equal([ids.carter]);
    expect(await search('new york')).to.have.members([ids.jamie, ids.skin]);
  });

  it("matches word stems and leaves accents aside: 'dental' finds Dentistry, 'Lee' finds Lée and 'Lée' Lee", async () => {
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    const smile = await createListing(db, vendorId, { title: 'Smile Vets', line1: 'Dr. Pat Kim', consultations: CLINIC, profile: { city: 'Queens', specializations: [1008] } });
    const zoe = await createListing(db, vendorId, { title: 'Clinique Vétérinaire', line1: 'Dr. Zoé Lée', consultations: CLINIC, profile: { city: 'São Paulo' } });
    for (const text of ['dental', 'Dentist', 'dentists', 'DENTISTRY', 'dental care']) {
      expect(await search(text), text).to.deep.equal(text === 'dental care' ? [] : [smile]);
    }
    expect(await search('Lée')).to.include.members([zoe, ids.lee, ids.jamie]);
    expect(await search('zoe lee')).to.deep.equal([zoe]);
    expect(await search('Zoé Lée')).to.deep.equal([zoe]);
    expect(await search('veterinaire')).to.deep.equal([zoe]);
    expect(await search('sao paulo')).to.deep.equal([zoe]);
    expect(await search('São')).to.deep.equal([zoe]);
    expect(await search('dermatologist')).to.have.members([ids.carter, ids.skin]);
    // The exact name still comes first, accents aside.
    expect((await search('Dr. Lee'))[0]).to.equal(ids.lee);
  });

  it('keeps searching for the titles when that is all there is, and ignores tsquery syntax', async () => {
    expect(await search('DVM')).to.deep.equal([ids.jamie]);
    expect(await search("lee & !carter | ('x':*")).to.deep.equal([]);
    expect(await search('100%_')).to.deep.equal([]);
  });

  it('ranks the exact name first on the server-rendered first page too', async () => {
    const html = await (await t.fetch('/vet-appointments/list?q=Dr.+Lee')).text();
    const cards = [...html.matchAll(/class="vet-card" data-listing-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(cards[0]).to.equal(ids.lee);
    expect(cards).to.include(ids.jamie).and.not.include(ids.carter);
  });

  it('refreshes the documents of the listings naming a specialization when its label changes', async () => {
    const db = t.testDb.db;
    // As the reference seed renames a label: the search's version moves with it.
    const rename = async (name: string) => {
      await db('specializations').where({ code: 1003 }).update({ name });
      await searchChanged(db);
    };
    await rename('Skin and Coat');
    try {
      expect(await search('coat')).to.have.members([ids.carter, ids.skin]);
    } finally {
      await rename('Dermatology');
    }
    expect(await search('coat')).to.deep.equal([]);
  });

  it("is answered by the GIN index on the search document (EXPLAIN of the vet list's own query)", async () => {
    const db = t.testDb.db;
    const rollback = new Error('rollback');
    let plan = '';
    await db.transaction(async (tx) => {
      // Enough listings that reading them all costs more than the index: the planner then picks it by itself.
      const vendorId = await createVendor(tx);
      await tx.raw(`
        insert into vendor_listings (vendor_id, title, line1, timezone, zipcode, profile, consultations)
        select ?, 'Bulk practice ' || n, 'Dr. Bulk ' || n, 'America/New_York', '20000', '{}'::jsonb, ?::jsonb
        from generate_series(1, 3000) n`, [vendorId, JSON.stringify(CLINIC)]);
      await tx.raw('analyze vendor_listings');
      await tx.raw('analyze vendors');
      const sql = (publicListingsPage(tx, { type: 'clinic', words: ['lee'], zipcode: null, limit: 5, offset: 0 }) as unknown as Knex.QueryBuilder).toQuery();
      const res = await tx.raw(`explain ${sql}`);
      plan = (res.rows as Array<{ 'QUERY PLAN': string }>).map((r) => r['QUERY PLAN']).join('\n');
      throw rollback;
    }).catch((err) => { if (err !== rollback) throw err; });
    expect(plan).to.contain('vendor_listings_search_document_index');
  });
});
