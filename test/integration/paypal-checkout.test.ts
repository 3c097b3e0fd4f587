import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import { startPayPalStub } from '../setup/paypal-stub.ts';
import { createHouseCallArea, createListing, createPlan, createUser, createVendor, EVERY_DAY } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { CARD_FIELDS_REFUSED, NO_PROVIDER_PAYMENT, PROVIDER_CAPTURE_PATH, PROVIDER_ORDER_PATH } from '../../contracts/payment-provider.ts';
import { SLOT_TAKEN } from '../../contracts/bookings.ts';

const ZONE = 'America/New_York';
const HOUSE = 3000;
const address = { primaryPhone: '212-555-0199', address: '1 Main St', city: 'Springfield', state: 'IL', zipcode: '62701' };

/** A slot the listing offers: `daysAhead` days from now at `hour`:00 in New York. */
function slotAt(daysAhead: number, hour: number): string {
  return moment.tz(ZONE).add(daysAhead, 'days').startOf('day').hour(hour).toISOString();
}

interface Owner { id: number; email: string; token: string }

/**
 * PayPal's card fields and button: the browser asks us to create the PayPal order, PayPal collects the
 * card (the stand-in's `approve` is the buyer approving), the browser asks us to capture. Run against
 * the local PayPal stand-in through the real app.
 */
