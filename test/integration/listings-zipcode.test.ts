import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createListing, createVendor } from '../factories/index.ts';

describe('vet list zipcode search (a prefix match)', () => {
  let t: TestApp;

  const zipsFor = async (zipcode: string) => {
    const res = await t.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query($z: String) { vendorServices(zipcode: $z, limit: 20) { zipcode } }', variables: { z: zipcode } }),
    });
    const body = await res.json();
    expect(body.errors).to.equal(undefined);
    return (body.data.vendorServices as Array<{ zipcode: string }>).map((s) => s.zipcode).sort();
  };

  before(async () => {
    t = await startTestApp();
    const vendorId = await createVendor(t.testDb.db);
    for (const zipcode of ['10001', '10011', '11201', '20100']) await createListing(t.testDb.db, vendorId, { zipcode, title: `Vets ${zipcode}` });
  });
  after(() => t.close());

  it("finds every zipcode starting with what was typed: '100' finds 10001 and 10011", async () => {
    expect(await zipsFor('100')).to.deep.equal(['10001', '10011']);
    expect(await zipsFor('1001')).to.deep.equal(['10011']);
    expect(await zipsFor('10001')).to.deep.equal(['10001']);
    expect(await zipsFor('201')).to.deep.equal(['20100']);
    expect(await zipsFor('99')).to.deep.equal([]);
  });

  it('narrows the server-rendered list from the URL', async () => {
    const html = await (await t.fetch('/vet-appointments/list?zip=100')).text();
    expect(html.match(/class="vet-card"/g)?.length).to.equal(2);
    expect(html).to.contain('Vets 10001').and.contain('Vets 10011').and.not.contain('Vets 11201');
  });

  it('can be answered by the text_pattern_ops index (EXPLAIN)', async () => {
    const plan = await t.testDb.db.transaction(async (tx) => {
      // A tiny table makes a sequential scan cheapest; forbid it to see whether the index can answer.
      await tx.raw('set local enable_seqscan = off');
      const res = await tx.raw(`explain select id from vendor_listings where status = 1 and zipcode like '100%'`);
      return (res.rows as Array<{ 'QUERY PLAN': string }>).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).to.contain('vendor_listings_zipcode_pattern_index');
  });
});
