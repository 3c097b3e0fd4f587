import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createHouseCallArea, createListing, createOrder, createPayment, createUser, createVendor, EVERY_DAY, TEST_PASSWORD } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { islandPropsOf } from '../setup/island-props.ts';
import { TestGateway } from '../../server/adapters/payments.ts';
import { JobQueue } from '../../server/jobs/job-queue.ts';
import { JOB, jobDefinitions } from '../../server/jobs/job-definitions.ts';
import { markOrderCanceled } from '../../server/domain/orders/orders.queries.ts';
import { client, type Client } from './accounts-helpers.ts';

const DAY = 86_400_000;
const HOUSE_CALL_POLICY = 'Cancel within 30 days of payment for a full refund, as long as it has not been used (it is used once its first house visit is booked). After that it is non-refundable.';

describe('My Orders: an owner cancels a paid order for the refund the policy promises', () => {
  let t: TestApp;
  let gateway: TestGateway;

  before(async () => {
    t = await startTestApp();
    gateway = t.deps.adapters.payments as TestGateway;
  });
  after(() => t.close());
  afterEach(() => gateway.setRefundsDown(false));

  async function owner(): Promise<{ id: number; email: string; c: Client }> {
    const o = await createUser(t.testDb.db);
    const c = client(t);
    expect((await c.post('/api/account/login', { email: o.email, password: TEST_PASSWORD })).status).to.equal(200);
    return { ...o, c };
  }

  /** A paid order of `productId`, paid `daysAgo` days ago through the test gateway (so it can be refunded there). */
  async function paidOrder(userId: number, attrs: { productId?: 3000 | 7000; daysAgo?: number; usedAt?: Date } = {}) {
    const db = t.testDb.db;
    const productId = attrs.productId ?? 3000;
    const paymentId = await createPayment(db, {
      userId, amountCents: productId === 3000 ? 36_000 : 9_500, paymentType: 100, productId, status: 'captured',
      gatewayRef: `test_capture_${userId}_${Date.now()}`, createdAt: new Date(Date.now() - (attrs.daysAgo ?? 1) * DAY),
    });
    const details = productId === 3000 ? { address: '1 Main St, New York, NY 10001', primaryPhone: '2125550199' } : { petName: 'Rex', files: [] };
    const id = await createOrder(db, { userId, productId, status: 'paid', paymentId, details });
    if (attrs.usedAt) await db('orders').where({ id }).update({ used_at: attrs.usedAt });
    return { id, paymentId };
  }

  const page = async (c: Client, query = '') => (await c.get(`/app/my-orders${query}`, { headers: { accept: 'text/html' } })).text();
  const cancel = (c: Client, id: number) => c.form(`/app/my-orders/${id}/cancel`, {}, { redirect: 'manual' });
  const refundsOf = (paymentId: number) => t.testDb.db('refunds').where({ payment_id: paymentId });

  it('shows the policy and Cancel within the window; Yes cancels, refunds in full through the gateway and mails the owner', async () => {
    const o = await owner();
    const { id, paymentId } = await paidOrder(o.id, { daysAgo: 29 });
    const html = await page(o.c);
    expect(html).to.contain('My Orders').and.contain('Vet house-call package').and.contain(HOUSE_CALL_POLICY);
    expect(html).to.contain(`href="/app/my-orders?cancel=${id}"`);
    // Asked first, with what the cancel gives back.
    const asking = await page(o.c, `?cancel=${id}`);
    expect(asking).to.contain('Are you sure you want to cancel this order?').and.contain('You will get a full refund of $360.00.');

    const made = gateway.refunds.length;
    const res = await cancel(o.c, id);
    expect(res.status).to.equal(303);
    expect(res.headers.get('location')).to.equal(`/app/my-orders?canceled=${id}`);
    const after = await page(o.c, `?canceled=${id}`);
    expect(after).to.contain('The order was canceled.').and.contain('Refunded in full: $360.00 to your original payment method.');
    expect(after).not.to.contain(`?cancel=${id}`);

    expect(await t.testDb.db('orders').where({ id }).first()).to.include({ status: 'canceled' });
    const [refund] = await refundsOf(paymentId);
    expect(refund).to.include({ status: 'succeeded', amount_cents: 36_000, idempotency_key: `refund:payment:${paymentId}:full`, booking_id: null });
    expect(gateway.refunds.slice(made)).to.have.length(1);
    expect((await t.testDb.db('payments').where({ id: paymentId }).first()).status).to.equal('refunded');
    const mail = await t.testDb.db('outbox_messages').where({ to: o.email }).where('subject', 'like', 'Order canceled%').first();
    expect(mail.text).to.contain(`Your order #${id} (Vet house-call package) was canceled.`).and.contain('A full refund of $360.00 has been issued');

    // A second cancel (a double click, a back button): refused, and still one refund.
    const again = await cancel(o.c, id);
    expect(again.status).to.equal(409);
    expect(await again.text()).to.contain('This order is already canceled.');
    expect(await refundsOf(paymentId)).to.have.length(1);
    expect(gateway.refunds.slice(made)).to.have.length(1);
  });

  it('refuses, with why, an order whose 30 days have passed and one already used; nothing is refunded', async () => {
    const o = await owner();
    const late = await paidOrder(o.id, { daysAgo: 31 });
    const used = await paidOrder(o.id, { productId: 7000, daysAgo: 2, usedAt: new Date(Date.now() - DAY) });
    const html = await page(o.c);
    expect(html).not.to.contain(`?cancel=${late.id}`).and.not.to.contain(`?cancel=${used.id}`);
    expect(html).to.contain('This order can no longer be canceled for a refund: its 30 days have passed.');
    expect(html).to.contain('This order can no longer be canceled for a refund: it has been used.');

    const refusedLate = await cancel(o.c, late.id);
    expect(refusedLate.status).to.equal(409);
    expect(await refusedLate.text()).to.contain('its 30 days have passed');
    const refusedUsed = await cancel(o.c, used.id);
    expect(refusedUsed.status).to.equal(409);
    expect(await refusedUsed.text()).to.contain('it has been used');
    expect(await t.testDb.db('orders').whereIn('id', [late.id, used.id]).pluck('status')).to.deep.equal(['paid', 'paid']);
    expect(await refundsOf(late.paymentId)).to.have.length(0);
    expect(await refundsOf(used.paymentId)).to.have.length(0);
  });

  it("answers another owner's order with the 404 page and changes nothing", async () => {
    const a = await owner();
    const b = await owner();
    const { id, paymentId } = await paidOrder(a.id);
    expect((await cancel(b.c, id)).status).to.equal(404);
    expect(await page(b.c)).not.to.contain(`Order #${id}`);
    expect((await t.testDb.db('orders').where({ id }).first()).status).to.equal('paid');
    expect(await refundsOf(paymentId)).to.have.length(0);
  });

  it('cancels an order a practice fulfils by its practice: the write names the order\'s vendor, and another vendor\'s id changes nothing', async () => {
    const db = t.testDb.db;
    const o = await owner();
    const practice = await createVendor(db);
    const other = await createVendor(db);
    const { id, paymentId } = await paidOrder(o.id);
    await db('orders').where({ id }).update({ vendor_id: practice });
    const status = async () => (await db('orders').where({ id }).first()).status;
    await markOrderCanceled(db, other, id, new Date(), 'full');
    await markOrderCanceled(db, null, id, new Date(), 'full');
    expect(await status()).to.equal('paid');
    expect((await cancel(o.c, id)).status).to.equal(303);
    expect(await db('orders').where({ id }).first()).to.include({ status: 'canceled', vendor_id: practice });
    expect(await refundsOf(paymentId)).to.have.length(1);
  });

  it('keeps the order canceled and its refund pending when the gateway fails; the job queue retries it', async () => {
    const o = await owner();
    const { id, paymentId } = await paidOrder(o.id);
    gateway.setRefundsDown(true);
    expect((await cancel(o.c, id)).status).to.equal(303);
    expect(await page(o.c)).to.contain('A full refund of $360.00 is being processed');
    expect((await refundsOf(paymentId))[0]).to.include({ status: 'pending', attempts: 1 });

    gateway.setRefundsDown(false);
    const later = new Date(Date.now() + 2 * 60_000);
    const queue = new JobQueue(t.testDb.db, { clock: () => later, retryDelaySeconds: 0 });
    await queue.start(jobDefinitions(t.deps.services));
    try {
      await queue.send(JOB.refundRetries, {});
      await queue.drain();
    } finally {
      await queue.stop();
    }
    expect((await refundsOf(paymentId))[0]).to.include({ status: 'succeeded', attempts: 2 });
    expect((await t.testDb.db('payments').where({ id: paymentId }).first()).status).to.equal('refunded');
  });
});