describe('card payments through PayPal\'s own fields and button (create order, capture)', () => {
  let stub: Awaited<ReturnType<typeof startPayPalStub>>;
  let t: TestApp;
  let listingId: number;
  let owner: Owner;
  let other: Owner;

  const newOwner = async (): Promise<Owner> => {
    const u = await createUser(t.testDb.db);
    const token = await createApiToken(t.testDb.db, { kind: 'user', id: u.id });
    return { id: u.id, email: u.email, token };
  };
  const appointment = (slot: string, extra: Record<string, unknown> = {}) => ({
    paymentType: 300, vendor_listing_id: listingId, type: 'video', slot, info: { summary: 'Itchy ears' }, pet: { name: 'Biscuit', type: 1 }, ...extra,
  });
  const createOrder = (body: Record<string, unknown>, who: Owner, key?: string) => postJson(t, PROVIDER_ORDER_PATH, body, { token: who.token, key });
  const capture = (orderID: string, who: Owner) => postJson(t, PROVIDER_CAPTURE_PATH, { orderID }, { token: who.token });
  /** Creates the PayPal order for an appointment and returns its id. */
  const orderFor = async (slot: string, who: Owner = owner, extra: Record<string, unknown> = {}) => {
    const res = await createOrder(appointment(slot, extra), who);
    expect(res.status).to.equal(201);
    return ((await res.json()) as { orderID: string }).orderID;
  };
  const paymentOf = (orderID: string) => t.testDb.db('payments').where({ provider_order_id: orderID }).first();
  const bookingOf = async (orderID: string) => t.testDb.db('bookings').where({ payment_id: (await paymentOf(orderID)).id }).first();
  const mailsTo = async (to: string) => Number((await t.testDb.db('outbox_messages').where({ to }).count<{ n: number }[]>({ n: '*' }))[0].n);

  before(async () => {
    stub = await startPayPalStub();
    t = await startTestApp({ PAYPAL_CLIENT_ID: 'public-client-id', PAYPAL_CLIENT_SECRET: 'paypal-secret-value' }, { paypalHttpsAgent: stub.httpsAgent });
    // A practice making house calls to the test address (Springfield, IL 62701).
    await createHouseCallArea(t.testDb.db, await createVendor(t.testDb.db), { zipcodes: ['62701'] });
    const vendorId = await createVendor(t.testDb.db);
    listingId = await createListing(t.testDb.db, vendorId, {
      timezone: ZONE, consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }],
    });
    await createPlan(t.testDb.db, { code: 'WELCOME10', description: '<p>10% off</p>', offers: { percent_off: 10 } });
    owner = await newOwner();
    other = await newOwner();
  });
  after(async () => {
    await t.close();
    await stub.close();
  });

  it('creates the PayPal order for the server\'s price after the promo, holding the slot, with no card in any request', async () => {
    const slot = slotAt(2, 10);
    const orderID = await orderFor(slot, owner, { promoCode: 'welcome10', price: 1, newPrice: 0 });
    const created = stub.orders.get(orderID)!;
    expect((created.purchase_units as Array<{ amount: unknown }>)[0].amount).to.deep.equal({ currency_code: 'USD', value: '36.00' });
    const create = stub.requests.find((r) => r.path === '/v2/checkout/orders' && (r.body as { purchase_units?: unknown }).purchase_units && !('payment_source' in r.body))!;
    expect(create).to.not.equal(undefined);
    expect(await paymentOf(orderID)).to.include({ status: 'pending', amount_cents: 3600, gateway: 'paypal' });
    expect(await bookingOf(orderID)).to.include({ status: 5 });
    // Held: nobody else can take the slot while the buyer approves.
    const taken = await createOrder(appointment(slot), other);
    expect(taken.status).to.equal(409);
    expect(await taken.json()).to.deep.include({ status: SLOT_TAKEN });
    // Nothing card-like reached PayPal from us either: PayPal's own fields hold the card.
    expect(stub.requests.every((r) => !JSON.stringify(r.body).includes('"card"'))).to.equal(true);
  });

  it('captures the approved order once, confirms the booking and mails after commit, even when the capture is clicked twice', async () => {
    const orderID = await orderFor(slotAt(2, 11));
    stub.approve(orderID);
    const mailsBefore = await mailsTo(owner.email);
    const [a, b] = await Promise.all([capture(orderID, owner), capture(orderID, owner)]);
    expect([a.status, b.status]).to.deep.equal([201, 201]);
    const booking = await bookingOf(orderID);
    expect(await a.json()).to.deep.equal({ result: Number(booking.id) });
    expect(await b.json()).to.deep.equal({ result: Number(booking.id) });
    expect(booking.status).to.equal(0);
    expect(await paymentOf(orderID)).to.include({ status: 'captured', gateway_ref: `CAP-${orderID}` });
    expect(stub.captures.filter((id) => id === orderID)).to.have.length(1);
    expect(await mailsTo(owner.email)).to.equal(mailsBefore + 1);
    // A later retry answers the same booking and captures nothing more.
    const again = await capture(orderID, owner);
    expect(await again.json()).to.deep.equal({ result: Number(booking.id) });
    expect(stub.captures.filter((id) => id === orderID)).to.have.length(1);
  });

  it('answers a retried create (same Idempotency-Key) with the same PayPal order', async () => {
    const body = appointment(slotAt(2, 12));
    const first = await createOrder(body, owner, 'pp-create-retry');
    const second = await createOrder(body, owner, 'pp-create-retry');
    const a = await first.json();
    expect(first.status).to.equal(201);
    expect(await second.json()).to.deep.equal(a);
    expect(await t.testDb.db('payments').where({ idempotency_key: 'pp-create-retry' })).to.have.length(1);
  });

  it('releases the slot and the promo use when the card entered at PayPal is declined at capture', async () => {
    const slot = slotAt(3, 9);
    const orderID = await orderFor(slot, owner, { promoCode: 'WELCOME10' });
    const payment = await paymentOf(orderID);
    expect(await t.testDb.db('plan_redemptions').where({ payment_id: payment.id })).to.have.length(1);
    stub.approve(orderID, { decline: true });
    const declined = await capture(orderID, owner);
    expect(declined.status).to.equal(402);
    expect(await declined.json()).to.deep.equal({ result: 'Error', status: 'Your card was declined.' });
    expect(await paymentOf(orderID)).to.include({ status: 'failed' });
    expect(await bookingOf(orderID)).to.include({ status: 4 });
    expect(await t.testDb.db('plan_redemptions').where({ payment_id: payment.id })).to.have.length(0);
    // The pet added with the booking goes with it.
    const pet = await t.testDb.db('pets').where({ id: (await bookingOf(orderID)).details.pet.id }).first();
    expect(pet.status).to.equal(0);
    // The slot is free again: someone else can hold it.
    expect((await createOrder(appointment(slot), other)).status).to.equal(201);
  });

  it('keeps the hold when PayPal gives no definite answer to the capture, and captures on the retry', async () => {
    const orderID = await orderFor(slotAt(4, 9));
    stub.approve(orderID);
    stub.setCapturesDown(true);
    const unknown = await capture(orderID, owner);
    stub.setCapturesDown(false);
    expect(unknown.status).to.equal(402);
    expect(await paymentOf(orderID)).to.include({ status: 'pending' });
    expect(await bookingOf(orderID)).to.include({ status: 5 });
    const retried = await capture(orderID, owner);
    expect(retried.status).to.equal(201);
    expect(await bookingOf(orderID)).to.include({ status: 0 });
    expect(stub.captures.filter((id) => id === orderID)).to.have.length(1);
  });

  it('refuses a capture of someone else\'s order without calling PayPal', async () => {
    const orderID = await orderFor(slotAt(3, 10));
    stub.approve(orderID);
    const res = await capture(orderID, other);
    expect(res.status).to.equal(404);
    expect(await res.json()).to.deep.include({ status: NO_PROVIDER_PAYMENT });
    expect(stub.requests.some((r) => r.path === `/v2/checkout/orders/${orderID}/capture`)).to.equal(false);
    expect((await postJson(t, PROVIDER_CAPTURE_PATH, { orderID })).status).to.equal(401);
    expect((await capture('ORDER-NOPE', owner)).status).to.equal(404);
  });

  it('refuses a create or capture body carrying card fields, creating nothing', async () => {
    const ordersBefore = stub.orders.size;
    const res = await createOrder(appointment(slotAt(3, 11), { paymentInfo: { cardNumber: '4111111111111111', ccv: '123' } }), owner);
    expect(res.status).to.equal(400);
    expect(await res.json()).to.deep.equal({ result: 'Error', status: CARD_FIELDS_REFUSED });
    const cap = await postJson(t, PROVIDER_CAPTURE_PATH, { orderID: 'ORDER-1', cardNumber: '4111111111111111' }, { token: owner.token });
    expect(cap.status).to.equal(400);
    expect(stub.orders.size).to.equal(ordersBefore);
  });

  it('pays a stored service order the same way: held pending, captured once, paid and mailed', async () => {
    const stored = await postJson(t, '/api/orders', { productId: HOUSE, details: address }, { token: owner.token });
    const { orderId } = (await stored.json()) as { orderId: number };
    const res = await createOrder({ paymentType: 100, productId: HOUSE, orderId, price: 1 }, owner);
    expect(res.status).to.equal(201);
    const { orderID } = (await res.json()) as { orderID: string };
    expect((stub.orders.get(orderID)!.purchase_units as Array<{ amount: unknown }>)[0].amount).to.deep.equal({ currency_code: 'USD', value: '360.00' });
    expect(await t.testDb.db('orders').where({ id: orderId }).first()).to.include({ status: 'pending' });
    expect((await capture(orderID, other)).status).to.equal(404);
    stub.approve(orderID);
    const mailsBefore = await mailsTo(owner.email);
    const [a, b] = await Promise.all([capture(orderID, owner), capture(orderID, owner)]);
    expect(await a.json()).to.deep.equal({ result: orderId });
    expect(await b.json()).to.deep.equal({ result: orderId });
    expect(await t.testDb.db('orders').where({ id: orderId }).first()).to.include({ status: 'paid' });
    expect(stub.captures.filter((id) => id === orderID)).to.have.length(1);
    expect(await mailsTo(owner.email)).to.equal(mailsBefore + 1);
  });

  it('puts a service order back to new when the card is declined at capture, so it can be paid again', async () => {
    const stored = await postJson(t, '/api/orders', { productId: HOUSE, details: address }, { token: owner.token });
    const { orderId } = (await stored.json()) as { orderId: number };
    const { orderID } = (await (await createOrder({ paymentType: 100, orderId }, owner)).json()) as { orderID: string };
    stub.approve(orderID, { decline: true });
    expect((await capture(orderID, owner)).status).to.equal(402);
    expect(await t.testDb.db('orders').where({ id: orderId }).first()).to.include({ status: 'new' });
    expect((await createOrder({ paymentType: 100, orderId }, owner)).status).to.equal(201);
  });

  it('lets PayPal\'s script and frames through the CSP, and hands pages only the public client id', async () => {
    const res = await t.fetch('/healthz');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).to.match(/script-src 'self' https:\/\/\*\.paypal\.com/);
    expect(csp).to.match(/frame-src [^;]*https:\/\/\*\.paypal\.com/);
    const stored = await postJson(t, '/api/orders', { productId: HOUSE, details: address }, { token: owner.token });
    const { orderId } = (await stored.json()) as { orderId: number };
    const page = await (await t.fetch(`/checkout?orderId=${orderId}`, { headers: { authorization: `Bearer ${owner.token}` } })).text();
    expect(page).to.include('data-island="checkout"').and.include('public-client-id');
    expect(page).to.not.include('paypal-secret-value');
  });
});

