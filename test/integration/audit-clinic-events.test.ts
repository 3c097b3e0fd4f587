import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { postJson } from '../setup/post-json.ts';
import { createApiToken, createOrder, createPayment, createUser, createVendorLogin, EVERY_DAY } from '../factories/index.ts';
import { TestGateway } from '../../server/adapters/payments.ts';
import { slotWords } from '../../server/domain/audit/audit-words.ts';
import { bookPaid, createClinic, createOwner, gql, slotAt, ZONE, type Clinic } from './lifecycle-helpers.ts';

const CANCEL = 'mutation($id: ID!) { cancelAppointment(id: $id) { message } }';
const RESCHEDULE = 'mutation($id: ID!, $slot: DateTime!) { rescheduleAppointment(id: $id, slot: $slot) { message } }';
const SAVE_LISTING = 'mutation($input: SaveListingInput!) { saveListing(input: $input) { message listing { id } } }';

/**
 * The clinic's activity log also records what happened to its money and schedule that it did not start: an
 * owner's booking, cancel (with its refund) and reschedule, the gateway's refunds, PayPal's, an order canceled by
 * its owner; and the clinic's own reschedules, price and manager changes. Each in the change's transaction, in
 * words a clinic reads, seen by that clinic only.
 */
describe('the clinic\'s activity log: money and schedule events', () => {
  let t: TestApp;
  let clinic: Clinic;
  let other: Clinic;
  let gateway: TestGateway;

  const rows = (vendorId: number, action?: string) => {
    const q = t.testDb.db('vendor_audit_events').where({ vendor_id: vendorId }).orderBy('id');
    return action ? q.where({ action }) : q;
  };
  const page = async (token: string) =>
    (await t.fetch('/app/settings/activity', { headers: { authorization: `Bearer ${token}`, accept: 'text/html' } })).text();
  const when = (iso: string) => slotWords(new Date(iso), ZONE);

  before(async () => {
    t = await startTestApp();
    gateway = t.deps.adapters.payments as TestGateway;
    clinic = await createClinic(t, { cancellationHours: 48 });
    other = await createClinic(t);
  });
  after(() => t.close());
  afterEach(() => gateway.setRefundsDown(false));

  it('logs an owner\'s paid booking as the customer\'s, by the name the clinic knows, with what was paid', async () => {
    const owner = await createOwner(t);
    const slot = slotAt(6, 10);
    const id = await bookPaid(t, clinic, owner, slot, 'video');
    const [row] = await rows(clinic.vendorId, 'appointment.booked').where('details', '@>', JSON.stringify({ appointment: `PC-${String(id).padStart(6, '0')}` }));
    expect(row).to.include({ actor_kind: 'customer', actor_name: 'Olive Owner', actor_login_id: null, address: null });
    expect(row.summary).to.equal(`Olive Owner booked a video consultation for ${when(slot)}; paid $40.00`);
    expect(await rows(other.vendorId, 'appointment.booked')).to.have.length(0);
  });

  it('logs a desk booking as the clinic login\'s, for the customer, with the payment waived', async () => {
    const owner = await createOwner(t);
    await bookPaid(t, clinic, owner, slotAt(6, 12));
    const slot = slotAt(6, 14);
    const res = await postJson(t, '/api/payment', {
      paymentType: 300, vendor_listing_id: clinic.listingId, type: 'clinic', slot, info: { summary: 'Limping' },
      user_id: owner.id, waive: true, pet: { name: 'Buddy', type: 1 },
    }, { token: clinic.root.token });
    expect(res.status, JSON.stringify(await res.clone().json())).to.equal(201);
    const [row] = (await rows(clinic.vendorId, 'appointment.booked')).slice(-1);
    expect(row).to.include({ actor_kind: 'clinic', actor_login_id: clinic.root.id, actor_email: clinic.root.email });
    expect(row.summary).to.equal(`Booked a clinic visit for ${when(slot)} at the desk for Olive Owner; payment waived`);
  });

  it('logs an owner\'s cancel with its refund, and the gateway\'s refund as the system\'s', async () => {
    const owner = await createOwner(t);
    const slot = slotAt(5, 10);
    const id = await bookPaid(t, clinic, owner, slot, 'video');
    await gql(t, CANCEL, { id }, owner.token);
    const code = `PC-${String(id).padStart(6, '0')}`;
    const [canceled] = await rows(clinic.vendorId, 'appointment.canceled_by_customer').where('details', '@>', JSON.stringify({ appointment: code }));
    expect(canceled).to.include({ actor_kind: 'customer', actor_name: 'Olive Owner', actor_email: '' });
    expect(canceled.summary).to.equal(`Olive Owner canceled the video consultation of ${when(slot)}; refunded $40.00`);
    const [refunded] = await rows(clinic.vendorId, 'refund.completed').where('details', '@>', JSON.stringify({ appointment: code }));
    expect(refunded).to.include({ actor_kind: 'system', actor_name: 'System' });
    expect(refunded.summary).to.equal(`The refund of $40.00 for the appointment ${code} went through the test gateway`);

    const html = await page(clinic.root.token);
    expect(html).to.contain('Canceled their appointment').and.contain(`Olive Owner canceled the video consultation of ${when(slot)}; refunded $40.00`);
    expect(html).to.contain('>Customer<').and.contain('Refund completed');
    expect(await page(other.root.token)).not.to.contain(code);
  });

  it('logs an owner\'s cancel inside the window as not refunded, and says why', async () => {
    const owner = await createOwner(t);
    const slot = slotAt(1, 11);
    const id = await bookPaid(t, clinic, owner, slot);
    await gql(t, CANCEL, { id }, owner.token);
    const [row] = await rows(clinic.vendorId, 'appointment.canceled_by_customer').where('details', '@>', JSON.stringify({ appointment: `PC-${String(id).padStart(6, '0')}` }));
    expect(row.summary).to.equal(`Olive Owner canceled the clinic visit of ${when(slot)}; no refund (less than 48 hours ahead)`);
  });

  it('logs a refund the retry job gives up, for the clinic to make by hand', async () => {
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(7, 10));
    gateway.setRefundsDown(true);
    await gql(t, CANCEL, { id }, clinic.root.token);
    const refund = await t.testDb.db('refunds').where({ booking_id: id }).first();
    expect(await t.deps.services.refunds.retry(Number(refund.id), new Date(), 2)).to.equal('given-up');
    const [row] = await rows(clinic.vendorId, 'refund.failed');
    expect(row).to.include({ actor_kind: 'system' });
    expect(row.summary).to.equal(`The refund of $60.00 for the appointment PC-${String(id).padStart(6, '0')} could not be made after 2 tries: refund it by hand (The payment provider is not answering.)`);
  });

  it('logs a reschedule by the owner and by the clinic, from when to when', async () => {
    const owner = await createOwner(t);
    const from = slotAt(8, 10);
    const id = await bookPaid(t, clinic, owner, from);
    const to = slotAt(8, 15);
    expect((await gql(t, RESCHEDULE, { id, slot: to }, owner.token)).errors).to.equal(undefined);
    const byOwner = (await rows(clinic.vendorId, 'appointment.rescheduled')).at(-1);
    expect(byOwner).to.include({ actor_kind: 'customer', actor_name: 'Olive Owner' });
    expect(byOwner.summary).to.equal(`Olive Owner moved the clinic visit from ${when(from)} to ${when(to)}`);

    const moved = Number((await t.testDb.db('bookings').where({ rescheduled_from: id }).first()).id);
    const again = slotAt(9, 9);
    expect((await gql(t, RESCHEDULE, { id: moved, slot: again }, clinic.root.token)).errors).to.equal(undefined);
    const byClinic = (await rows(clinic.vendorId, 'appointment.rescheduled')).at(-1);
    expect(byClinic).to.include({ actor_kind: 'clinic', actor_login_id: clinic.root.id });
    expect(byClinic.summary).to.equal(`Moved Olive Owner's clinic visit from ${when(to)} to ${when(again)}`);
    expect(await rows(other.vendorId, 'appointment.rescheduled')).to.have.length(0);
  });

  it('logs an order its owner cancels when a clinic was paid for it, not a marketplace order', async () => {
    const db = t.testDb.db;
    const owner = await createUser(db, { first_name: 'Maria' });
    const viewer = { kind: 'user' as const, id: owner.id, email: owner.email, role: 'user' as const, firstName: 'Maria', lastName: 'Owner', pic: null };
    const paid = async (vendorId: number | null) => {
      const paymentId = await createPayment(db, {
        userId: owner.id, vendorId, amountCents: 36_000, paymentType: 100, productId: 3000, status: 'captured', gatewayRef: `test_capture_${Date.now()}_${vendorId}`,
      });
      return createOrder(db, { userId: owner.id, productId: 3000, status: 'paid', paymentId, details: { address: '1 Main St, New York, NY 10001' } });
    };
    const clinicOrder = await paid(other.vendorId);
    const marketOrder = await paid(null);
    const before = await db('vendor_audit_events').count<{ count: string }[]>('* as count').first();
    await t.deps.services.myOrders.cancel(viewer, marketOrder, new Date());
    expect((await db('vendor_audit_events').count<{ count: string }[]>('* as count').first())!.count).to.equal(before!.count);
    await t.deps.services.myOrders.cancel(viewer, clinicOrder, new Date());
    const [row] = await rows(other.vendorId, 'order.canceled_by_customer');
    expect(row).to.include({ actor_kind: 'customer', actor_name: 'Maria Owner' });
    expect(row.summary).to.equal(`Maria Owner canceled order ${clinicOrder} (Vet house-call package); refunded $360.00`);
    expect(await rows(clinic.vendorId, 'order.canceled_by_customer')).to.have.length(0);
  });

  it('logs a listing\'s price and manager changes, old -> new, and nothing for a save that changes neither', async () => {
    const nurse = await createVendorLogin(t.testDb.db, clinic.vendorId, { subrole: 'user', first_name: 'Nia' });
    const input = (price: number, managers: string[]) => ({
      id: String(clinic.listingId), title: 'Lifecycle Clinic', line1: 'Dr. Vera Vet, DVM', timezone: ZONE, managers, vendorLoginId: String(clinic.root.id),
      consultations: [
        { type: 'clinic', enabled: true, duration: 30, price: 60, schedule: EVERY_DAY },
        { type: 'video', enabled: true, duration: 30, price, schedule: EVERY_DAY },
      ],
    });
    const save = async (price: number, managers: string[]) => {
      const res = await gql(t, SAVE_LISTING, { input: input(price, managers) }, clinic.root.token);
      expect(res.errors, JSON.stringify(res.errors)).to.equal(undefined);
    };
    const countOf = async () => (await rows(clinic.vendorId)).filter((r) => r.action.startsWith('listing.')).length;
    await save(40, []);
    expect(await countOf()).to.equal(0);
    await save(55, [String(nurse.id)]);
    const [prices] = await rows(clinic.vendorId, 'listing.prices_changed');
    expect(prices).to.include({ actor_kind: 'clinic', actor_login_id: clinic.root.id });
    expect(prices.summary).to.equal('Lifecycle Clinic: Video consultation $40.00 -> $55.00');
    const [team] = await rows(clinic.vendorId, 'listing.managers_changed');
    const nurseName = 'Nia Vet';
    expect(team.summary).to.equal(`Lifecycle Clinic: ${nurseName} assigned`);
    await save(55, []);
    expect((await rows(clinic.vendorId, 'listing.managers_changed')).at(-1).summary).to.equal(`Lifecycle Clinic: ${nurseName} removed`);
    expect(await rows(other.vendorId, 'listing.prices_changed')).to.have.length(0);
  });

  it('stays the root admin\'s: a sub-user still gets the 404 page', async () => {
    const sub = await createVendorLogin(t.testDb.db, clinic.vendorId, { subrole: 'user' });
    const token = await createApiToken(t.testDb.db, { kind: 'vendor', id: sub.id });
    const res = await t.fetch('/app/settings/activity', { headers: { authorization: `Bearer ${token}`, accept: 'text/html' } });
    expect(res.status).to.equal(404);
  });
});
