import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import { createCustomer, createListing, createPayment, createPlan, createPlanRedemption, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';

const ZONE = 'America/New_York';
const EVERY_DAY = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '08:00', to: '20:00' }];
const VIDEO = 4000;

function slotAt(daysAhead: number, hour: number): string {
  return moment.tz(ZONE).add(daysAhead, 'days').startOf('day').hour(hour).toISOString();
}

/**
 * "10% off your first consultation": a plan limited per customer (per_user_limit) is
 * applied once per customer, at the preview and at payment, counting only payments
 * that succeeded, and holding under concurrency.
 */
describe('promo plans limited per customer', () => {
  let t: TestApp;
  let vendorId: number;
  let listingA: number;
  let listingB: number;
  let welcomeId: number;
  let vetToken: string;
  let hour = 8;
  let day = 1;
  /** A fresh slot each call: the listing's hours, one hour apart, then the next day. */
  const nextSlot = () => {
    if (hour >= 19) { hour = 8; day += 1; }
    return slotAt(day, hour++);
  };

  const card = (number: string = TEST_CARDS.approve) => ({ cardNumber: number, name: 'Olive Owner', ccv: '123', expDt: '2030-01' });
  const appointment = (extra: Record<string, unknown> = {}) => ({
    paymentType: 300, vendor_listing_id: listingA, type: 'video', slot: nextSlot(), info: { summary: 'Itchy ears' },
    pet: { name: 'Biscuit', type: 1 }, paymentInfo: card(), ...extra,
  });
  const pay = (token: string, extra: Record<string, unknown> = {}) => postJson(t, '/api/payment', appointment(extra), { token });
  const preview = async (token: string, body: Record<string, unknown> = {}) =>
    (await postJson(t, '/api/payment/check_discount', { productId: VIDEO, price: 40, ...body }, { token })).json();
  const charged = async (res: Response) => {
    const booking = await t.testDb.db('bookings').where({ id: (await res.json()).result }).first();
    return Number((await t.testDb.db('payments').where({ id: booking.payment_id }).first()).amount_cents);
  };
  async function newOwner(signupPlan: number | null = welcomeId) {
    const owner = await createUser(t.testDb.db);
    await t.testDb.db('users').where({ id: owner.id }).update({ signup_plan: signupPlan });
    const token = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
    return { id: owner.id, token };
  }

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    vendorId = await createVendor(db);
    const consultations = [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }];
    listingA = await createListing(db, vendorId, { timezone: ZONE, consultations });
    listingB = await createListing(db, vendorId, { timezone: ZONE, consultations });
    welcomeId = await createPlan(db, {
      code: 'WELCOME10', description: '<p>10% off your first consultation</p>', offers: { percent_off: 10 }, per_user_limit: 1,
    });
    await createPlan(db, { code: 'TWICE', description: 'twice each', offers: { percent_off: 50 }, per_user_limit: 2 });
    await createPlan(db, { code: 'EVERYONE', description: 'no per-customer limit', offers: { percent_off: 20 } });
    const vet = await createVendorLogin(db, vendorId);
    vetToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: vet.id });
  });
  after(() => t.close());

  it('applies the signup plan to the first booking only, then previews no promo and refuses the code', async () => {
    const owner = await newOwner();
    const first = await preview(owner.token);
    expect(first).to.include({ status: 'Promo Applied!', newPrice: 36, code: 'WELCOME10' });
    // The page sends the previewed code back with the payment.
    const paid = await pay(owner.token, { promoCode: first.code });
    expect(paid.status).to.equal(201);
    expect(await charged(paid)).to.equal(3600);

    // Used up: no promo line at all without a code, 'Invalid code' with one, at the preview and at payment.
    expect(await preview(owner.token)).to.deep.equal({ status: '', newPrice: 40 });
    expect(await preview(owner.token, { code: 'welcome10' })).to.deep.equal({ status: 'Invalid code', newPrice: 40 });
    const again = await pay(owner.token, { promoCode: 'WELCOME10' });
    expect(again.status).to.equal(400);
    expect(await again.json()).to.deep.equal({ result: 'Error', status: 'Invalid code', fields: { promoCode: 'Invalid code' } });
    const full = await pay(owner.token);
    expect(await charged(full)).to.equal(4000);

    // Another customer still gets it, and a plan without a per-customer limit keeps applying.
    const other = await newOwner();
    expect(await preview(other.token)).to.include({ status: 'Promo Applied!' });
    for (let i = 0; i < 2; i++) expect(await charged(await pay(owner.token, { promoCode: 'EVERYONE' }))).to.equal(3200);
  });

  it('counts only payments that succeeded: a declined one gives the use back', async () => {
    const owner = await newOwner();
    const declined = await pay(owner.token, { promoCode: 'WELCOME10', paymentInfo: card(TEST_CARDS.decline) });
    expect(declined.status).to.equal(402);
    expect(await t.testDb.db('plan_redemptions').where({ user_id: owner.id })).to.have.length(0);
    expect(await preview(owner.token)).to.include({ status: 'Promo Applied!' });
    expect(await charged(await pay(owner.token, { promoCode: 'WELCOME10' }))).to.equal(3600);
    expect(await t.testDb.db('plan_redemptions').where({ user_id: owner.id })).to.have.length(1);
  });

  it('allows a limit of 2 twice, filling the number a declined payment gave back', async () => {
    const owner = await newOwner(null);
    expect(await charged(await pay(owner.token, { promoCode: 'TWICE' }))).to.equal(2000);
    expect((await pay(owner.token, { promoCode: 'TWICE', paymentInfo: card(TEST_CARDS.decline) })).status).to.equal(402);
    expect(await charged(await pay(owner.token, { promoCode: 'TWICE' }))).to.equal(2000);
    expect((await pay(owner.token, { promoCode: 'TWICE' })).status).to.equal(400);
    const numbers = await t.testDb.db('plan_redemptions').where({ user_id: owner.id }).orderBy('n').pluck('n');
    expect(numbers.map(Number)).to.deep.equal([1, 2]);
  });

  it('counts a vendor booking for a customer against that customer', async () => {
    const owner = await newOwner();
    await createCustomer(t.testDb.db, vendorId, owner.id);
    expect(await preview(vetToken, { userId: owner.id })).to.include({ status: 'Promo Applied!' });
    expect(await charged(await pay(vetToken, { user_id: owner.id, promoCode: 'WELCOME10' }))).to.equal(3600);
    expect(await preview(vetToken, { userId: owner.id })).to.deep.equal({ status: '', newPrice: 40 });
    expect(await preview(owner.token, { code: 'WELCOME10' })).to.include({ status: 'Invalid code' });
  });

  it('gives the discount to only one of two simultaneous payments by the same customer (limit 1), even on different listings', async () => {
    const owner = await newOwner();
    const answers = await Promise.all([
      pay(owner.token, { promoCode: 'WELCOME10', vendor_listing_id: listingA }),
      pay(owner.token, { promoCode: 'WELCOME10', vendor_listing_id: listingB }),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).to.deep.equal([201, 400]);
    const refused = answers.find((r) => r.status === 400)!;
    expect((await refused.json()).status).to.equal('Invalid code');
    const payments = await t.testDb.db('payments').where({ user_id: owner.id, plan_id: welcomeId });
    expect(payments.map((p: { status: string }) => p.status)).to.deep.equal(['captured']);
    expect(await t.testDb.db('plan_redemptions').where({ user_id: owner.id })).to.have.length(1);
  });

  it('gives the use back when start-up reconciles a payment a crash left pending', async () => {
    const owner = await newOwner();
    const db = t.testDb.db;
    const payment = { id: await createPayment(db, {
      userId: owner.id, vendorId, amountCents: 3600, paymentType: 300, productId: VIDEO, planId: welcomeId, createdAt: new Date(Date.now() - 3_600_000),
    }) };
    await createPlanRedemption(db, { planId: welcomeId, userId: owner.id, paymentId: payment.id });
    await db('plans').where({ id: welcomeId }).increment('uses', 1);
    const usesBefore = Number((await db('plans').where({ id: welcomeId }).first()).uses);
    expect(await preview(owner.token)).to.deep.equal({ status: '', newPrice: 40 });
    expect((await t.deps.services.payments.reconcile(new Date())).failed).to.equal(1);
    expect(await preview(owner.token)).to.include({ status: 'Promo Applied!' });
    expect(Number((await db('plans').where({ id: welcomeId }).first()).uses)).to.equal(usesBefore - 1);
  });
});
