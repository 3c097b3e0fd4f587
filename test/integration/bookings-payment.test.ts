import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import { createBooking, createListing, createOrder, createPayment, createPlan, createUser, createVendor, createVendorLogin, EVERY_DAY } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';

const ZONE = 'America/New_York';
/** A slot the listing offers: `daysAhead` days from now at `hour`:00 in New York. */
function slotAt(daysAhead: number, hour: number): string {
  return moment.tz(ZONE).add(daysAhead, 'days').startOf('day').hour(hour).toISOString();
}

describe('appointment payment (/api/payment)', () => {
  let t: TestApp;
  let listingId: number;
  let vendorId: number;
  let ownerToken: string;
  let otherVendorToken: string;
  let vetToken: string;
  let ownerId: number;

  const card = (number: string = TEST_CARDS.approve) => ({ cardNumber: number, name: 'Olive Owner', ccv: '123', expDt: '2030-01' });
  const pay = (body: Record<string, unknown>, options: { token?: string; key?: string } = {}) => postJson(t, '/api/payment', body, options);
  const appointment = (slot: string, extra: Record<string, unknown> = {}) => ({
    paymentType: 300, vendor_listing_id: listingId, type: 'video', slot, info: { summary: 'Itchy ears' }, pet: { name: 'Biscuit', type: 1 },
    paymentInfo: card(), ...extra,
  });

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    vendorId = await createVendor(db);
    listingId = await createListing(db, vendorId, {
      timezone: ZONE,
      consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }],
    });
    const owner = await createUser(db);
    ownerId = owner.id;
    ownerToken = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
    const vet = await createVendorLogin(db, vendorId);
    vetToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: vet.id });
    const otherVendor = await createVendor(db);
    const other = await createVendorLogin(db, otherVendor);
    otherVendorToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: other.id });
    await createPlan(db, { code: 'WELCOME10', description: '<p>10% off</p>', offers: { percent_off: 10 } });
    await createPlan(db, { code: 'OLDCODE', description: 'expired', offers: { percent_off: 50 }, expires_at: new Date(Date.now() - 1000) });
    await createPlan(db, { code: 'ONCE', description: 'single use', offers: { percent_off: 50 }, max_uses: 1, uses: 1 });
  });
  after(() => t.close());

  it('books and charges the listing price computed on the server, ignoring a tampered price', async () => {
    const res = await pay(appointment(slotAt(2, 10), { price: 1, details: { price: 1 }, newPrice: 0 }), { token: ownerToken });
    expect(res.status).to.equal(201);
    const { result } = await res.json();
    const booking = await t.testDb.db('bookings').where({ id: result }).first();
    expect(booking).to.include({ status: 0, user_id: ownerId, vendor_listing_id: listingId, duration: 30 });
    const payment = await t.testDb.db('payments').where({ id: booking.payment_id }).first();
    expect(payment).to.include({ status: 'captured', amount_cents: 4000, gateway: 'test' });
    expect(booking.details.details.price).to.equal(40);
    expect(booking.details.listingTZ).to.equal(ZONE);
  });

  it('applies a promo code case-insensitively and refuses invalid, expired and used-up codes', async () => {
    const ok = await pay(appointment(slotAt(2, 11), { promoCode: 'welcome10' }), { token: ownerToken });
    expect(ok.status).to.equal(201);
    const booking = await t.testDb.db('bookings').where({ id: (await ok.json()).result }).first();
    expect((await t.testDb.db('payments').where({ id: booking.payment_id }).first()).amount_cents).to.equal(3600);
    for (const code of ['NOPE', 'OLDCODE', 'ONCE']) {
      const res = await pay(appointment(slotAt(2, 12), { promoCode: code }), { token: ownerToken });
      expect(res.status, code).to.equal(400);
      expect(await res.json()).to.deep.include({ result: 'Error', status: 'Invalid code' });
    }
  });

  it('releases the slot when the card is declined', async () => {
    const slot = slotAt(3, 9);
    const declined = await pay(appointment(slot, { paymentInfo: card(TEST_CARDS.decline) }), { token: ownerToken });
    expect(declined.status).to.equal(402);
    expect(await declined.json()).to.deep.equal({ result: 'Error', status: 'Your card was declined.' });
    const live = await t.testDb.db('bookings').where({ vendor_listing_id: listingId }).whereIn('status', [0, 1]).where('slot', new Date(slot));
    expect(live).to.have.length(0);
    const retry = await pay(appointment(slot), { token: ownerToken });
    expect(retry.status).to.equal(201);
  });

  it('returns the first result for a retried Idempotency-Key and charges once', async () => {
    const body = appointment(slotAt(3, 13));
    const first = await (await pay(body, { token: ownerToken, key: 'retry-key-1' })).json();
    const second = await pay(body, { token: ownerToken, key: 'retry-key-1' });
    expect(await second.json()).to.deep.equal(first);
    expect(await t.testDb.db('payments').where({ idempotency_key: 'retry-key-1' })).to.have.length(1);
  });

  it('refuses someone else\'s Idempotency-Key with 409, telling them nothing of the first booking', async () => {
    const first = await pay(appointment(slotAt(3, 15)), { token: ownerToken, key: 'owners-own-key' });
    expect(first.status).to.equal(201);
    const stranger = await createApiToken(t.testDb.db, { kind: 'user', id: (await createUser(t.testDb.db)).id });
    for (const token of [stranger, vetToken]) {
      const replay = await pay(appointment(slotAt(3, 16)), { token, key: 'owners-own-key' });
      expect(replay.status).to.equal(409);
      expect(await replay.json()).to.deep.equal({ result: 'Error', status: 'Sorry something went wrong' });
    }
    // The owner's own retry still answers the first booking.
    expect(await (await pay(appointment(slotAt(3, 15)), { token: ownerToken, key: 'owners-own-key' })).json()).to.deep.equal(await first.json());
    expect(await t.testDb.db('payments').where({ idempotency_key: 'owners-own-key' })).to.have.length(1);
  });

  it('gives one slot to exactly one of 20 concurrent payments; the others get 409', async function () {
    this.timeout(120_000);
    const slot = slotAt(4, 15);
    // Twenty different owners race for the slot (one owner is held to 30 attempts per 10 minutes anyway).
    const tokens = await Promise.all(Array.from({ length: 20 }, async () => {
      const racer = await createUser(t.testDb.db);
      return createApiToken(t.testDb.db, { kind: 'user', id: racer.id });
    }));
    const responses = await Promise.all(tokens.map((token) => pay(appointment(slot), { token })));
    const statuses = responses.map((r) => r.status).sort();
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(statuses.filter((s) => s === 201)).to.have.length(1);
    expect(statuses.filter((s) => s === 409)).to.have.length(19);
    expect(bodies.filter((b) => b.result === 'Error').every((b) => b.status === 'This slot is no longer available.')).to.equal(true);
    const live = await t.testDb.db('bookings').where({ vendor_listing_id: listingId, slot: new Date(slot) }).whereIn('status', [0, 1]);
    expect(live).to.have.length(1);
    const pending = await t.testDb.db('payments').where({ status: 'pending' });
    expect(pending).to.have.length(0);
  });

  it('holds one account to 30 payment attempts in 10 minutes, answered in the payment shape', async () => {
    const owner = await createUser(t.testDb.db);
    const token = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
    const broken = appointment(slotAt(6, 10), { paymentInfo: { cardNumber: '1', name: '', ccv: '', expDt: '' } });
    for (let i = 0; i < 30; i++) expect((await pay(broken, { token })).status).to.equal(400);
    const refused = await pay(appointment(slotAt(6, 10)), { token });
    expect(refused.status).to.equal(429);
    expect(await refused.json()).to.deep.equal({ result: 'Error', status: 'Too many attempts. Please try again in 10 minutes.' });
    expect(Number(refused.headers.get('retry-after'))).to.be.within(590, 600);
    expect(await t.testDb.db('bookings').where({ user_id: owner.id })).to.deep.equal([]);
    // Another account is not affected.
    expect((await pay(broken, { token: ownerToken })).status).to.equal(400);
  });

  it('refuses a slot the listing does not offer', async () => {
    const res = await pay(appointment(slotAt(2, 3)), { token: ownerToken });
    expect(res.status).to.equal(409);
  });

  it('validates the card only when something is charged', async () => {
    const res = await pay(appointment(slotAt(5, 10), { paymentInfo: { cardNumber: '12', name: '', ccv: '1', expDt: '' } }), { token: ownerToken });
    expect(res.status).to.equal(400);
    const body = await res.json();
    expect(Object.keys(body.fields)).to.have.members(['name', 'cardNumber', 'ccv', 'expDt']);
    const waived = await pay(appointment(slotAt(5, 11), { paymentInfo: undefined, waive: true, user_id: ownerId }), { token: vetToken });
    expect(waived.status).to.equal(201);
  });

  it('refuses a card whose expiry month has passed at the expiry field, holds nothing, and skips the check when nothing is charged', async () => {
    const slot = slotAt(5, 15);
    const expired = await pay(appointment(slot, { paymentInfo: { ...card(), expDt: '2020-01' } }), { token: ownerToken });
    expect(expired.status).to.equal(400);
    expect(await expired.json()).to.deep.equal({ result: 'Error', status: 'This card has expired', fields: { expDt: 'This card has expired' } });
    expect(await t.testDb.db('bookings').where({ vendor_listing_id: listingId, slot: new Date(slot) })).to.have.length(0);
    // The month the request is made in still counts.
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect((await pay(appointment(slot, { paymentInfo: { ...card(), expDt: thisMonth } }), { token: ownerToken })).status).to.equal(201);
    const waived = await pay(appointment(slotAt(5, 16), { paymentInfo: { ...card(), expDt: '2020-01' }, waive: true, user_id: ownerId }), { token: vetToken });
    expect(waived.status).to.equal(201);
  });

  it('lets a vendor waive payment only on its own listings and an owner never', async () => {
    const foreign = await pay(appointment(slotAt(5, 12), { waive: true, user_id: ownerId }), { token: otherVendorToken });
    expect(foreign.status).to.equal(403);
    const ownerWaive = await pay(appointment(slotAt(5, 13), { waive: true, paymentInfo: card(TEST_CARDS.decline) }), { token: ownerToken });
    expect(ownerWaive.status).to.equal(402);
    expect((await pay(appointment(slotAt(5, 14)))).status).to.equal(401);
  });

  it('emails the owner and the vendor a confirmation with both zones, the video link and an invite', async () => {
    const slot = slotAt(6, 14);
    const res = await pay(appointment(slot, { userTZ: 'Europe/London' }), { token: ownerToken });
    const { result } = await res.json();
    const outbox = await (await t.fetch('/dev/outbox.json')).json();
    const owner = outbox.find((m: { subject: string }) => m.subject?.startsWith('Booking confirmed'));
    expect(owner.text).to.contain('(America/New_York)');
    expect(owner.text).to.contain('(Europe/London)');
    // The video room is reached through the owner's signed consultation link page, by the clinic's lasting address.
    expect(owner.text).to.match(new RegExp(`Join the video consultation here: http://localhost:3000/clinic/${vendorId}/appointments\\?z=${ownerId}U${result}\\.[A-Za-z0-9_-]{22}\n`));
    expect(owner.text).to.contain(`Booking ID: PC-${String(result).padStart(6, '0')}`);
    const ics = owner.meta.attachments[0];
    expect(ics.filename).to.equal('appointment.ics');
    expect(ics.content).to.contain(`DTSTART:${new Date(slot).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(outbox.some((m: { subject: string }) => m.subject?.startsWith('New booking'))).to.equal(true);
  });

  it('never stores the card number', async () => {
    const rows = await t.testDb.db.raw(`select coalesce(string_agg(t::text, ' '), '') as dump from (
      select to_jsonb(p)::text as t from payments p union all select to_jsonb(b)::text from bookings b) s`);
    const dump = String((rows.rows ?? rows)[0].dump);
    expect(dump.length).to.be.greaterThan(100);
    expect(dump).not.to.contain(TEST_CARDS.approve);
    expect(dump).not.to.contain(TEST_CARDS.decline);
  });

  it('reconciles a payment left pending by a crash: the slot is released and the order can be paid again', async () => {
    const db = t.testDb.db;
    const payment = { id: await createPayment(db, {
      userId: ownerId, vendorId, amountCents: 4000, paymentType: 300, productId: 4000, createdAt: new Date(Date.now() - 3_600_000),
    }) };
    const booking = { id: await createBooking(db, { slot: new Date(slotAt(6, 10)), userId: ownerId, vendorId, listingId, paymentId: payment.id }) };
    const order = { id: await createOrder(db, { userId: ownerId, productId: 3000, paymentId: payment.id, status: 'pending' }) };
    expect((await t.deps.services.payments.reconcile(new Date())).failed).to.equal(1);
    // Payment failed, never a canceled appointment.
    expect((await db('bookings').where({ id: booking.id }).first()).status).to.equal(4);
    // No money was taken: the order goes back to awaiting payment, keeping its (failed) last attempt.
    expect((await db('orders').where({ id: order.id }).first())).to.include({ status: 'new', payment_id: payment.id });
    expect((await db('payments').where({ id: payment.id }).first()).status).to.equal('failed');
  });
});

describe('card data in the logs', () => {
  it('never writes a card number, security code or password to the log, at any level', async () => {
    const lines: string[] = [];
    const t = await startTestApp({}, { logTo: { write: (line) => { lines.push(line); } } });
    try {
      const db = t.testDb.db;
      const vendorId = await createVendor(db);
      const listingId = await createListing(db, vendorId, {
        timezone: ZONE, consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }],
      });
      const owner = await createUser(db);
      const token = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
      const post = (body: unknown) => t.fetch('/api/payment', {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
      });
      const base = { paymentType: 300, vendor_listing_id: listingId, type: 'video', info: { summary: 'Limping' }, pet: { name: 'Rex', type: 1 } };
      const approved = await post({ ...base, slot: slotAt(2, 10), paymentInfo: { cardNumber: TEST_CARDS.approve, name: 'A', ccv: '987', expDt: '2030-01' } });
      const declined = await post({ ...base, slot: slotAt(2, 11), paymentInfo: { cardNumber: TEST_CARDS.decline, name: 'A', ccv: '987', expDt: '2030-01' } });
      const malformed = await post({ ...base, slot: 'not-a-slot', paymentInfo: { cardNumber: '5555444433332222', name: 'A', ccv: '987', expDt: 'x' } });
      expect([approved.status, declined.status, malformed.status]).to.deep.equal([201, 402, 409]);
      const log = lines.join('');
      expect(log).to.contain('/api/payment');
      for (const secret of [TEST_CARDS.approve, TEST_CARDS.decline, '5555444433332222', '"987"', 'Bearer ']) {
        expect(log, secret).not.to.contain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
