import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import { createHouseCallArea, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { TEST_CARDS, type PaymentGateway } from '../../server/adapters/payments.ts';

const HOUSE = 3000;
const OPINION = 7000;
const address = { primaryPhone: '212-555-0199', address: '1 Main St', city: 'Springfield', state: 'IL', zipcode: '62701' };
const card = (number: string = TEST_CARDS.approve) => ({ cardNumber: number, name: 'Olive Owner', ccv: '123', expDt: '2030-01' });

interface Owner { id: number; email: string; token: string }

/** The order forms' flow: `POST /api/orders` stores the order, /checkout?orderId= pays it with `POST /api/payment`. */
describe('service orders stored first, then paid at /checkout', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let vetToken: string;
  let petId: number;
  let charges = 0;

  const newOwner = async (): Promise<Owner> => {
    const u = await createUser(t.testDb.db);
    const token = await createApiToken(t.testDb.db, { kind: 'user', id: u.id });
    return { id: u.id, email: u.email, token };
  };
  const post = (path: string, body: Record<string, unknown>, options: { token?: string; key?: string } = {}) => postJson(t, path, body, options);
  /** Stores a house-call order (or the given fields) and returns its id. */
  const storeOrder = async (who: Owner, body: Record<string, unknown> = { productId: HOUSE, details: address }) => {
    const res = await post('/api/orders', body, { token: who.token });
    expect(res.status).to.equal(201);
    return ((await res.json()) as { orderId: number }).orderId;
  };
  const pay = (orderId: number, options: { token?: string; key?: string; number?: string } = {}) =>
    post('/api/payment', { paymentType: 100, productId: HOUSE, orderId, paymentInfo: card(options.number) }, options);
  const count = async (table: string) => Number((await t.testDb.db(table).count<{ c: number }[]>({ c: '*' }))[0].c);
  const snapshot = async () => ({ orders: await count('orders'), payments: await count('payments'), charges });
  const paymentsOfOrder = (orderId: number) => t.testDb.db('payments').whereRaw(`details->>'orderId' = ?`, [String(orderId)]).orderBy('id');
  const checkout = (orderId: number | string, token?: string) =>
    t.fetch(`/checkout?orderId=${orderId}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  before(async () => {
    t = await startTestApp();
    // A practice making house calls to the test address (Springfield, IL 62701).
    await createHouseCallArea(t.testDb.db, await createVendor(t.testDb.db), { zipcodes: ['62701'] });
    const gateway: PaymentGateway = t.deps.adapters.payments;
    const charge = gateway.charge.bind(gateway);
    gateway.charge = (request) => {
      charges += 1;
      return charge(request);
    };
    owner = await newOwner();
    other = await newOwner();
    const vendorId = await createVendor(t.testDb.db);
    const vet = await createVendorLogin(t.testDb.db, vendorId);
    vetToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: vet.id });
    petId = await createPet(t.testDb.db, owner.id, { name: 'Rex', type: 1, breed: 'Beagle' });
  });
  after(() => t.close());

  it("stores an order as 'new' with no payment, priced from the product table, and charges nothing", async () => {
    const before = await snapshot();
    const res = await post('/api/orders', { productId: HOUSE, details: { ...address, price: 1 }, price: 1 }, { token: owner.token });
    expect(res.status).to.equal(201);
    const body = await res.json();
    expect(body).to.have.keys('orderId');
    const order = await t.testDb.db('orders').where({ id: body.orderId }).first();
    expect(order).to.include({ status: 'new', payment_id: null, product_id: HOUSE });
    expect(Number(order.user_id)).to.equal(owner.id);
    expect(order.details).to.include({ price: 360, address: '1 Main St, Springfield, IL 62701' });
    expect(await snapshot()).to.deep.equal({ ...before, orders: before.orders + 1 });
  });

  it('answers the store call with the field messages and stores nothing for bad input', async () => {
    const before = await snapshot();
    const missing = await post('/api/orders', { productId: HOUSE, details: { ...address, primaryPhone: '' } }, { token: owner.token });
    expect(missing.status).to.equal(400);
    expect(await missing.json()).to.deep.equal({
      result: 'Error', status: 'Please enter your primary phone', fields: { primaryPhone: 'Please enter your primary phone' },
    });
    const unknown = await post('/api/orders', { productId: 9999, details: address }, { token: owner.token });
    expect(unknown.status).to.equal(400);
    expect((await unknown.json()).status).to.equal('Sorry something went wrong');
    const notMyPet = await post('/api/orders', {
      productId: OPINION, details: { petId, firstOpinion: 'Allergy', query: 'Is it food?', authorization: true, files: [] },
    }, { token: other.token });
    expect(notMyPet.status).to.equal(400);
    expect((await notMyPet.json()).fields).to.deep.equal({ petId: 'Please select a pet' });
    expect(await snapshot()).to.deep.equal(before);
  });

  it("lets only owners store and pay: anonymous 401; a clinic 403 to store, and 404 to pay an owner's order (a clinic pays only its own consults)", async () => {
    const orderId = await storeOrder(owner);
    const before = await snapshot();
    expect((await post('/api/orders', { productId: HOUSE, details: address })).status).to.equal(401);
    expect((await post('/api/orders', { productId: HOUSE, details: address }, { token: vetToken })).status).to.equal(403);
    expect((await pay(orderId)).status).to.equal(401);
    expect((await pay(orderId, { token: vetToken })).status).to.equal(404);
    expect(await snapshot()).to.deep.equal(before);
  });

  it('pays a stored order at the product price: paid, one captured payment, and the confirmation email', async () => {
    const orderId = await storeOrder(owner);
    const res = await post('/api/payment', { paymentType: 100, productId: HOUSE, orderId, price: 1, newPrice: 0, paymentInfo: card() }, { token: owner.token });
    expect(res.status).to.equal(201);
    expect(await res.json()).to.deep.equal({ result: orderId });
    const [payment] = await paymentsOfOrder(orderId);
    expect(payment).to.include({ status: 'captured', amount_cents: 36000, payment_type: 100, product_id: HOUSE });
    expect(await t.testDb.db('orders').where({ id: orderId }).first()).to.include({ status: 'paid', payment_id: payment.id });
    const mail = await t.testDb.db('outbox_messages').where({ to: owner.email }).orderBy('id', 'desc').first();
    expect(mail.subject).to.contain(`#${orderId}`);
    expect(mail.text).to.contain('$360.00').and.contain('Visits at: 1 Main St, Springfield, IL 62701');
  });

  it('takes a declined card and then an approved one on the same order: one order, two payments', async () => {
    const orderId = await storeOrder(owner);
    const ordersBefore = await count('orders');
    const declined = await pay(orderId, { token: owner.token, number: TEST_CARDS.decline });
    expect(declined.status).to.equal(402);
    expect(await declined.json()).to.deep.equal({ result: 'Error', status: 'Your card was declined.' });
    expect((await t.testDb.db('orders').where({ id: orderId }).first()).status).to.equal('new');

    const approved = await pay(orderId, { token: owner.token });
    expect(approved.status).to.equal(201);
    expect(await approved.json()).to.deep.equal({ result: orderId });
    const payments = await paymentsOfOrder(orderId);
    expect(payments.map((p) => p.status)).to.deep.equal(['failed', 'captured']);
    expect(await t.testDb.db('orders').where({ id: orderId }).first()).to.include({ status: 'paid', payment_id: payments[1].id });
    expect(await count('orders')).to.equal(ordersBefore);
  });

  it("refuses to pay another owner's order and charges nothing", async () => {
    const orderId = await storeOrder(owner);
    const before = await snapshot();
    const res = await pay(orderId, { token: other.token });
    expect(res.status).to.equal(404);
    expect(await res.json()).to.deep.equal({ result: 'Error', status: 'No order found!' });
    expect((await pay(99_999_999, { token: owner.token })).status).to.equal(404);
    expect(await snapshot()).to.deep.equal(before);
    expect(await t.testDb.db('orders').where({ id: orderId }).first()).to.include({ status: 'new', payment_id: null });
  });

  it('answers 409 for an order that is already paid and charges nothing more', async () => {
    const orderId = await storeOrder(owner);
    expect((await pay(orderId, { token: owner.token })).status).to.equal(201);
    const before = await snapshot();
    const again = await pay(orderId, { token: owner.token });
    expect(again.status).to.equal(409);
    expect(await again.json()).to.deep.equal({ result: 'Error', status: 'This order is already paid.' });
    expect(await snapshot()).to.deep.equal(before);
  });

  it('returns the first outcome for a retried pay call with the same Idempotency-Key and charges once', async () => {
    const orderId = await storeOrder(owner);
    const before = await snapshot();
    const first = await pay(orderId, { token: owner.token, key: 'checkout-retry' });
    expect(first.status).to.equal(201);
    const again = await pay(orderId, { token: owner.token, key: 'checkout-retry' });
    expect(again.status).to.equal(201);
    expect(await again.json()).to.deep.equal(await first.json());
    expect(await t.testDb.db('payments').where({ idempotency_key: 'checkout-retry' })).to.have.length(1);
    expect(await snapshot()).to.deep.equal({ ...before, payments: before.payments + 1, charges: before.charges + 1 });
    // The key answers only its own owner.
    expect((await pay(orderId, { token: other.token, key: 'checkout-retry' })).status).to.equal(409);
  });

  it('lets exactly one of two simultaneous attempts on one order through', async () => {
    const orderId = await storeOrder(owner);
    const before = await snapshot();
    const answers = await Promise.all([pay(orderId, { token: owner.token, key: 'race-a' }), pay(orderId, { token: owner.token, key: 'race-b' })]);
    expect(answers.map((r) => r.status).sort()).to.deep.equal([201, 409]);
    expect(await snapshot()).to.deep.equal({ ...before, payments: before.payments + 1, charges: before.charges + 1 });
    expect((await t.testDb.db('orders').where({ id: orderId }).first()).status).to.equal('paid');
  });

  describe('/checkout?orderId=', () => {
    it('shows the owner the product, its price and the summary, with the payment step and no promo box', async () => {
      const houseId = await storeOrder(owner);
      const house = await checkout(houseId, owner.token);
      expect(house.status).to.equal(200);
      const html = await house.text();
      expect(html).to.contain('data-island="checkout"');
      expect(html).to.contain('Vet house-call package').and.contain('$360.00').and.contain('Visits at: 1 Main St, Springfield, IL 62701');
      expect(html).to.contain('data-testid="payment-step"').and.contain('Confirm and Pay');
      expect(html).not.to.contain('id="promo-code"');
      expect(html).not.to.contain('data-mode="login"');

      const opinionId = await storeOrder(owner, {
        productId: OPINION, details: { petId, firstOpinion: 'Allergy', query: 'Is it food?', authorization: true, files: [] },
      });
      const opinion = await (await checkout(opinionId, owner.token)).text();
      expect(opinion).to.contain('Second medical opinion').and.contain('$95.00').and.contain('Pet: Rex').and.contain('Files attached: 0');
    });

    it("answers another owner's, a missing and a paid order with the error, and shows a visitor the login panel", async () => {
      const orderId = await storeOrder(owner);
      for (const [id, token] of [[orderId, other.token], [99_999_999, owner.token], ['abc', owner.token]] as const) {
        const html = await (await checkout(id, token)).text();
        expect(html, String(id)).to.contain('No order found!');
        expect(html).not.to.contain('data-testid="payment-step"');
        expect(html).not.to.contain('Vet house-call package');
      }
      const visitor = await (await checkout(orderId)).text();
      expect(visitor).to.contain('data-mode="login"');
      expect(visitor).to.contain(`redirectUrl=${encodeURIComponent(`/checkout?orderId=${orderId}`)}`);
      expect(visitor).not.to.contain('Vet house-call package');

      expect((await pay(orderId, { token: owner.token })).status).to.equal(201);
      const paid = await (await checkout(orderId, owner.token)).text();
      expect(paid).to.contain('This order is already paid.');
      expect(paid).not.to.contain('data-testid="payment-step"');
    });
  });
});