describe('the refund promise is the real policy, said where it is promised and before every payment', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  const text = async (path: string, token?: string) => (await t.fetch(path, {
    headers: { accept: 'text/html', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })).text();
  const unescape = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

  it('promises on the home page, the FAQ and the Terms only what the cancel flows do', async () => {
    const { REFUND_POLICY_COPY } = await import('../../contracts/refund-policy.ts');
    for (const path of ['/faqs/', '/terms-conditions/']) {
      const html = unescape(await text(path));
      expect(html, path).to.contain(REFUND_POLICY_COPY.appointments).and.contain(REFUND_POLICY_COPY.orders);
      expect(html, path).not.to.contain('Cancel within 30 days of payment for a full refund. After 30 days purchases are non-refundable.');
      expect(html, path).not.to.contain('If you cancel within 30 days of payment you receive a full refund.');
    }
    const home = unescape(await text('/'));
    expect(home).not.to.contain('to cancel a purchase for a full refund');
    expect(home).to.contain('to cancel an unused house-call package or second opinion for a full refund');
  });

  it('states the policy on the order forms, their checkout, the wizard order routes and the vet list checkout', async () => {
    const o = await createUser(t.testDb.db);
    const token = await createApiToken(t.testDb.db, { kind: 'user', id: o.id });
    expect(unescape(await text('/vet-house-call/order', token))).to.contain(HOUSE_CALL_POLICY);
    expect(unescape(await text('/second-medical-opinion/order', token)))
      .to.contain("Cancel within 30 days of payment for a full refund, as long as it has not been used (it is used once a vet has started reviewing your pet's records).");
    await createHouseCallArea(t.testDb.db, await createVendor(t.testDb.db), { zipcodes: ['10001'] });
    const orderId = await createOrder(t.testDb.db, {
      userId: o.id, productId: 3000, details: { address: '1 Main St, New York, NY 10001', state: 'NY', zipcode: '10001', primaryPhone: '2125550199' },
    });
    const checkout = await text(`/checkout?orderId=${orderId}`, token);
    expect(islandPropsOf<{ serviceOrder: { policy: string } }>(checkout, 'checkout').serviceOrder.policy).to.equal(HOUSE_CALL_POLICY);
    expect(unescape(checkout)).to.contain(HOUSE_CALL_POLICY);
    // The wizard's listings on /e-consultation/order and /talk-to-a-vet/order carry each listing's window.
    const vendorId = await createVendor(t.testDb.db);
    await createListing(t.testDb.db, vendorId, {
      cancellationHours: 6, consultations: [{ type: 'phone', enabled: true, duration: 15, price: 30, schedule: EVERY_DAY }],
    });
    const listed = await graphqlAs(t, '{ vendorServices(type: "phone", limit: 20) { cancellationHours } }', {});
    expect(listed.data.vendorServices.map((s: { cancellationHours: number }) => s.cancellationHours)).to.include(6);
  });
});
