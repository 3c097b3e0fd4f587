import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createListing, createOrder, createPayment, createUser, createVendor, createVendorLogin, EVERY_DAY, TEST_PASSWORD } from '../factories/index.ts';
import { HOUSE_CALL_PACKAGE, HOUSE_VISIT_MESSAGES } from '../../contracts/house-call-plan.ts';
import type { UserViewer } from '../../server/domain/accounts/viewer.ts';
import { client, type Client } from './accounts-helpers.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('house-call package: the ledger, visits booked against it, the practice\'s holders and the renewal reminder', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  async function practice() {
    const vendorId = await createVendor(t.testDb.db);
    // The practice's listing that offers house visits (its hours are where visits are booked).
    await createListing(t.testDb.db, vendorId, {
      timezone: 'America/New_York',
      consultations: [{ type: 'house', enabled: true, duration: 60, price: 0, schedule: [{ days: EVERY_DAY[0].days, from: '09:00', to: '17:00' }] }],
    });
    const admin = await createVendorLogin(t.testDb.db, vendorId);
    return { vendorId, admin };
  }
  /** An owner holding a package with `vendorId`, paid `daysAgo` days ago, signed in. */
  async function holder(vendorId: number, daysAgo = 1): Promise<{ id: number; email: string; c: Client; orderId: number; viewer: UserViewer }> {
    const o = await createUser(t.testDb.db);
    const paymentId = await createPayment(t.testDb.db, {
      userId: o.id, amountCents: 36_000, paymentType: 100, productId: 3000, status: 'captured', gatewayRef: `test_${o.id}`, createdAt: new Date(Date.now() - daysAgo * DAY),
    });
    const orderId = await createOrder(t.testDb.db, {
      userId: o.id, productId: 3000, status: 'paid', paymentId, vendorId, details: { address: '1 Main St, New York, NY 10001', primaryPhone: '2125550199' },
    });
    const c = client(t);
    expect((await c.post('/api/account/login', { email: o.email, password: TEST_PASSWORD })).status).to.equal(200);
    return { ...o, c, orderId, viewer: { kind: 'user', id: o.id } as UserViewer };
  }
  const plans = (h: { viewer: UserViewer }) => t.deps.services.houseCallPlans.list(h.viewer, new Date());
  const book = (h: { c: Client }, orderId: number, startsAt: string) => h.c.form('/app/house-calls/visits', { orderId: String(orderId), startsAt }, { redirect: 'manual' });
  const visits = (orderId: number) => t.testDb.db('house_call_visits').where({ order_id: orderId, status: 'booked' });

  it('states what the package includes, and books a visit from the offered times without a payment: the ledger moves', async () => {
    const { vendorId } = await practice();
    const h = await holder(vendorId);
    const html = await (await h.c.get('/app/house-calls', { headers: { accept: 'text/html' } })).text();
    expect(html).to.contain(`${HOUSE_CALL_PACKAGE.houseVisits} house visits a year`).and.contain('4 of 4 visits left');
    const [plan] = await plans(h);
    expect(plan.offers.length).to.be.greaterThan(5);
    const paymentsBefore = await t.testDb.db('payments').where({ user_id: h.id });
    const res = await book(h, h.orderId, plan.offers[0].startsAt);
    expect(res.status).to.equal(303);
    const [after] = await plans(h);
    expect([after.used, after.remaining]).to.deep.equal([1, 3]);
    expect(after.visits[0].startsAt).to.equal(plan.offers[0].startsAt);
    expect(await t.testDb.db('payments').where({ user_id: h.id })).to.have.length(paymentsBefore.length);
    const [row] = await visits(h.orderId);
    expect(row).to.include({ visit_no: 1, address: '1 Main St, New York, NY 10001', minutes: 60, travel_minutes: 30 });
    // The practice's next offer leaves the visit and the travel after it free.
    expect(after.offers.map((o) => o.startsAt)).to.not.include(plan.offers[0].startsAt);
  });

  it('refuses a time not offered, another owner\'s package, and a fifth visit, saving nothing', async () => {
    const { vendorId } = await practice();
    const h = await holder(vendorId);
    const other = await holder(vendorId);
    const [plan] = await plans(h);
    const odd = new Date(new Date(plan.offers[0].startsAt).getTime() + 17 * 60_000).toISOString();
    const refusedTime = await book(h, h.orderId, odd);
    expect(refusedTime.status).to.equal(400);
    expect(await refusedTime.text()).to.contain(HOUSE_VISIT_MESSAGES.chooseTime);
    expect((await book(h, h.orderId, 'tomorrow')).status).to.equal(400);
    expect((await book(other, h.orderId, plan.offers[0].startsAt)).status).to.equal(404);
    expect(await visits(h.orderId)).to.have.length(0);
    for (const offer of [0, 2, 4, 6]) expect((await book(h, h.orderId, plan.offers[offer].startsAt)).status).to.equal(303);
    const fifth = await book(h, h.orderId, plan.offers[8].startsAt);
    expect(fifth.status).to.equal(409);
    expect(await fifth.text()).to.contain(HOUSE_VISIT_MESSAGES.allUsed);
    expect(await visits(h.orderId)).to.have.length(4);
  });

  it('never spends the last visit twice, nor books two visits of one practice inside each other\'s travel time, under races', async () => {
    const { vendorId } = await practice();
    const h = await holder(vendorId);
    const [plan] = await plans(h);
    for (const offer of [0, 2, 4]) await book(h, h.orderId, plan.offers[offer].startsAt);
    const racing = await Promise.all([8, 10, 12].map((i) => book(h, h.orderId, plan.offers[i].startsAt)));
    expect(racing.map((r) => r.status).sort()).to.deep.equal([303, 409, 409]);
    expect(await visits(h.orderId)).to.have.length(4);
    // Two holders of one practice at the same hour, and at an hour inside the first visit's travel time.
    const a = await holder(vendorId);
    const b = await holder(vendorId);
    const [pa] = await plans(a);
    const free = pa.offers[pa.offers.length - 1].startsAt;
    const both = await Promise.all([book(a, a.orderId, free), book(b, b.orderId, free)]);
    expect(both.map((r) => r.status).sort()).to.deep.equal([303, 409]);
    const end = new Date(free).getTime();
    const [pb] = await plans(b);
    expect(pb.offers.map((o) => o.startsAt)).to.not.include(free);
    const hourBefore = pb.offers.find((o) => new Date(o.startsAt).getTime() === end - HOUR);
    expect(hourBefore, 'a visit ending when the next begins leaves no travel time').to.equal(undefined);
  });

  it('gives a visit back when it is canceled in time, and refuses a late cancel (the clock passed in)', async () => {
    const { vendorId } = await practice();
    const h = await holder(vendorId);
    const [plan] = await plans(h);
    await book(h, h.orderId, plan.offers[0].startsAt);
    const [visit] = await visits(h.orderId);
    const starts = new Date(visit.starts_at).getTime();
    let err: unknown = null;
    await t.deps.services.houseCallPlans.cancel(h.viewer, Number(visit.id), new Date(starts - 23 * HOUR)).catch((e) => { err = e; });
    expect(String((err as Error)?.message)).to.equal(HOUSE_VISIT_MESSAGES.cancelTooLate);
    const other = await holder(vendorId);
    expect((await other.c.form(`/app/house-calls/visits/${visit.id}/cancel`, {}, { redirect: 'manual' })).status).to.equal(404);
    expect((await h.c.form(`/app/house-calls/visits/${visit.id}/cancel`, {}, { redirect: 'manual' })).status).to.equal(303);
    const [after] = await plans(h);
    expect([after.used, after.remaining]).to.deep.equal([0, 4]);
  });

  it('shows the practice its package holders with their remaining visits, and no one else\'s', async () => {
    const x = await practice();
    const y = await practice();
    const h = await holder(x.vendorId);
    const [plan] = await plans(h);
    await book(h, h.orderId, plan.offers[0].startsAt);
    const vendor = client(t);
    await vendor.post('/api/account/login', { email: x.admin.email, password: TEST_PASSWORD, role: 'vendor' });
    const html = await (await vendor.get('/app/house-call-holders', { headers: { accept: 'text/html' } })).text();
    expect(html).to.contain(h.email).and.contain('1 Main St');
    const holders = await t.deps.services.houseCallPlans.holders({ kind: 'vendor', id: x.admin.id, vendorId: x.vendorId, subrole: 'root_admin' } as never, new Date());
    expect(holders.map((r) => [r.orderId, r.used, r.remaining])).to.deep.equal([[h.orderId, 1, 3]]);
    const theirs = await t.deps.services.houseCallPlans.holders({ kind: 'vendor', id: y.admin.id, vendorId: y.vendorId, subrole: 'root_admin' } as never, new Date());
    expect(theirs).to.deep.equal([]);
    expect((await h.c.get('/app/house-call-holders', { headers: { accept: 'text/html' }, redirect: 'manual' })).status).to.not.equal(200);
  });

  it('reminds the owner to renew 30 days before the year ends, once', async () => {
    const { vendorId } = await practice();
    const h = await holder(vendorId, 340);
    const service = t.deps.services.houseCallPlans;
    const reminders = () => t.testDb.db('outbox_messages').where({ to: h.email, subject: 'Your house-call package ends soon' });
    await service.sendRenewalReminders(new Date(Date.now() - 20 * DAY));
    expect(await reminders()).to.have.length(0);
    expect(await service.sendRenewalReminders(new Date())).to.be.at.least(1);
    await service.sendRenewalReminders(new Date());
    expect(await reminders()).to.have.length(1);
  });
});
