import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { createBooking, createListing, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';

const CANCEL = 'mutation($id: ID!) { cancelAppointment(id: $id) { message appointment { id status statusLabel canCancel } } }';
const ZONE = 'America/New_York';
const EVERY_DAY = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '08:00', to: '20:00' }];
const DAY = 86_400_000;

describe('cancelAppointment: who may cancel, the rules, the freed slot and the emails', () => {
  let t: TestApp;
  let vendorX: number;
  let listingA: number;
  let listingB: number;
  let owner: { id: number; email: string; token: string };
  let otherOwner: string;
  let root: { id: number; email: string; viewer: Viewer; token: string };
  let manager: { id: number; email: string; token: string };
  let rootY: string;

  const gql = (query: string, variables: object, token?: string) => graphqlAs(t, query, variables, token);
  const cancel = (id: number, token: string) => gql(CANCEL, { id }, token);
  const code = (res: { errors?: Array<{ extensions: { code: string } }> }) => res.errors?.[0]?.extensions.code;
  const booking = (id: number) => t.testDb.db('bookings').where({ id }).first();
  const future = (listingId: number, days = 2) =>
    createBooking(t.testDb.db, { userId: owner.id, vendorId: vendorX, listingId, slot: new Date(Date.now() + days * DAY) });
  const vendorViewer = (id: number, email: string, vendorId: number, subrole: 'root_admin' | 'user'): Viewer =>
    ({ kind: 'vendor', id, vendorId, subrole, email, role: 'vendor', firstName: 'V', lastName: 'V', pic: null });
  const mailsTo = async (email: string, subject: string) =>
    t.testDb.db('outbox_messages').where({ channel: 'email', to: email }).where('subject', 'like', `${subject}%`);

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    vendorX = await createVendor(db);
    const vendorY = await createVendor(db);
    const m = await createVendorLogin(db, vendorX, { subrole: 'user' });
    manager = { ...m, token: await createApiToken(t.testDb.db, vendorViewer(m.id, m.email, vendorX, 'user')) };
    const r = await createVendorLogin(db, vendorX);
    const rootView = vendorViewer(r.id, r.email, vendorX, 'root_admin');
    root = { ...r, viewer: rootView, token: await createApiToken(t.testDb.db, rootView) };
    rootY = await createApiToken(t.testDb.db, vendorViewer((await createVendorLogin(db, vendorY)).id, 'y@example.test', vendorY, 'root_admin'));
    const clinic = [{ type: 'clinic', enabled: true, duration: 30, price: 60, schedule: EVERY_DAY }];
    listingA = await createListing(db, vendorX, { title: 'Alpha Clinic', managers: [m.id], timezone: ZONE, consultations: clinic });
    listingB = await createListing(db, vendorX, { title: 'Beta Clinic', timezone: ZONE, consultations: clinic });
    const o = await createUser(db, { first_name: 'Olive' });
    owner = { ...o, token: await createApiToken(t.testDb.db, { kind: 'user', id: o.id }) };
    const p = await createUser(db);
    otherOwner = await createApiToken(t.testDb.db, { kind: 'user', id: p.id });
  });
  after(() => t.close());

  it('lets the owner cancel, records who and when, and mails the owner and the practice in the listing zone', async () => {
    const id = await future(listingA);
    const res = await cancel(id, owner.token);
    expect(res.data.cancelAppointment).to.deep.include({ message: 'The appointment was canceled.' });
    expect(res.data.cancelAppointment.appointment).to.include({ status: 3, statusLabel: 'Canceled', canCancel: false });
    const row = await booking(id);
    expect(row.status).to.equal(3);
    expect(row.details.canceled.by).to.deep.equal({ kind: 'user', id: owner.id });
    expect(Date.parse(row.details.canceled.at)).to.be.closeTo(Date.now(), 60_000);
    const [ownerMail] = await mailsTo(owner.email, 'Appointment canceled');
    expect(ownerMail.text).to.contain('has been canceled at your request').and.contain(`(${ZONE})`)
      .and.contain(`PC-${String(id).padStart(6, '0')}`);
    // The practice hears too: its root admin and the listing's manager.
    expect((await mailsTo(root.email, 'Appointment canceled')).some((m) => m.text.includes('by the customer'))).to.equal(true);
    expect(await mailsTo(manager.email, 'Appointment canceled')).to.have.length.greaterThan(0);
  });

  it('lets a root admin and a sub-user named as manager cancel', async () => {
    const byRoot = await future(listingB, 3);
    expect(code(await cancel(byRoot, root.token))).to.equal(undefined);
    expect((await booking(byRoot)).details.canceled.by).to.deep.equal({ kind: 'vendor', id: root.id });
    const byManager = await future(listingA, 3);
    expect(code(await cancel(byManager, manager.token))).to.equal(undefined);
    expect((await booking(byManager)).status).to.equal(3);
  });

  it('lets the practice give a reason: stored, shown on the appointment and in the customer\'s mail; an over-long one is refused in our words', async () => {
    const withReason = 'mutation($id: ID!, $reason: String) { cancelAppointment(id: $id, reason: $reason) { appointment { cancelReason canceledBy } } }';
    const id = await future(listingA, 7);
    const tooLong = await gql(withReason, { id, reason: 'x'.repeat(5000) }, root.token);
    expect(code(tooLong)).to.equal('BAD_USER_INPUT');
    expect(tooLong.errors[0].message).to.equal('The reason can be at most 500 characters (it has 5,000).');
    expect((await booking(id)).status).to.equal(0); // nothing half-saved
    const res = await gql(withReason, { id, reason: '  The vet is ill today; please book another day.  ' }, root.token);
    expect(res.data.cancelAppointment.appointment).to.deep.equal({ cancelReason: 'The vet is ill today; please book another day.', canceledBy: 'vendor' });
    expect((await booking(id)).details.canceled.reason).to.equal('The vet is ill today; please book another day.');
    const ownerMail = (await mailsTo(owner.email, 'Appointment canceled')).sort((a, b) => Number(b.id) - Number(a.id))[0];
    expect(ownerMail.text).to.contain('Reason given by the practice: The vet is ill today; please book another day.');
    const page = await t.fetch(`/app/my-appointments/${id}`, { headers: { accept: 'text/html', authorization: `Bearer ${owner.token}` } });
    expect(await page.text()).to.contain('Reason for canceling').and.contain('The vet is ill today; please book another day.');
  });

  it('answers NOT_FOUND to another owner, another tenant and a sub-user not managing the listing, changing nothing', async () => {
    const id = await future(listingB, 4);
    for (const token of [otherOwner, rootY, manager.token]) {
      expect(code(await cancel(id, token))).to.equal('NOT_FOUND');
    }
    expect((await booking(id)).status).to.equal(0);
  });

  it('refuses a second cancel with CONFLICT and a started booking with BAD_USER_INPUT', async () => {
    const id = await future(listingA, 5);
    await cancel(id, owner.token);
    const again = await cancel(id, owner.token);
    expect(code(again)).to.equal('CONFLICT');
    expect(again.errors[0].message).to.equal('This appointment is already canceled.');
    const past = await createBooking(t.testDb.db, { userId: owner.id, vendorId: vendorX, listingId: listingA, slot: new Date(Date.now() - 60_000) });
    const late = await cancel(past, owner.token);
    expect(code(late)).to.equal('BAD_USER_INPUT');
    expect(late.errors[0].message).to.equal('This appointment has already started and can no longer be canceled.');
    expect((await booking(past)).status).to.equal(0);
    const moved = await createBooking(t.testDb.db, { userId: owner.id, vendorId: vendorX, listingId: listingA, slot: new Date(Date.now() + 6 * DAY), status: 2 });
    expect(code(await cancel(moved, owner.token))).to.equal('CONFLICT');
  });

  it('frees the slot: offered and bookable again, and the payment is left as it was', async () => {
    const { services } = t.deps;
    const petId = await createPet(t.testDb.db, owner.id);
    const slot = moment.tz(ZONE).add(3, 'days').startOf('day').hour(10).toISOString();
    const date = slot.slice(0, 10);
    const request = { vendorListingId: listingB, type: 'clinic' as const, slot, userId: owner.id, pet: { id: petId }, summary: 'Check-up', waive: true };
    const offered = async () => (await services.availability.availableSlots(null, { listingId: listingB, type: 'clinic', date }, new Date())).slots;

    const first = await services.bookings.book(root.viewer, request, { now: new Date() });
    if (!('result' in first) || typeof first.result !== 'number') throw new Error('the first booking failed');
    expect(await offered()).to.not.include(slot);
    const taken = await services.bookings.book(root.viewer, request, { now: new Date() }).catch((err: { code?: string }) => err.code);
    expect(taken).to.equal('CONFLICT');

    const paymentBefore = await t.testDb.db('payments').where({ id: (await booking(first.result)).payment_id }).first();
    await services.appointments.cancel(root.viewer, first.result, new Date());
    expect(await offered()).to.include(slot);
    const second = await services.bookings.book(root.viewer, request, { now: new Date() });
    expect(second).to.have.property('result').that.is.a('number').and.not.equal(first.result);
    const paymentAfter = await t.testDb.db('payments').where({ id: paymentBefore.id }).first();
    expect(paymentAfter.status).to.equal(paymentBefore.status);
    expect(paymentAfter.amount_cents).to.equal(paymentBefore.amount_cents);
  });
});
