import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { createApiToken, createBooking, createCustomer, createListing, createPet, createUser, createVendor, createVendorLogin, createWebsite } from '../factories/index.ts';
import { createHealthRecord } from '../factories/health-records.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { PANEL_VENDOR_ID } from '../../server/domain/orders/order-products.ts';
import { signedInClient, type Client } from './accounts-helpers.ts';

const OPINION = 7000;
const RECORDS = 'query($p: ID) { healthRecords(petId: $p) { id } }';
const card = (number: string = TEST_CARDS.approve) => ({ cardNumber: number, name: 'Olive Owner', ccv: '123', expDt: '2030-01' });

interface Login { id: number; c: Client; token: string }

/**
 * The owner's authorisation on a second opinion ("I authorize Petcare's vets to review my pet's records for this
 * second opinion.") shares the ordered pet, and only it, with the practice that fulfils the order once it is paid:
 * the panel practice for an order placed on the main site, the clinic for one placed on its own site. The owner
 * sees it on My Clinics and ends it there like any sharing.
 */
describe('a paid second opinion shares the ordered pet with the practice that fulfils it', function () {
  this.timeout(120_000);
  let t: TestApp;
  let admin: Login;
  let vet: Login;
  let clinic: { vendorId: number; host: string; admin: Login };

  const login = async (vendorId: number, subrole: 'root_admin' | 'user'): Promise<Login> => {
    const l = await createVendorLogin(t.testDb.db, vendorId, { subrole });
    return { id: l.id, c: await signedInClient(t, l.email, 'vendor'), token: await createApiToken(t.testDb.db, { kind: 'vendor', id: l.id }) };
  };

  before(async () => {
    t = await startTestApp();
    const panel = await createVendor(t.testDb.db, { name: 'Panel Practice' });
    expect(panel).to.equal(PANEL_VENDOR_ID);
    admin = await login(panel, 'root_admin');
    vet = await login(panel, 'user');
    const clinicId = await createVendor(t.testDb.db, { name: 'Happy Paws' });
    const subDomain = `happypaws${Date.now().toString(36)}`;
    await createWebsite(t.testDb.db, clinicId, { name: 'Happy Paws', sub_domain: subDomain });
    clinic = { vendorId: clinicId, host: `${subDomain}.petcare.localhost`, admin: await login(clinicId, 'root_admin') };
  });
  after(() => t.close());

  /** An owner with Buddy (the pet ordered for) and Mia, one record each. */
  async function owner() {
    const db = t.testDb.db;
    const user = await createUser(db, { first_name: 'Olivia' });
    const buddy = await createPet(db, user.id, { name: 'Buddy', type: 1 });
    const mia = await createPet(db, user.id, { name: 'Mia', type: 2 });
    const buddyRecord = await createHealthRecord(db, { userId: user.id, petId: buddy, details: { name: 'Rabies', date: '2026-01-10' } });
    await createHealthRecord(db, { userId: user.id, petId: mia, details: { name: 'Mia shot', date: '2026-02-01' } });
    return { ...user, buddy, mia, buddyRecord, token: await createApiToken(db, { kind: 'user', id: user.id }), c: await signedInClient(t, user.email, 'user') };
  }
  type Owner = Awaited<ReturnType<typeof owner>>;

  const post = (path: string, body: unknown, token: string, host?: string) => t.fetch(path, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
    ...(host ? { host } : {}),
  } as RequestInit);

  /** Stores a second opinion on Buddy (on the clinic's site when `host` is given); returns its id. */
  async function store(o: Owner, host?: string): Promise<number> {
    const res = await post('/api/orders', {
      productId: OPINION, details: { petId: o.buddy, firstOpinion: 'TPLO surgery now.', query: 'Could rest work first?', authorization: true },
    }, o.token, host);
    expect(res.status).to.equal(201);
    return ((await res.json()) as { orderId: number }).orderId;
  }
  const pay = (o: Owner, orderId: number, number?: string) =>
    post('/api/payment', { paymentType: 100, productId: OPINION, orderId, paymentInfo: card(number) }, o.token);

  /** The record ids `who` reads of a pet, or the error code. */
  async function reads(who: Login, petId: number): Promise<number[] | string> {
    const gql = await graphqlAs(t, RECORDS, { p: petId }, who.token);
    return gql.errors ? String(gql.errors[0].extensions.code) : (gql.data.healthRecords as Array<{ id: string }>).map((r) => Number(r.id));
  }
  const assignToVet = async (orderId: number) => {
    expect((await admin.c.form(`/app/orders/${orderId}/assign`, { loginId: String(vet.id) }, { redirect: 'manual' })).status).to.equal(303);
  };
  const myClinics = async (o: Owner) => (await o.c.get('/app/my-clinics', { headers: { accept: 'text/html' } })).text();

  it('paid on the main site: the panel\'s root admin and the assigned vet read the pet\'s records, never the owner\'s other pet', async () => {
    const o = await owner();
    const orderId = await store(o);
    expect(await t.testDb.db('orders').where({ id: orderId }).first()).to.include({ vendor_id: PANEL_VENDOR_ID });
    expect((await pay(o, orderId)).status).to.equal(201);
    expect(await reads(admin, o.buddy)).to.deep.equal([o.buddyRecord]);
    expect(await reads(admin, o.mia)).to.equal('NOT_FOUND');
    expect(await reads(vet, o.buddy)).to.equal('NOT_FOUND'); // not theirs until assigned
    await assignToVet(orderId);
    expect(await reads(vet, o.buddy)).to.deep.equal([o.buddyRecord]);
    expect(await reads(vet, o.mia)).to.equal('NOT_FOUND');
    // The order page lists the record for both.
    for (const who of [admin, vet]) {
      const page = await (await who.c.get(`/app/orders/${orderId}`, { headers: { accept: 'text/html' } })).text();
      expect(page).to.contain(`data-testid="order-shared-record-${o.buddyRecord}"`);
    }
    // The owner sees it on My Clinics, for Buddy alone.
    const relation = await t.testDb.db('vendor_customers').where({ vendor_id: PANEL_VENDOR_ID, user_id: o.id }).first();
    expect(relation.access).to.equal('granted');
    expect(relation.shared_pet_ids.map(Number)).to.deep.equal([o.buddy]);
    const page = await myClinics(o);
    expect(page).to.contain('Panel Practice').and.contain('Can see only Buddy and their health records, shared for a second opinion');
    expect(page).to.contain('data-testid="clinic-decline"');
  });

  it('an order stored but not paid, or paid with a declined card, shares nothing', async () => {
    const o = await owner();
    const orderId = await store(o);
    expect(await reads(admin, o.buddy)).to.equal('NOT_FOUND');
    expect((await pay(o, orderId, TEST_CARDS.decline)).status).to.equal(402);
    expect(await t.testDb.db('orders').where({ id: orderId }).first()).to.include({ status: 'new' });
    expect(await reads(admin, o.buddy)).to.equal('NOT_FOUND');
    expect(await t.testDb.db('vendor_customers').where({ vendor_id: PANEL_VENDOR_ID, user_id: o.id }).first()).to.equal(undefined);
    expect(await myClinics(o)).not.to.contain('Panel Practice');
  });

  it('an order without the authorisation is refused and stores nothing', async () => {
    const o = await owner();
    const before = Number((await t.testDb.db('orders').count<{ c: number }[]>({ c: '*' }))[0].c);
    const res = await post('/api/orders', { productId: OPINION, details: { petId: o.buddy, firstOpinion: 'x', query: 'y' } }, o.token);
    expect(res.status).to.equal(400);
    expect(JSON.stringify(await res.json())).to.contain('Please authorize us to review your pet\'s records');
    expect(Number((await t.testDb.db('orders').count<{ c: number }[]>({ c: '*' }))[0].c)).to.equal(before);
  });

  it('the owner stops sharing on My Clinics: the root admin and the assigned vet read nothing more', async () => {
    const o = await owner();
    const orderId = await store(o);
    expect((await pay(o, orderId)).status).to.equal(201);
    await assignToVet(orderId);
    expect(await reads(vet, o.buddy)).to.deep.equal([o.buddyRecord]);
    const stop = await o.c.form(`/app/my-clinics/${PANEL_VENDOR_ID}`, { answer: 'decline' }, { redirect: 'manual' });
    expect(stop.status).to.equal(303);
    expect(await reads(admin, o.buddy)).to.equal('NOT_FOUND');
    expect(await reads(vet, o.buddy)).to.equal('NOT_FOUND');
    expect(await myClinics(o)).to.contain('Cannot see your pets and their health records');
    // A later second opinion authorises its own pet again.
    const again = await store(o);
    expect((await pay(o, again)).status).to.equal(201);
    expect(await reads(admin, o.buddy)).to.deep.equal([o.buddyRecord]);
    expect(await reads(admin, o.mia)).to.equal('NOT_FOUND');
  });

  it('an order placed on a clinic\'s site shares the pet with that clinic, not with the panel', async () => {
    const o = await owner();
    const orderId = await store(o, clinic.host);
    expect(await t.testDb.db('orders').where({ id: orderId }).first()).to.include({ vendor_id: clinic.vendorId });
    expect(await reads(clinic.admin, o.buddy)).to.equal('NOT_FOUND');
    expect((await pay(o, orderId)).status).to.equal(201);
    expect(await reads(clinic.admin, o.buddy)).to.deep.equal([o.buddyRecord]);
    expect(await reads(clinic.admin, o.mia)).to.equal('NOT_FOUND');
    expect(await reads(admin, o.buddy)).to.equal('NOT_FOUND');
  });

  it('a clinic the owner already shares every pet with keeps them all; one the owner declined sees the ordered pet alone', async () => {
    const all = await owner();
    await createCustomer(t.testDb.db, PANEL_VENDOR_ID, all.id, { access: 'granted' });
    expect((await pay(all, await store(all))).status).to.equal(201);
    expect(await reads(admin, all.mia)).to.have.length(1);
    expect(await myClinics(all)).to.contain('Can see your pets and their health records');
    const declined = await owner();
    await createCustomer(t.testDb.db, PANEL_VENDOR_ID, declined.id, { access: 'declined' });
    expect((await pay(declined, await store(declined))).status).to.equal(201);
    expect(await reads(admin, declined.buddy)).to.deep.equal([declined.buddyRecord]);
    expect(await reads(admin, declined.mia)).to.equal('NOT_FOUND');
  });

  it('a new booking the owner makes with the practice shares all their pets, as any own booking does', async () => {
    const o = await owner();
    expect((await pay(o, await store(o))).status).to.equal(201);
    const listingId = await createListing(t.testDb.db, PANEL_VENDOR_ID);
    expect(await reads(admin, o.mia)).to.equal('NOT_FOUND');
    await createBooking(t.testDb.db, { userId: o.id, vendorId: PANEL_VENDOR_ID, listingId, slot: new Date(Date.now() + 86_400_000) });
    expect(await reads(admin, o.mia)).to.have.length(1);
    expect(await myClinics(o)).to.contain('Can see your pets and their health records');
  });

  it('the order page says what the authorisation shares, above the form that asks for it', async () => {
    const o = await owner();
    const page = await (await o.c.get('/second-medical-opinion/order', { headers: { accept: 'text/html' } })).text();
    expect(page).to.contain('data-testid="order-records-sharing"').and.contain('shares the pet you choose, and only that pet')
      .and.contain('I authorize Petcare&#x27;s vets to review my pet&#x27;s records for this second opinion.');
  });
});
