import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs, postJson } from '../setup/post-json.ts';
import { createBooking, createListing, createPayment, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { TEST_CARDS, type ChargeRequest, type ChargeResult } from '../../server/adapters/payments.ts';

const ZONE = 'America/New_York';
const EVERY_DAY = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '08:00', to: '20:00' }];
const LIST = 'query { appointments(limit: 50) { items { id statusLabel } } }';
const DETAIL = 'query($id: ID!) { appointment(id: $id) { id } }';
const PET_SAVE = 'mutation($input: PetInput!) { savePet(input: $input) { message } }';

function slotAt(daysAhead: number, hour: number): string {
  return moment.tz(ZONE).add(daysAhead, 'days').startOf('day').hour(hour).toISOString();
}

/**
 * A booking whose payment never succeeded is not an appointment: declined, interrupted
 * (reconciled at start-up) or still being charged, it shows in no list, detail, link page,
 * email or customer rule; only while its charge runs does it hold the slot.
 */
describe('bookings whose payment has not succeeded', () => {
  let t: TestApp;
  let vendorId: number;
  let listingId: number;
  let vetToken: string;

  const card = (number: string = TEST_CARDS.approve) => ({ cardNumber: number, name: 'Olive Owner', ccv: '123', expDt: '2030-01' });
  const appointment = (slot: string, extra: Record<string, unknown> = {}) => ({
    paymentType: 300, vendor_listing_id: listingId, type: 'video', slot, info: { summary: 'Itchy ears' }, pet: { name: 'Biscuit', type: 1 },
    paymentInfo: card(), ...extra,
  });
  async function newOwner() {
    const owner = await createUser(t.testDb.db, { first_name: 'Olive' });
    const token = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
    return { ...owner, token };
  }
  const listIds = async (token: string) =>
    ((await graphqlAs(t, LIST, {}, token)).data.appointments.items as Array<{ id: string }>).map((i) => Number(i.id));
  const detailCode = async (token: string, id: number) => (await graphqlAs(t, DETAIL, { id }, token)).errors?.[0]?.extensions.code;
  async function linkPages(bookingId: number, userId: number) {
    const links = await t.deps.services.consultations.linksFor({ id: bookingId, userId, vendorId });
    return Promise.all([links.owner, links.vendor].map(async (url) => {
      // A mailed link names the clinic's lasting address, which leads on to its link page.
      const u = new URL(url);
      const hop = await t.fetch(`${u.pathname}${u.search}`);
      expect(hop.status).to.equal(302);
      const page = new URL(hop.headers.get('location')!, t.baseUrl);
      const res = await t.fetch(`${page.pathname}${page.search}`, page.origin === t.baseUrl ? {} : { host: page.host });
      return { status: res.status, text: await res.text() };
    }));
  }
  const offered = async (slot: string) => {
    const date = moment.tz(slot, ZONE).format('YYYY-MM-DD');
    const res = await graphqlAs(t, 'query($l: ID!, $d: String!) { availableSlots(listingId: $l, type: "video", date: $d) { slots } }', { l: String(listingId), d: date });
    return (res.data.availableSlots.slots as string[]).includes(slot);
  };
  const mailsTo = async (email: string) =>
    ((await (await t.fetch('/dev/outbox.json')).json()) as Array<{ to: string }>).filter((m) => m.to === email);

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    vendorId = await createVendor(db);
    listingId = await createListing(db, vendorId, {
      timezone: ZONE, consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }],
    });
    const vet = await createVendorLogin(db, vendorId);
    vetToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: vet.id });
  });
  after(() => t.close());

  it('a declined payment leaves no appointment: not listed, no detail, no link page, no email, no customer, and the slot is free', async () => {
    const owner = await newOwner();
    const slot = slotAt(2, 10);
    const declined = await postJson(t, '/api/payment', appointment(slot, { paymentInfo: card(TEST_CARDS.decline) }), { token: owner.token });
    expect(declined.status).to.equal(402);
    const [booking] = await t.testDb.db('bookings').where({ user_id: owner.id });
    // Its own status, not "canceled": nobody ever had this appointment.
    expect(booking.status).to.equal(4);

    expect(await listIds(owner.token)).to.deep.equal([]);
    expect(await listIds(vetToken)).to.not.include(Number(booking.id));
    expect(await detailCode(owner.token, Number(booking.id))).to.equal('NOT_FOUND');
    expect(await detailCode(vetToken, Number(booking.id))).to.equal('NOT_FOUND');
    for (const page of await linkPages(Number(booking.id), owner.id)) {
      expect(page.status).to.equal(404);
      expect(page.text).to.contain('Invalid link');
    }
    const cancel = await graphqlAs(t, 'mutation($id: ID!) { cancelAppointment(id: $id) { message } }', { id: booking.id }, owner.token);
    expect(cancel.errors[0].extensions.code).to.equal('NOT_FOUND');
    expect(await mailsTo(owner.email)).to.deep.equal([]);
    // Not a customer of the practice through it: the vendor may not add pets for this owner.
    const pet = await graphqlAs(t, PET_SAVE, { input: { userId: owner.id, name: 'Rex', type: 1 } }, vetToken);
    expect(pet.errors[0].extensions.code).to.equal('FORBIDDEN');
    expect(await offered(slot)).to.equal(true);

    // Paying with another card makes it an appointment like any other.
    const paid = await postJson(t, '/api/payment', appointment(slot), { token: owner.token });
    expect(paid.status).to.equal(201);
    const { result } = await paid.json();
    expect(await listIds(owner.token)).to.deep.equal([result]);
    expect(await listIds(vetToken)).to.include(result);
  });

  it('a booking whose charge is still running holds its slot but is not an appointment until the payment succeeds', async () => {
    const owner = await newOwner();
    const rival = await newOwner();
    const slot = slotAt(3, 10);
    const gateway = t.deps.adapters.payments;
    const charge = gateway.charge;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    let started!: () => void;
    const running = new Promise<void>((resolve) => { started = resolve; });
    gateway.charge = async (request: ChargeRequest): Promise<ChargeResult> => {
      started();
      await gate;
      return charge.call(gateway, request);
    };
    try {
      const paying = postJson(t, '/api/payment', appointment(slot), { token: owner.token });
      await running;
      const [booking] = await t.testDb.db('bookings').where({ user_id: owner.id });
      expect(booking.status).to.equal(5);
      expect(await listIds(owner.token)).to.deep.equal([]);
      expect(await listIds(vetToken)).to.not.include(Number(booking.id));
      expect(await detailCode(owner.token, Number(booking.id))).to.equal('NOT_FOUND');
      // The slot stays held: it is not offered, and another owner cannot pay for it meanwhile.
      expect(await offered(slot)).to.equal(false);
      gateway.charge = charge;
      const taken = await postJson(t, '/api/payment', appointment(slot), { token: rival.token });
      expect(taken.status).to.equal(409);

      release();
      const res = await paying;
      expect(res.status).to.equal(201);
      expect((await t.testDb.db('bookings').where({ id: booking.id }).first()).status).to.equal(0);
      expect(await listIds(owner.token)).to.deep.equal([Number(booking.id)]);
    } finally {
      gateway.charge = charge;
      release();
    }
  });

  it('reconciles a booking left awaiting its payment by a crash as payment failed, never as a canceled appointment', async () => {
    const owner = await newOwner();
    const db = t.testDb.db;
    const payment = { id: await createPayment(db, {
      userId: owner.id, vendorId, amountCents: 4000, paymentType: 300, productId: 4000, createdAt: new Date(Date.now() - 3_600_000),
    }) };
    const slot = slotAt(4, 10);
    const booking = { id: await createBooking(db, { slot: new Date(slot), userId: owner.id, vendorId, listingId, paymentId: payment.id, status: 5 }) };
    expect(await offered(slot)).to.equal(false);
    expect((await t.deps.services.payments.reconcile(new Date())).failed).to.equal(1);
    expect((await db('bookings').where({ id: booking.id }).first()).status).to.equal(4);
    expect(await listIds(owner.token)).to.deep.equal([]);
    expect(await offered(slot)).to.equal(true);
  });
});
