import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import { createHouseCallArea, createUser, createVendor, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { islandPropsOf } from '../setup/island-props.ts';
import { client, type Client } from './accounts-helpers.ts';

const card = { cardNumber: TEST_CARDS.approve, name: 'Olive Owner', ccv: '123', expDt: '2030-01' };
const nyc = { primaryPhone: '212-555-0199', address: '200 W 23rd St', city: 'New York', state: 'NY', zipcode: '10011' };

describe('house calls: the address must be a US one that a practice serves, checked before payment', () => {
  let t: TestApp;
  let token: string;
  let ownerId: number;
  let chelsea: number;
  let brooklyn: number;

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    // Every practice is in New York: one visits within 5 miles of Chelsea, the other two Brooklyn zip codes.
    chelsea = await createVendor(db, { name: 'Chelsea Vets' });
    brooklyn = await createVendor(db, { name: 'Brooklyn Paws' });
    await createHouseCallArea(db, chelsea, { radiusMiles: 5, centerZipcode: '10011' });
    await createHouseCallArea(db, brooklyn, { zipcodes: ['11201', '11215'] });
    const owner = await createUser(db);
    ownerId = owner.id;
    token = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
  });
  after(() => t.close());

  const store = (details: Record<string, unknown>) => postJson(t, '/api/orders', { productId: 3000, details }, { token });
  const refusal = async (res: Response) => ({ ...(await res.json()) as { status: string; fields: Record<string, string> }, http: res.status });

  it("refuses Anchorage, a state 'XX' and a zipcode of another state with a clear message at their field, storing nothing", async () => {
    const before = await t.testDb.db('orders').where({ user_id: ownerId }).count({ n: '*' }).first();
    const anchorage = await refusal(await store({ ...nyc, city: 'Anchorage', state: 'AK', zipcode: '99501' }));
    expect(anchorage).to.deep.include({
      http: 400, fields: { zipcode: 'Sorry, no practice makes house calls to 99501 yet. Please check the zipcode, or book a video consultation instead.' },
    });
    expect((await refusal(await store({ ...nyc, state: 'XX' }))).fields).to.deep.equal({ state: 'Please choose a US state' });
    expect((await refusal(await store({ ...nyc, zipcode: '99501' }))).fields).to.deep.equal({ zipcode: 'Zipcode 99501 is in Alaska, not New York.' });
    expect((await refusal(await store({ ...nyc, zipcode: '00000' }))).fields).to.deep.equal({ zipcode: 'Please enter a valid US zipcode' });
    // The one-shot form with a card is refused the same way, before any charge.
    const payments = await t.testDb.db('payments').where({ user_id: ownerId }).count({ n: '*' }).first();
    const oneShot = await postJson(t, '/api/payment', { paymentType: 100, productId: 3000, details: { ...nyc, state: 'AK', zipcode: '99501' }, paymentInfo: card }, { token });
    expect(oneShot.status).to.equal(400);
    expect(await t.testDb.db('payments').where({ user_id: ownerId }).count({ n: '*' }).first()).to.deep.equal(payments);
    expect(await t.testDb.db('orders').where({ user_id: ownerId }).count({ n: '*' }).first()).to.deep.equal(before);
  });

  it('takes an address inside a practice\'s radius or zip codes, naming the practice that serves it', async () => {
    const inRadius = await store(nyc);
    expect(inRadius.status).to.equal(201);
    const a = await t.testDb.db('orders').where({ id: (await inRadius.json()).orderId }).first();
    expect(Number(a.vendor_id)).to.equal(chelsea);
    expect(a.details).to.deep.include({ state: 'NY', zipcode: '10011', practice: { vendorId: chelsea, name: 'Chelsea Vets' } });
    // 11215 (Park Slope) is over 5 miles from Chelsea: the practice listing it serves it.
    const listed = await store({ ...nyc, city: 'Brooklyn', state: 'ny', zipcode: '11215' });
    expect(listed.status).to.equal(201);
    expect(Number((await t.testDb.db('orders').where({ id: (await listed.json()).orderId }).first()).vendor_id)).to.equal(brooklyn);
  });

  it('checks the address again at checkout and at payment: an area narrowed since shows why, before the card', async () => {
    const db = t.testDb.db;
    const vendor = await createVendor(db, { name: 'Narrowing Vets' });
    await createHouseCallArea(db, vendor, { zipcodes: ['10301'] });
    const stored = await store({ ...nyc, city: 'Staten Island', zipcode: '10301' });
    const { orderId } = await stored.json();
    await db('house_call_areas').where({ vendor_id: vendor }).update({ zipcodes: db.raw(`'{10302}'::text[]`) });
    const html = await (await t.fetch(`/checkout?orderId=${orderId}`, { headers: { accept: 'text/html', authorization: `Bearer ${token}` } })).text();
    expect(islandPropsOf<{ error: string; serviceOrder: unknown }>(html, 'checkout'))
      .to.deep.include({ error: 'Sorry, no practice makes house calls to 10301 yet. Please check the zipcode, or book a video consultation instead.', serviceOrder: null });
    const paid = await postJson(t, '/api/payment', { paymentType: 100, orderId, paymentInfo: card }, { token });
    expect(paid.status).to.equal(400);
    expect((await db('orders').where({ id: orderId }).first()).status).to.equal('new');
  });

  describe('Settings, House calls', () => {
    let root: Client;
    let vendorId: number;
    before(async () => {
      vendorId = await createVendor(t.testDb.db, { name: 'Queens Vets' });
      const login = await createVendorLogin(t.testDb.db, vendorId, { subrole: 'root_admin' });
      root = client(t);
      expect((await root.post('/api/account/login', { email: login.email, password: TEST_PASSWORD, role: 'vendor' })).status).to.equal(200);
    });

    it("saves the clinic's zip codes and radius, and house calls there are then taken", async () => {
      const saved = await root.form('/app/settings/house-calls', { zipcodes: '11101, 11102 11101', radiusMiles: '3', centerZipcode: '11354' }, { redirect: 'manual' });
      expect(saved.status).to.equal(303);
      expect(saved.headers.get('location')).to.equal('/app/settings/house-calls?saved=1');
      const page = await (await root.get('/app/settings/house-calls?saved=1', { headers: { accept: 'text/html' } })).text();
      expect(page).to.contain('House-call area saved.').and.contain('11101, 11102').and.contain('value="3"').and.contain('value="11354"');
      const flushing = await store({ ...nyc, city: 'Flushing', zipcode: '11355' });
      expect(flushing.status).to.equal(201);
      expect(Number((await t.testDb.db('orders').where({ id: (await flushing.json()).orderId }).first()).vendor_id)).to.equal(vendorId);
    });

    it('shows every problem at its field with status 400 and saves nothing', async () => {
      const before = await t.testDb.db('house_call_areas').where({ vendor_id: vendorId }).first();
      const res = await root.form('/app/settings/house-calls', { zipcodes: '111, abcde', radiusMiles: '500', centerZipcode: '' }, { redirect: 'manual' });
      expect(res.status).to.equal(400);
      const html = await res.text();
      expect(html).to.contain('Enter 5-digit zip codes, separated by commas or spaces').and.contain('Enter a whole number of miles from 1 to 100');
      const noCentre = await root.form('/app/settings/house-calls', { zipcodes: '', radiusMiles: '5', centerZipcode: '' }, { redirect: 'manual' });
      expect(noCentre.status).to.equal(400);
      expect(await noCentre.text()).to.contain('Enter the 5-digit zip code the radius is measured from');
      expect(await t.testDb.db('house_call_areas').where({ vendor_id: vendorId }).first()).to.deep.equal(before);
    });
  });
});
