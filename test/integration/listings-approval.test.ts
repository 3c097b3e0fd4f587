import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs, postJson } from '../setup/post-json.ts';
import { createBooking, createListing, createUser, createVendor, createVendorLogin, createWebsite, EVERY_DAY } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { LISTING_STATE_MESSAGES } from '../../contracts/listings.ts';

const ZONE = 'America/New_York';
const SAVE = 'mutation($input: SaveListingInput!) { saveListing(input: $input) { message listing { id state } } }';
const SET_STATE = 'mutation($id: ID!, $state: ListingState!) { setListingState(id: $id, state: $state) { message listing { id state } } }';
const MINE = '{ listings(limit: 50) { id title state } }';
const PUBLIC = 'query($q: String) { vendorServices(type: "video", search: $q) { id name } }';
const SLOTS = 'query($l: ID!, $d: String!) { availableSlots(listingId: $l, type: "video", date: $d) { slots } }';

const day = (daysAhead: number) => moment.tz(ZONE).add(daysAhead, 'days').format('YYYY-MM-DD');
const slotAt = (daysAhead: number, hour: number) => moment.tz(ZONE).add(daysAhead, 'days').startOf('day').hour(hour).toISOString();

/**
 * A listing a sub-user creates waits for the root admin before it reaches the clinic's site, and stays waiting
 * when its creator leaves; the root admin approves it from My Listings, archives listings (hidden from the
 * public and from booking, appointments kept) and restores them.
 */