describe('card payments without PayPal, and production with PayPal', () => {
  it('answers 404 to the PayPal calls and keeps PayPal out of the CSP when PayPal is not configured', async () => {
    const t = await startTestApp();
    try {
      expect((await postJson(t, PROVIDER_ORDER_PATH, {})).status).to.equal(404);
      expect((await postJson(t, PROVIDER_CAPTURE_PATH, { orderID: 'X' })).status).to.equal(404);
      expect((await t.fetch('/healthz')).headers.get('content-security-policy')).to.not.include('paypal');
    } finally {
      await t.close();
    }
  });

  it('refuses card fields posted to /api/payment in production with PayPal, passing nothing on and logging no card', async () => {
    const lines: string[] = [];
    const stub = await startPayPalStub();
    const t = await startTestApp(
      { NODE_ENV: 'production', SESSION_SECRET: 'production-secret-for-tests', PAYPAL_CLIENT_ID: 'public-client-id', PAYPAL_CLIENT_SECRET: 'secret' },
      { logTo: { write: (line) => void lines.push(line) }, paypalHttpsAgent: stub.httpsAgent },
    );
    try {
      const res = await postJson(t, '/api/payment', {
        paymentType: 300, vendor_listing_id: 1, type: 'video', slot: slotAt(2, 10), info: { summary: 'x' },
        paymentInfo: { cardNumber: '4111111111111111', name: 'Olive Owner', ccv: '987', expDt: '2030-01' },
      });
      expect(res.status).to.equal(400);
      expect(await res.json()).to.deep.equal({ result: 'Error', status: CARD_FIELDS_REFUSED });
      expect(stub.requests).to.have.length(0);
      expect(await t.testDb.db('payments').count<{ n: number }[]>({ n: '*' })).to.deep.equal([{ n: 0 }]);
      const logged = lines.join('\n');
      expect(logged).to.include('/api/payment');
      expect(logged).to.not.include('4111111111111111');
      // The code as a value or under its field's name (bare digits could be part of a timestamp).
      expect(logged).to.not.include('"987"');
      expect(logged).to.not.match(/ccv/i);
    } finally {
      await t.close();
      await stub.close();
    }
  });
});

