import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs, postJson } from '../setup/post-json.ts';
import { createListing, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { SLOT_TAKEN } from '../../contracts/bookings.ts';

const ZONE = 'America/New_York';
const EVERY_DAY = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '08:00', to: '20:00' }];

/**
 * Every surface that lists slots asks the one engine with the consultation's own step and the
 * overrides, and the server books exactly what they list: a 30-minute clinic visit whose 10:00 the
 * clinic closed (and where it opened 10:15, inside the closed half hour) shows the same starts on
 * the vet list, the booking lookup (wizard, clinic site, New Appointment, reschedule) for a visitor,
 * an owner and the clinic itself; each of them books; nothing overlapping 10:00-10:30 does.
 */
describe('one availability engine on every surface', () => {
  let t: TestApp;
  let listingId: number;
  let ownerToken: string;
  let vetToken: string;
  let petId: number;
  const day = moment.tz(ZONE).add(1, 'day').format('YYYY-MM-DD');
  const local = (hhmm: string) => moment.tz(`${day} ${hhmm}`, 'YYYY-MM-DD HH:mm', ZONE).toISOString();
  const hhmm = (iso: string) => moment.tz(iso, ZONE).format('HH:mm');
  /** The starts between 09:00 and 12:00 of the day, as local times. */
  const morning = (isos: string[]) => isos.filter((s) => moment.tz(s, ZONE).format('YYYY-MM-DD') === day)
    .map(hhmm).filter((h) => h >= '09:00' && h < '12:00');
  const gql = (query: string, variables: object, token?: string) => graphqlAs(t, query, variables, token);

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    listingId = await createListing(db, vendorId, {
      title: 'Closed Half Hour Clinic', timezone: ZONE,
      consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 60, schedule: EVERY_DAY }],
    });
    const owner = await createUser(db);
    petId = await createPet(db, owner.id);
    ownerToken = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
    const vet = await createVendorLogin(db, vendorId);
    vetToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: vet.id });
    const toggle = 'mutation($id: ID!, $s: String!) { toggleSlot(listingId: $id, type: "clinic", slot: $s) { open } }';
    // An opening at 10:15 first, then 10:00 closed: the closed half hour covers the opening too.
    expect((await gql(toggle, { id: String(listingId), s: local('10:15') }, vetToken)).data.toggleSlot.open).to.equal(true);
    expect((await gql(toggle, { id: String(listingId), s: local('10:00') }, vetToken)).data.toggleSlot.open).to.equal(false);
  });
  after(() => t.close());

  async function vetListSlots(): Promise<string[]> {
    const answer = await gql('query { vendorServices(type: "clinic", search: "closed half hour") { id strip { date slots { iso } } } }', {});
    const [service] = answer.data.vendorServices;
    expect(Number(service.id)).to.equal(listingId);
    return (service.strip as Array<{ date: string; slots: Array<{ iso: string }> }>).flatMap((d) => d.slots.map((s) => s.iso));
  }

  async function lookupSlots(token?: string): Promise<string[]> {
    const answer = await gql('query($id: ID!, $d: String!) { availableSlots(listingId: $id, type: "clinic", date: $d) { slots } }', { id: String(listingId), d: day }, token);
    return answer.data.availableSlots.slots;
  }

  it('lists the same starts, a duration apart, with no start inside the closed half hour, on every surface', async () => {
    const expected = ['09:00', '09:30', '10:30', '11:00', '11:30'];
    expect(morning(await vetListSlots()), 'vet list').to.deep.equal(expected);
    expect(morning(await lookupSlots()), 'visitor on a clinic site or order page').to.deep.equal(expected);
    expect(morning(await lookupSlots(ownerToken)), 'owner (wizard, reschedule)').to.deep.equal(expected);
    expect(morning(await lookupSlots(vetToken)), 'the clinic (New Appointment)').to.deep.equal(expected);
  });

  it('books every start offered around the closed one, and refuses any start overlapping it', async () => {
    const offered = morning(await lookupSlots(ownerToken));
    const book = (at: string) => postJson(t, '/api/payment', {
      paymentType: 300, vendor_listing_id: listingId, type: 'clinic', slot: local(at), info: { summary: 'Checkup' }, pet: { id: petId },
      paymentInfo: { cardNumber: TEST_CARDS.approve, name: 'Olive Owner', ccv: '123', expDt: '2030-01' },
    }, { token: ownerToken });
    for (const at of ['10:00', '10:15', '09:40', '10:20']) {
      const refused = await book(at);
      expect(refused.status, `${at}: ${JSON.stringify(await refused.clone().json())}`).to.equal(409);
      expect((await refused.json()).status, at).to.equal(SLOT_TAKEN);
    }
    for (const at of offered) expect((await book(at)).status, at).to.equal(201);
    const booked = await t.testDb.db('bookings').where({ vendor_listing_id: listingId }).whereIn('status', [0, 1]).select('slot');
    expect(booked.map((b) => hhmm(new Date(b.slot).toISOString())).sort()).to.deep.equal(offered);
    expect(morning(await vetListSlots())).to.deep.equal([]);
  });
});