describe('listings: approval of a sub-user\'s listing, archive and restore', () => {
  let t: TestApp;
  let clinic: number;
  let root: string;
  let sub: string;
  let subId: number;
  let owner: { id: number; token: string };
  const site = `approvals${Date.now()}`;

  const gql = (query: string, variables: object, token?: string) => graphqlAs(t, query, variables, token);
  const code = (res: { errors?: Array<{ extensions: { code: string } }> }) => res.errors?.[0]?.extensions.code;
  const publicNames = async (q: string) => (await gql(PUBLIC, { q })).data.vendorServices.map((s: { name: string }) => s.name);
  const input = (title: string) => ({
    title, line1: 'Dr. Nora Nurse, DVM', timezone: ZONE, managers: [String(subId)],
    consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }],
  });
  const book = (listingId: number, hour: number) => postJson(t, '/api/payment', {
    paymentType: 300, vendor_listing_id: listingId, type: 'video', slot: slotAt(3, hour), info: { summary: 'Itchy ears' }, pet: { name: 'Biscuit', type: 1 },
    paymentInfo: { cardNumber: TEST_CARDS.approve, name: 'Olive Owner', ccv: '123', expDt: '2030-01' },
  }, { token: owner.token });

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    clinic = await createVendor(db, { name: 'Approval Vets' });
    await createWebsite(db, clinic, { name: 'Approval Vets', sub_domain: site });
    const rootLogin = await createVendorLogin(db, clinic, { subrole: 'root_admin' });
    const subLogin = await createVendorLogin(db, clinic, { subrole: 'user' });
    subId = subLogin.id;
    const token = (id: number) => createApiToken(t.testDb.db, { kind: 'vendor', id });
    root = await token(rootLogin.id);
    sub = await token(subLogin.id);
    const o = await createUser(db);
    owner = { id: o.id, token: await createApiToken(t.testDb.db, { kind: 'user', id: o.id }) };
  });
  after(() => t.close());

  it("keeps a sub-user's new listing off the site, the vet list and booking until the root admin approves it, even after the sub-user leaves", async () => {
    const saved = (await gql(SAVE, { input: input('Nursewing Annex') }, sub)).data.saveListing;
    expect(saved.listing.state).to.equal('awaitingApproval');
    expect(saved.message).to.equal(LISTING_STATE_MESSAGES.awaitingApproval);
    const id = Number(saved.listing.id);
    expect((await gql(MINE, {}, sub)).data.listings).to.deep.include({ id: String(id), title: 'Nursewing Annex', state: 'awaitingApproval' });
    expect(await publicNames('Nursewing')).to.deep.equal([]);
    expect(await (await t.fetch('/', { host: `${site}.petcare.localhost` })).text()).to.not.contain('Nursewing Annex');
    expect(code(await gql(SLOTS, { l: String(id), d: day(3) }))).to.equal('NOT_FOUND');
    expect((await book(id, 10)).status).to.equal(404);
    // Only the root admin approves.
    expect(code(await gql(SET_STATE, { id: String(id), state: 'live' }, sub))).to.equal('FORBIDDEN');
    // The sub-user leaves: the listing still waits, and is still not public.
    expect(code(await gql('mutation($id: ID!) { deleteTeamMember(id: $id) { id } }', { id: String(subId) }, root))).to.equal(undefined);
    expect((await gql(MINE, {}, root)).data.listings).to.deep.include({ id: String(id), title: 'Nursewing Annex', state: 'awaitingApproval' });
    expect(await publicNames('Nursewing')).to.deep.equal([]);

    const approved = (await gql(SET_STATE, { id: String(id), state: 'live' }, root)).data.setListingState;
    expect(approved).to.deep.equal({ message: LISTING_STATE_MESSAGES.live, listing: { id: String(id), state: 'live' } });
    expect(await publicNames('Nursewing')).to.deep.equal(['Nursewing Annex']);
    expect((await gql(SLOTS, { l: String(id), d: day(3) })).data.availableSlots.slots.length).to.be.greaterThan(0);
    expect((await book(id, 11)).status).to.equal(201);
  });

  it('archives a listing: hidden from the public and from booking, its appointments kept; restoring brings it back', async () => {
    const db = t.testDb.db;
    const id = await createListing(db, clinic, { title: 'Archivable Heights', timezone: ZONE, consultations: input('x').consultations });
    const kept = await createBooking(db, { userId: owner.id, vendorId: clinic, listingId: id, slot: new Date(slotAt(4, 10)), type: 'video' });
    expect(await publicNames('Archivable')).to.deep.equal(['Archivable Heights']);

    const archived = (await gql(SET_STATE, { id: String(id), state: 'archived' }, root)).data.setListingState;
    expect(archived.listing.state).to.equal('archived');
    expect(await publicNames('Archivable')).to.deep.equal([]);
    expect(await (await t.fetch('/', { host: `${site}.petcare.localhost` })).text()).to.not.contain('Archivable Heights');
    expect((await book(id, 12)).status).to.equal(404);
    // Its appointment stays, for the clinic and the owner.
    const asVendor = { headers: { accept: 'text/html', authorization: `Bearer ${root}` } };
    expect((await t.fetch(`/app/appointments/${kept}`, asVendor)).status).to.equal(200);
    const mine = await gql('{ appointments { items { id } } }', {}, owner.token);
    expect(mine.data.appointments.items.map((a: { id: string }) => Number(a.id))).to.include(kept);
    // An archived listing cannot be approved as new, only restored; a live one cannot be restored.
    expect((await gql(MINE, {}, root)).data.listings).to.deep.include({ id: String(id), title: 'Archivable Heights', state: 'archived' });
    const restored = (await gql(SET_STATE, { id: String(id), state: 'live' }, root)).data.setListingState;
    expect(restored.listing.state).to.equal('live');
    expect(code(await gql(SET_STATE, { id: String(id), state: 'live' }, root))).to.equal('BAD_USER_INPUT');
    expect(await publicNames('Archivable')).to.deep.equal(['Archivable Heights']);
  });

  it("refuses another clinic's root admin", async () => {
    const db = t.testDb.db;
    const otherClinic = await createVendor(db);
    const other = await createVendorLogin(db, otherClinic, { subrole: 'root_admin' });
    const otherToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: other.id });
    const id = await createListing(db, clinic, { title: 'Not Yours' });
    expect(code(await gql(SET_STATE, { id: String(id), state: 'archived' }, otherToken))).to.equal('FORBIDDEN');
    expect(await db('vendor_listings').where({ id }).first()).to.include({ status: 1 });
  });
});
