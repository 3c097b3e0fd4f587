import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp } from '../setup/app.ts';
import { createCustomer, createListing, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';

const ZONE = 'America/New_York';
const EVERY_DAY = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '08:00', to: '20:00' }];
let day = 1;
/** A different offered slot for each booking: one day further each time, 10:00 in New York. */
const nextSlot = () => moment.tz(ZONE).add(day++, 'days').startOf('day').hour(10).toISOString();
const card = (number: string = TEST_CARDS.approve) => ({ cardNumber: number, name: 'Olive Owner', ccv: '123', expDt: '2030-01' });

async function world(env: Record<string, string> = {}) {
  const t = await startTestApp(env);
  const db = t.testDb.db;
  const vendorId = await createVendor(db);
  const listingId = await createListing(db, vendorId, {
    timezone: ZONE, consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }],
  });
  const owner = await createUser(db);
  const ownerToken = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
  const vet = await createVendorLogin(db, vendorId);
  const vetToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: vet.id });
  const pay = (token: string, extra: Record<string, unknown>) => t.fetch('/api/payment', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      paymentType: 300, vendor_listing_id: listingId, type: 'video', slot: nextSlot(), info: { summary: 'Itchy ears' }, paymentInfo: card(), ...extra,
    }),
  });
  return { t, db, vendorId, owner, ownerToken, vetToken, pay };
}

describe('the pet a booking names (pets feature on)', () => {
  let w: Awaited<ReturnType<typeof world>>;
  before(async () => { w = await world(); });
  after(() => w.t.close());

  const counts = async () => ({
    bookings: Number((await w.db('bookings').count('* as n'))[0].n),
    payments: Number((await w.db('payments').count('* as n'))[0].n),
    pets: Number((await w.db('pets').count('* as n'))[0].n),
  });

  it("refuses a booking without a pet with 'Please select a pet' and saves nothing", async () => {
    const before = await counts();
    const res = await w.pay(w.ownerToken, {});
    expect(res.status).to.equal(400);
    const body = await res.json();
    expect(body).to.deep.equal({ result: 'Error', status: 'Please select a pet', fields: { pet: 'Please select a pet' } });
    expect(await counts()).to.deep.equal(before);
  });

  it("names one of the owner's pets, and refuses another person's pet", async () => {
    const mine = await createPet(w.db, w.owner.id, { name: 'Biscuit' });
    const stranger = await createUser(w.db);
    const theirs = await createPet(w.db, stranger.id, { name: 'Rex' });
    const gone = await createPet(w.db, w.owner.id, { name: 'Old', status: 0 });

    const ok = await w.pay(w.ownerToken, { pet: { id: mine, name: 'ignored' } });
    expect(ok.status).to.equal(201);
    const booking = await w.db('bookings').where({ id: (await ok.json()).result }).first();
    expect(booking.details.pet).to.deep.equal({ id: mine, name: 'Biscuit' });

    for (const id of [theirs, gone, 999_999]) {
      const before = await counts();
      const res = await w.pay(w.ownerToken, { pet: { id } });
      expect(res.status, String(id)).to.equal(400);
      expect((await res.json()).status).to.equal('Please select a pet');
      expect(await counts()).to.deep.equal(before);
    }
  });

  it('adds a new pet with the booking, checked with the pet form rules', async () => {
    const res = await w.pay(w.ownerToken, { pet: { name: '  Pepper ', type: 1, breed: 'Beagle' } });
    expect(res.status).to.equal(201);
    const booking = await w.db('bookings').where({ id: (await res.json()).result }).first();
    const pet = await w.db('pets').where({ id: booking.details.pet.id }).first();
    expect(pet).to.include({ user_id: w.owner.id, name: 'Pepper', type: 1, breed: 'Beagle', status: 1 });
    expect(booking.details.pet.name).to.equal('Pepper');

    const before = await counts();
    const noName = await w.pay(w.ownerToken, { pet: { name: ' ', type: 1 } });
    expect(noName.status).to.equal(400);
    expect((await noName.json()).fields).to.deep.equal({ name: "Please enter the pet's name" });
    const unknownType = await w.pay(w.ownerToken, { pet: { name: 'Ghost', type: 9999 } });
    expect(unknownType.status).to.equal(400);
    expect((await unknownType.json()).fields).to.deep.equal({ type: 'Please select the pet type' });
    expect(await counts()).to.deep.equal(before);
  });

  it('takes back the new pet when the card is declined, so a retry leaves one pet', async () => {
    const declined = await w.pay(w.ownerToken, { pet: { name: 'Clover', type: 1 }, paymentInfo: card(TEST_CARDS.decline) });
    expect(declined.status).to.equal(402);
    const approved = await w.pay(w.ownerToken, { pet: { name: 'Clover', type: 1 } });
    expect(approved.status).to.equal(201);
    const clovers = await w.db('pets').where({ user_id: w.owner.id, name: 'Clover' }).select('status');
    expect(clovers.map((p) => p.status).sort()).to.deep.equal([0, 1]);
  });

  it("lets a vendor add the customer's pet with the booking; the pet is the customer's", async () => {
    const customer = await createUser(w.db);
    await createCustomer(w.db, w.vendorId, customer.id);
    const res = await w.pay(w.vetToken, { user_id: customer.id, waive: true, pet: { name: 'Mochi', type: 1 } });
    expect(res.status).to.equal(201);
    const booking = await w.db('bookings').where({ id: (await res.json()).result }).first();
    expect(booking.user_id).to.equal(customer.id);
    expect(await w.db('pets').where({ id: booking.details.pet.id }).first()).to.include({ user_id: customer.id, name: 'Mochi' });
  });
});

describe('the pet a booking names (pets feature off)', () => {
  let w: Awaited<ReturnType<typeof world>>;
  before(async () => { w = await world({ FEATURE_PETS: '0' }); });
  after(() => w.t.close());

  it('books without a pet and adds none', async () => {
    const res = await w.pay(w.ownerToken, { pet: { name: 'Ignored', type: 1 } });
    expect(res.status).to.equal(201);
    const booking = await w.db('bookings').where({ id: (await res.json()).result }).first();
    expect(booking.details.pet).to.equal(null);
    expect(Number((await w.db('pets').count('* as n'))[0].n)).to.equal(0);
  });
});