describe('PayPal orders nobody captured, after 15 minutes (the reconcile)', () => {
  let stub: Awaited<ReturnType<typeof startPayPalStub>>;
  let t: TestApp;
  let listingId: number;
  let owner: Owner;

  before(async () => {
    stub = await startPayPalStub();
    t = await startTestApp({ PAYPAL_CLIENT_ID: 'public-client-id', PAYPAL_CLIENT_SECRET: 'secret' }, { paypalHttpsAgent: stub.httpsAgent });
    const vendorId = await createVendor(t.testDb.db);
    listingId = await createListing(t.testDb.db, vendorId, {
      timezone: ZONE, consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }],
    });
    const u = await createUser(t.testDb.db);
    owner = { id: u.id, email: u.email, token: await createApiToken(t.testDb.db, { kind: 'user', id: u.id }) };
  });
  after(async () => {
    await t.close();
    await stub.close();
  });

  it('frees a hold the buyer never approved, confirms one PayPal captured before a crash, and refuses a late capture', async () => {
    const create = async (slot: string) => {
      const res = await postJson(t, PROVIDER_ORDER_PATH, {
        paymentType: 300, vendor_listing_id: listingId, type: 'video', slot, info: { summary: 'Itchy ears' }, pet: { name: 'Biscuit', type: 1 },
      }, { token: owner.token });
      return ((await res.json()) as { orderID: string }).orderID;
    };
    const abandoned = await create(slotAt(2, 10));
    const crashed = await create(slotAt(2, 11));
    // PayPal captured this one, but our process stopped before settling it.
    const payment = await t.testDb.db('payments').where({ provider_order_id: crashed }).first();
    stub.approve(crashed);
    expect(await t.deps.adapters.approvals!.captureOrder(crashed, payment.idempotency_key)).to.include({ status: 'captured' });

    const counts = await t.deps.services.payments.reconcile(new Date(Date.now() + 16 * 60_000));
    expect(counts).to.deep.equal({ captured: 1, failed: 1, unknown: 0 });
    const statusOf = async (orderID: string) => {
      const p = await t.testDb.db('payments').where({ provider_order_id: orderID }).first();
      return { payment: p.status, booking: (await t.testDb.db('bookings').where({ payment_id: p.id }).first()).status };
    };
    expect(await statusOf(abandoned)).to.deep.equal({ payment: 'failed', booking: 4 });
    expect(await statusOf(crashed)).to.deep.equal({ payment: 'captured', booking: 0 });
    // The buyer approves the abandoned order too late: its hold is gone, so it is never captured.
    stub.approve(abandoned);
    const late = await postJson(t, PROVIDER_CAPTURE_PATH, { orderID: abandoned }, { token: owner.token });
    expect(late.status).to.equal(402);
    expect(stub.captures).to.deep.equal([crashed]);
  });
});
