import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { createBooking, createListing, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';

const LIST = `query($status: Int, $listingId: ID, $sort: AppointmentSort, $offset: Int, $limit: Int) {
  appointments(status: $status, listingId: $listingId, sort: $sort, offset: $offset, limit: $limit) {
    hasMore items { id bookingCode state statusLabel customerName petName listing { id title } }
  }
}`;
const DETAIL = `query($id: ID!) { appointment(id: $id) {
  id bookingCode customerName contactNumber petName summary typeLabel consultationLink canCancel statusLabel listing { title line1 address }
} }`;
const DAY = 86_400_000;

describe('appointments (GraphQL): who sees which bookings', () => {
  let t: TestApp;
  let vendorX: number;
  let listingA: number;
  let listingB: number;
  let owner: { id: number; token: string };
  let otherOwner: { id: number; token: string };
  let rootX: string;
  let managerA: string;
  let unnamedSub: string;
  let rootY: string;
  const ids: Record<string, number> = {};

  const gql = (query: string, variables: object = {}, token?: string) => graphqlAs(t, query, variables, token);
  const code = (res: { errors?: Array<{ extensions: { code: string } }> }) => res.errors?.[0]?.extensions.code;
  const listIds = async (token: string, variables: object = {}) =>
    ((await gql(LIST, variables, token)).data.appointments.items as Array<{ id: string }>).map((i) => Number(i.id));
  const userToken = (id: number) =>
    createApiToken(t.testDb.db, { kind: 'user', id });
  const vendorToken = (id: number) =>
    createApiToken(t.testDb.db, { kind: 'vendor', id });

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    vendorX = await createVendor(db);
    const vendorY = await createVendor(db);
    const manager = await createVendorLogin(db, vendorX, { subrole: 'user' });
    const unnamed = await createVendorLogin(db, vendorX, { subrole: 'user' });
    listingA = await createListing(db, vendorX, { title: 'Alpha Clinic', managers: [manager.id] });
    listingB = await createListing(db, vendorX, { title: 'Beta Clinic' });
    const listingC = await createListing(db, vendorY, { title: 'Gamma Clinic' });
    const o = await createUser(db, { first_name: 'Olive' });
    const p = await createUser(db, { first_name: 'Pat' });
    owner = { id: o.id, token: await userToken(o.id) };
    otherOwner = { id: p.id, token: await userToken(p.id) };
    rootX = await vendorToken((await createVendorLogin(db, vendorX)).id);
    managerA = await vendorToken(manager.id);
    unnamedSub = await vendorToken(unnamed.id);
    rootY = await vendorToken((await createVendorLogin(db, vendorY)).id);

    const now = Date.now();
    const book = async (name: string, userId: number, vendorId: number, listingId: number, days: number, status = 0) => {
      ids[name] = await createBooking(db, { userId, vendorId, listingId, slot: new Date(now + days * DAY), status });
    };
    // Created in this order, so Booking Date order is the reverse.
    await book('ownerA', o.id, vendorX, listingA, 3);
    await book('ownerB', o.id, vendorX, listingB, 1);
    await book('ownerPast', o.id, vendorX, listingA, -2);
    await book('ownerCanceled', o.id, vendorX, listingB, 5, 3);
    await book('ownerRescheduled', o.id, vendorX, listingA, 6, 2);
    await book('ownerAtY', o.id, vendorY, listingC, 2);
    await book('otherA', p.id, vendorX, listingA, 4);
    await db('bookings').where({ id: ids.ownerA }).update({
      details: JSON.stringify({
        type: 'video', user: { id: o.id, first_name: 'Olive', last_name: 'Owner', phone: '2125550199' }, pet: { id: 1, name: 'Rex' },
        details: { title: 'Alpha Clinic', line1: 'Dr. Vera Vet, DVM', address: '1 Main St, Springfield', duration: 30, price: 25 },
        info: { summary: 'Itchy ears' }, listingTZ: 'America/New_York',
      }),
    });
  });
  after(() => t.close());

  it('refuses every appointments field to an anonymous caller', async () => {
    expect(code(await gql(LIST))).to.equal('UNAUTHENTICATED');
    expect(code(await gql(DETAIL, { id: ids.ownerA }))).to.equal('UNAUTHENTICATED');
    expect(code(await gql('mutation($id: ID!) { cancelAppointment(id: $id) { message } }', { id: ids.ownerA }))).to.equal('UNAUTHENTICATED');
  });

  it('shows an owner only their own bookings, at every vendor', async () => {
    const mine = await listIds(owner.token, { limit: 50 });
    expect(mine).to.have.members([ids.ownerA, ids.ownerB, ids.ownerPast, ids.ownerCanceled, ids.ownerRescheduled, ids.ownerAtY]);
    expect(await listIds(otherOwner.token)).to.deep.equal([ids.otherA]);
    const res = await gql(LIST, {}, owner.token);
    expect(res.data.appointments.items.every((i: { customerName: unknown }) => i.customerName === null)).to.equal(true);
  });

  it("shows a root admin the tenant's bookings with customer names, never another tenant's", async () => {
    const all = await listIds(rootX, { limit: 50 });
    expect(all).to.have.members([ids.ownerA, ids.ownerB, ids.ownerPast, ids.ownerCanceled, ids.ownerRescheduled, ids.otherA]);
    const items = (await gql(LIST, { limit: 50 }, rootX)).data.appointments.items as Array<{ id: string; customerName: string }>;
    expect(items.find((i) => Number(i.id) === ids.ownerA)?.customerName).to.equal('Olive Owner');
    expect(await listIds(rootY, { limit: 50 })).to.deep.equal([ids.ownerAtY]);
  });

  it('shows a sub-user only bookings of listings naming them as manager', async () => {
    expect(await listIds(managerA, { limit: 50 })).to.have.members([ids.ownerA, ids.ownerPast, ids.ownerRescheduled, ids.otherA]);
    expect(await listIds(unnamedSub, { limit: 50 })).to.deep.equal([]);
    expect(await listIds(managerA, { listingId: listingB })).to.deep.equal([]);
  });

  it('filters by status: upcoming and complete compare the slot with now, the others match the stored status', async () => {
    expect(await listIds(owner.token, { status: 0 })).to.deep.equal([ids.ownerB, ids.ownerAtY, ids.ownerA]);
    expect(await listIds(owner.token, { status: 1 })).to.deep.equal([ids.ownerPast]);
    expect(await listIds(owner.token, { status: 2 })).to.deep.equal([ids.ownerRescheduled]);
    expect(await listIds(owner.token, { status: 3 })).to.deep.equal([ids.ownerCanceled]);
    const labels = (await gql(LIST, { limit: 50 }, owner.token)).data.appointments.items.map((i: { statusLabel: string }) => i.statusLabel);
    expect(labels).to.have.members(['Completed', 'Active', 'Active', 'Active', 'Canceled', 'Re-Scheduled']);
  });

  it('filters a vendor by listing, and refuses the listing filter to owners', async () => {
    expect(await listIds(rootX, { listingId: listingB })).to.deep.equal([ids.ownerB, ids.ownerCanceled]);
    const res = await gql(LIST, { listingId: listingA }, owner.token);
    expect(code(res)).to.equal('BAD_USER_INPUT');
    expect(res.errors[0].message).to.equal('Only vets and clinics can filter by listing.');
  });

  it('sorts by Appointment Date (what is ahead soonest first, then the past) or Booking Date (newest first)', async () => {
    expect(await listIds(owner.token, { sort: 'SLOT', limit: 50 })).to.deep.equal(
      [ids.ownerB, ids.ownerAtY, ids.ownerA, ids.ownerCanceled, ids.ownerRescheduled, ids.ownerPast]);
    expect(await listIds(owner.token, { sort: 'CREATED', limit: 50 })).to.deep.equal(
      [ids.ownerAtY, ids.ownerRescheduled, ids.ownerCanceled, ids.ownerPast, ids.ownerB, ids.ownerA]);
  });

  it('pages with offset and limit, and says when there are more', async () => {
    const first = (await gql(LIST, { limit: 4 }, owner.token)).data.appointments;
    expect(first.items).to.have.length(4);
    expect(first.hasMore).to.equal(true);
    const rest = (await gql(LIST, { limit: 4, offset: 4 }, owner.token)).data.appointments;
    expect(rest.items).to.have.length(2);
    expect(rest.hasMore).to.equal(false);
    expect(code(await gql(LIST, { limit: 51 }, owner.token))).to.equal('BAD_USER_INPUT');
    expect(code(await gql(LIST, { offset: -1 }, owner.token))).to.equal('BAD_USER_INPUT');
    expect(code(await gql(LIST, { status: 7 }, owner.token))).to.equal('BAD_USER_INPUT');
  });

  it("gives the owner the detail rows with the owner's consultation link", async () => {
    const d = (await gql(DETAIL, { id: ids.ownerA }, owner.token)).data.appointment;
    expect(d).to.include({
      bookingCode: `PC-${String(ids.ownerA).padStart(6, '0')}`, customerName: 'Olive Owner', contactNumber: '2125550199',
      petName: 'Rex', summary: 'Itchy ears', typeLabel: 'Video consultation', canCancel: true, statusLabel: 'Active',
    });
    expect(d.listing).to.deep.equal({ title: 'Alpha Clinic', line1: 'Dr. Vera Vet, DVM', address: '1 Main St, Springfield' });
    expect(d.consultationLink).to.match(new RegExp(`/appointments\\?z=${owner.id}U${ids.ownerA}\\.`));
    const vendorSide = (await gql(DETAIL, { id: ids.ownerA }, managerA)).data.appointment;
    expect(vendorSide.consultationLink).to.match(new RegExp(`/appointments\\?z=${owner.id}C${ids.ownerA}\\.`));
    expect((await gql(DETAIL, { id: ids.ownerB }, owner.token)).data.appointment.consultationLink).to.equal(null);
  });

  it('answers NOT_FOUND for another owner, another tenant and an unmanaged listing', async () => {
    expect(code(await gql(DETAIL, { id: ids.ownerA }, otherOwner.token))).to.equal('NOT_FOUND');
    expect(code(await gql(DETAIL, { id: ids.ownerA }, rootY))).to.equal('NOT_FOUND');
    expect(code(await gql(DETAIL, { id: ids.ownerB }, managerA))).to.equal('NOT_FOUND');
    expect(code(await gql(DETAIL, { id: ids.ownerA }, unnamedSub))).to.equal('NOT_FOUND');
    expect(code(await gql(DETAIL, { id: 'abc' }, owner.token))).to.equal('BAD_USER_INPUT');
    expect((await gql(DETAIL, { id: ids.ownerB }, rootX)).data.appointment.customerName).to.equal('Olive Owner');
  });
});
