import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import {
  createApiToken, createListing, createOrder, createPayment, createUser, createVendor, createVendorLogin, TEST_PASSWORD,
} from '../factories/index.ts';
import { HOUSE_VISIT_MESSAGES } from '../../contracts/house-call-plan.ts';
import { SLOT_TAKEN } from '../../contracts/booking-words.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import type { UserViewer, Viewer } from '../../server/domain/accounts/viewer.ts';
import { client, type Client } from './accounts-helpers.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const ZONE = 'America/New_York';
const HOURS = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '08:00', to: '18:00' }];
const ADDRESS = '1 Main St, New York, NY 10001';

describe('house visits are appointments of the practice: bookings on its house-visit listing', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  /** A practice whose listing offers clinic visits and house visits, on one calendar. */
  async function practice() {
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    const listingId = await createListing(db, vendorId, {
      timezone: ZONE,
      consultations: [
        { type: 'clinic', enabled: true, duration: 30, price: 60, schedule: HOURS },
        { type: 'house', enabled: true, duration: 60, price: 0, schedule: HOURS },
      ],
    });
    const admin = await createVendorLogin(db, vendorId);
    const viewer = { kind: 'vendor', id: admin.id, vendorId, subrole: 'root_admin' } as unknown as Viewer;
    return { vendorId, listingId, admin, viewer };
  }

  /** An owner holding a package with `vendorId`, paid yesterday, signed in. */
  async function holder(vendorId: number) {
    const o = await createUser(t.testDb.db);
    const paymentId = await createPayment(t.testDb.db, {
      userId: o.id, amountCents: 36_000, paymentType: 100, productId: 3000, status: 'captured', gatewayRef: `test_${o.id}`, createdAt: new Date(Date.now() - DAY),
    });
    const orderId = await createOrder(t.testDb.db, {
      userId: o.id, productId: 3000, status: 'paid', paymentId, vendorId, details: { address: ADDRESS, primaryPhone: '2125550199' },
    });
    const c: Client = client(t);
    expect((await c.post('/api/account/login', { email: o.email, password: TEST_PASSWORD })).status).to.equal(200);
    return { ...o, c, orderId, viewer: { kind: 'user', id: o.id } as UserViewer };
  }

  const plans = (h: { viewer: UserViewer }) => t.deps.services.houseCallPlans.list(h.viewer, new Date());
  const book = (h: { c: Client }, orderId: number, startsAt: string) => h.c.form('/app/house-calls/visits', { orderId: String(orderId), startsAt }, { redirect: 'manual' });
  const visitsOf = (orderId: number) => t.testDb.db('house_call_visits').where({ order_id: orderId }).orderBy('id');
  const bookingOf = (id: number) => t.testDb.db('bookings').where({ id }).first();
  const card = { cardNumber: TEST_CARDS.approve, name: 'Olive Owner', ccv: '123', expDt: '2030-01' };
  /** An owner paying for a clinic consultation of the listing at `slot` through the payment call. */
  async function payClinic(listingId: number, slot: string, type = 'clinic') {
    const o = await createUser(t.testDb.db);
    const token = await createApiToken(t.testDb.db, { kind: 'user', id: o.id });
    return postJson(t, '/api/payment', {
      paymentType: 300, vendor_listing_id: listingId, type, slot, info: { summary: 'Limping' }, pet: { name: 'Biscuit', type: 1 }, paymentInfo: card,
    }, { token });
  }
  const clinicSlots = async (listingId: number, at: Date) => (await t.deps.services.availability.availableSlots(
    null, { listingId, type: 'clinic', date: moment.tz(at, ZONE).format('YYYY-MM-DD') }, new Date(),
  )).slots.map((s) => new Date(s).getTime());

  it('books a visit as a live house-visit booking on the listing at the package\'s address, paid by the package: used_at set, both sides told, the clinic lists it', async () => {
    const p = await practice();
    const h = await holder(p.vendorId);
    expect((await t.testDb.db('orders').where({ id: h.orderId }).first()).used_at).to.equal(null);
    const [plan] = await plans(h);
    expect(plan.bookable).to.equal(true);
    const at = plan.offers[0].startsAt;
    const paymentsBefore = (await t.testDb.db('payments')).length;
    expect((await book(h, h.orderId, at)).status).to.equal(303);

    const [visit] = await visitsOf(h.orderId);
    expect(visit.booking_id).to.not.equal(null);
    const booking = await bookingOf(Number(visit.booking_id));
    expect(booking).to.include({ status: 0, consultation_type: 'house', payment_id: null, vendor_listing_id: p.listingId, user_id: h.id, duration: 90 });
    expect(new Date(booking.slot).toISOString()).to.equal(at);
    expect(booking.details.houseVisit).to.deep.include({ orderId: h.orderId, place: 1, address: ADDRESS, visitMinutes: 60, travelMinutes: 30 });
    expect(booking.details.details).to.include({ price: 0, productId: 3000 });
    expect((await t.testDb.db('payments')).length, 'no payment: the package paid').to.equal(paymentsBefore);
    expect((await t.testDb.db('orders').where({ id: h.orderId }).first()).used_at).to.not.equal(null);

    const owned = await t.testDb.db('outbox_messages').where({ to: h.email }).where('subject', 'like', 'Booking confirmed%');
    expect(owned).to.have.length(1);
    expect(owned[0].text).to.contain(`Visit address: ${ADDRESS}`).and.contain('Paid: House-call package');
    const told = await t.testDb.db('outbox_messages').where({ to: p.admin.email }).where('subject', 'like', 'New booking%');
    expect(told).to.have.length(1);

    const page = await t.deps.services.appointments.list(p.viewer, {}, new Date());
    const item = page.items.find((i) => i.id === Number(visit.booking_id));
    expect(item).to.include({ type: 'house', typeLabel: 'House visit', visitAddress: ADDRESS, durationMinutes: 60 });
    const [after] = await plans(h);
    expect(after.visits[0].appointmentPath).to.equal(`/app/my-appointments/${visit.booking_id}`);
    // The owner's appointment says where the vet comes, and is not moved (canceled and booked again instead).
    const detail = await t.deps.services.appointments.detail(h.viewer, Number(visit.booking_id), new Date());
    expect(detail).to.include({ visitAddress: ADDRESS, canCancel: true, canReschedule: false });
    let moved: unknown = null;
    await t.deps.services.appointments.reschedule(h.viewer, Number(visit.booking_id), after.offers[3].startsAt, new Date()).catch((e) => { moved = e; });
    expect(String((moved as Error)?.message)).to.equal(HOUSE_VISIT_MESSAGES.notMovable);
  });

  it('blocks the listing\'s calendar for the visit and the travel after it: those clinic slots are gone and paying for one is refused', async () => {
    const p = await practice();
    const h = await holder(p.vendorId);
    const [plan] = await plans(h);
    // A morning visit: the clinic's half-hour slots run before and after it the same day.
    const at = new Date(plan.offers.find((o) => [9, 10, 11, 12].includes(moment.tz(o.startsAt, ZONE).hour()))!.startsAt);
    const before = await clinicSlots(p.listingId, at);
    const inside = [0, 30, 60].map((m) => at.getTime() + m * MINUTE);
    expect(before).to.include.members(inside);
    expect((await book(h, h.orderId, at.toISOString())).status).to.equal(303);
    const afterSlots = await clinicSlots(p.listingId, at);
    // The visit (60 minutes) and its travel (30) hold 90 minutes; the clinic's next slot starts when the travel ends.
    expect(afterSlots).to.not.include.members([inside[0]]);
    for (const m of inside) expect(afterSlots, `${m}`).to.not.include(m);
    expect(afterSlots).to.include(at.getTime() + 90 * MINUTE);
    const refused = await payClinic(p.listingId, new Date(at.getTime() + 60 * MINUTE).toISOString());
    expect(refused.status).to.equal(409);
    expect(await refused.json()).to.deep.include({ status: SLOT_TAKEN });
    expect(await t.testDb.db('bookings').where({ vendor_listing_id: p.listingId }).whereIn('status', [0, 5])).to.have.length(1);
  });

  it('never lets a clinic appointment and a house visit share the listing\'s time under a race', async () => {
    const p = await practice();
    const h = await holder(p.vendorId);
    const [plan] = await plans(h);
    const at = plan.offers[4].startsAt;
    const [visit, clinic] = await Promise.all([book(h, h.orderId, at), payClinic(p.listingId, at)]);
    const won = [visit.status === 303, clinic.status === 201];
    expect(won.filter(Boolean), `visit ${visit.status}, clinic ${clinic.status}`).to.have.length(1);
    expect(won[0] ? clinic.status : visit.status).to.equal(409);
    const live = await t.testDb.db('bookings').where({ vendor_listing_id: p.listingId }).whereIn('status', [0, 5]);
    expect(live).to.have.length(1);
    // The ledger moved only if the visit won.
    expect((await t.testDb.db('house_call_visits').where({ order_id: h.orderId, status: 'booked' })).length).to.equal(visit.status === 303 ? 1 : 0);
  });

  it('sells no house visit through the payment call', async () => {
    const p = await practice();
    const [plan] = await plans(await holder(p.vendorId));
    const res = await payClinic(p.listingId, plan.offers[0].startsAt, 'house');
    expect(res.status).to.equal(400);
    expect(await t.testDb.db('bookings').where({ vendor_listing_id: p.listingId })).to.have.length(0);
  });

  it('gives the place back and cancels the appointment when the owner cancels in time, refuses a late cancel, and does the same when the clinic cancels', async () => {
    const p = await practice();
    const h = await holder(p.vendorId);
    const [plan] = await plans(h);
    const at = plan.offers[1].startsAt;
    expect((await book(h, h.orderId, at)).status).to.equal(303);
    const [first] = await visitsOf(h.orderId);
    expect((await h.c.form(`/app/house-calls/visits/${first.id}/cancel`, {}, { redirect: 'manual' })).status).to.equal(303);
    expect((await bookingOf(Number(first.booking_id))).status).to.equal(3);
    expect((await visitsOf(h.orderId))[0].status).to.equal('canceled');
    expect((await plans(h))[0]).to.include({ used: 0, remaining: 4 });
    expect(await clinicSlots(p.listingId, new Date(at))).to.include(new Date(at).getTime());
    expect(await t.testDb.db('outbox_messages').where({ to: p.admin.email }).where('subject', 'like', 'Appointment canceled%')).to.have.length(1);
    const [ownerMail] = await t.testDb.db('outbox_messages').where({ to: h.email }).where('subject', 'like', 'Appointment canceled%');
    expect(ownerMail.text).to.contain('The visit is back in your house-call package.').and.not.contain('refund');

    // Booked again: too late for the owner (the clock passed in), at any time for the practice.
    expect((await book(h, h.orderId, at)).status).to.equal(303);
    const second = (await visitsOf(h.orderId)).find((v) => v.status === 'booked')!;
    expect(second.visit_no).to.equal(1);
    let late: unknown = null;
    await t.deps.services.appointments.cancel(h.viewer, Number(second.booking_id), new Date(new Date(at).getTime() - 23 * HOUR)).catch((e) => { late = e; });
    expect(String((late as Error)?.message)).to.equal(HOUSE_VISIT_MESSAGES.cancelTooLate);
    expect((await bookingOf(Number(second.booking_id))).status).to.equal(0);
    await t.deps.services.appointments.cancel(p.viewer, Number(second.booking_id), new Date(new Date(at).getTime() - 2 * HOUR));
    expect((await bookingOf(Number(second.booking_id))).status).to.equal(3);
    expect((await visitsOf(h.orderId)).map((v) => v.status)).to.deep.equal(['canceled', 'canceled']);
    expect((await plans(h))[0]).to.include({ used: 0, remaining: 4 });
    // Another clinic cannot cancel it.
    const other = await practice();
    expect((await book(h, h.orderId, at)).status).to.equal(303);
    const third = (await visitsOf(h.orderId)).find((v) => v.status === 'booked')!;
    let foreign: unknown = null;
    await t.deps.services.appointments.cancel(other.viewer, Number(third.booking_id), new Date()).catch((e) => { foreign = e; });
    expect((foreign as { status?: number })?.status ?? (foreign as { code?: string })?.code).to.be.oneOf([404, 'NOT_FOUND']);
    expect((await bookingOf(Number(third.booking_id))).status).to.equal(0);
  });

  it('keeps a visit booked before visits were appointments in the ledger (no booking), and cancels it there', async () => {
    const p = await practice();
    const h = await holder(p.vendorId);
    const [plan] = await plans(h);
    const at = new Date(plan.offers[0].startsAt);
    await t.testDb.db('house_call_visits').insert({
      vendor_id: p.vendorId, user_id: h.id, order_id: h.orderId, visit_no: 1, starts_at: at, minutes: 60, travel_minutes: 30, address: ADDRESS, status: 'booked',
    });
    const [listed] = await plans(h);
    expect(listed).to.include({ used: 1, remaining: 3 });
    expect(listed.visits[0].appointmentPath).to.equal(null);
    expect(listed.offers.map((o) => o.startsAt)).to.not.include(at.toISOString());
    const [legacy] = await visitsOf(h.orderId);
    expect((await h.c.form(`/app/house-calls/visits/${legacy.id}/cancel`, {}, { redirect: 'manual' })).status).to.equal(303);
    expect((await plans(h))[0]).to.include({ used: 0, remaining: 4 });
  });

  it('says so, and books nothing, while the practice has no listing offering house visits', async () => {
    const vendorId = await createVendor(t.testDb.db);
    await createListing(t.testDb.db, vendorId, { timezone: ZONE });
    const h = await holder(vendorId);
    const [plan] = await plans(h);
    expect(plan).to.include({ bookable: false });
    expect(plan.offers).to.deep.equal([]);
    const html = await (await h.c.get('/app/house-calls', { headers: { accept: 'text/html' } })).text();
    expect(html).to.contain(HOUSE_VISIT_MESSAGES.noListing);
    const res = await book(h, h.orderId, new Date(Date.now() + 2 * DAY).toISOString());
    expect(res.status).to.equal(409);
    expect(await visitsOf(h.orderId)).to.have.length(0);
  });
});
