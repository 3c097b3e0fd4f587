import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createBooking, createPayment, createRefund } from '../factories/index.ts';
import { TestGateway } from '../../server/adapters/payments.ts';
import { JobQueue } from '../../server/jobs/job-queue.ts';
import { JOB, jobDefinitions } from '../../server/jobs/job-definitions.ts';
import { bookPaid, createClinic, createOwner, DETAIL_FIELDS, errorCode, gql, slotAt, type Clinic } from './lifecycle-helpers.ts';

const CANCEL = `mutation($id: ID!) { cancelAppointment(id: $id) { message appointment { ${DETAIL_FIELDS} } } }`;
const DETAIL = `query($id: ID!) { appointment(id: $id) { ${DETAIL_FIELDS} } }`;
const MINUTE = 60_000;

describe('cancellation policy and refunds', () => {
  let t: TestApp;
  let clinic: Clinic;
  let gateway: TestGateway;

  const booking = (id: number) => t.testDb.db('bookings').where({ id }).first();
  const paymentOf = async (id: number) => t.testDb.db('payments').where({ id: (await booking(id)).payment_id }).first();
  const refundsOf = async (id: number) => t.testDb.db('refunds').where({ payment_id: (await booking(id)).payment_id });
  const lastMail = async (to: string, subject: string) =>
    t.testDb.db('outbox_messages').where({ to }).where('subject', 'like', `${subject}%`).orderBy('id', 'desc').first();

  before(async () => {
    t = await startTestApp();
    gateway = t.deps.adapters.payments as TestGateway;
    // A 48-hour window: a slot 3 days ahead is outside it (refunded), one a day ahead inside (not).
    clinic = await createClinic(t, { cancellationHours: 48 });
  });
  after(() => t.close());
  afterEach(() => gateway.setRefundsDown(false));

  it('refunds an owner who cancels outside the window in full, through the gateway the payment used', async () => {
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(3, 10));
    const before = (await gql(t, DETAIL, { id }, owner.token)).data.appointment;
    expect(before).to.include({ cancellationHours: 48, refundOnCancel: 'full' });
    expect(before.payment).to.deep.include({ capturedCents: 6000, refundedCents: 0 });
    const made = gateway.refunds.length;

    const res = await gql(t, CANCEL, { id }, owner.token);
    expect(res.data.cancelAppointment.appointment).to.deep.include({ status: 3, statusLabel: 'Canceled' });
    expect(res.data.cancelAppointment.appointment.payment).to.deep.equal({ capturedCents: 6000, refundedCents: 6000, refunds: [{ amountCents: 6000, status: 'succeeded' }] });
    const payment = await paymentOf(id);
    expect(payment.status).to.equal('refunded');
    const [refund] = await refundsOf(id);
    expect(refund).to.include({ amount_cents: 6000, status: 'succeeded', gateway: 'test', attempts: 1, booking_id: id });
    expect(refund.gateway_ref).to.match(/^test_refund_/);
    expect(refund.refunded_at).to.not.equal(null);
    expect(gateway.refunds.slice(made)).to.have.length(1);
    expect(gateway.refunds.at(-1)).to.include({ captureRef: payment.gateway_ref, amountCents: 6000 });
    expect((await booking(id)).details.canceled.refund).to.equal('full');
    expect((await lastMail(owner.email, 'Appointment canceled')).text).to.contain('A full refund of $60.00 has been issued');
  });

  it('tells an owner inside the window that no refund applies, and cancels without one', async () => {
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(1, 11));
    expect((await gql(t, DETAIL, { id }, owner.token)).data.appointment).to.include({ refundOnCancel: 'none' });
    const res = await gql(t, CANCEL, { id }, owner.token);
    expect(res.data.cancelAppointment.appointment.payment).to.deep.equal({ capturedCents: 6000, refundedCents: 0, refunds: [] });
    expect((await paymentOf(id)).status).to.equal('captured');
    expect(await refundsOf(id)).to.have.length(0);
    expect((await lastMail(owner.email, 'Appointment canceled')).text).to.contain('No refund applies to this cancellation.');
  });

  it('always refunds in full when the practice cancels, even inside the window', async () => {
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(1, 12));
    expect((await gql(t, DETAIL, { id }, clinic.root.token)).data.appointment).to.include({ refundOnCancel: 'full' });
    const res = await gql(t, CANCEL, { id }, clinic.root.token);
    expect(res.data.cancelAppointment.appointment.payment.refundedCents).to.equal(6000);
    expect((await paymentOf(id)).status).to.equal('refunded');
  });

  it('refunds nothing for a booking that was never paid through a gateway', async () => {
    const owner = await createOwner(t);
    const id = await createBooking(t.testDb.db, { userId: owner.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(slotAt(4, 9)) });
    const res = await gql(t, CANCEL, { id }, clinic.root.token);
    expect(res.data.cancelAppointment.appointment).to.include({ status: 3 });
    expect(res.data.cancelAppointment.appointment.payment).to.equal(null);
    expect(await t.testDb.db('refunds').where({ booking_id: id })).to.have.length(0);
  });

  it('keeps the booking canceled and the refund pending when the gateway fails; the job queue retries it, once', async () => {
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(5, 10));
    gateway.setRefundsDown(true);
    const made = gateway.refunds.length;
    const res = await gql(t, CANCEL, { id }, owner.token);
    expect(res.data.cancelAppointment.appointment).to.include({ status: 3 });
    expect(res.data.cancelAppointment.appointment.payment.refunds).to.deep.equal([{ amountCents: 6000, status: 'pending' }]);
    expect((await lastMail(owner.email, 'Appointment canceled')).text).to.contain('is being processed');
    const [pending] = await refundsOf(id);
    expect(pending).to.include({ status: 'pending', attempts: 1 });
    expect(pending.last_error).to.contain('not answering');
    expect((await paymentOf(id)).status).to.equal('captured');

    // The worker, two minutes later: still down, the retry fails and the refund stays pending.
    const later = new Date(Date.now() + 2 * MINUTE);
    const queue = new JobQueue(t.testDb.db, { clock: () => later, retryDelaySeconds: 0 });
    await queue.start(jobDefinitions(t.deps.services));
    try {
      await queue.send(JOB.refundRetries, {});
      await queue.drain([JOB.refundRetries]);
      await queue.drain([JOB.refund], 1);
      expect((await refundsOf(id))[0]).to.include({ status: 'pending', attempts: 2 });

      gateway.setRefundsDown(false);
      await queue.drain();
      const [done] = await refundsOf(id);
      expect(done).to.include({ status: 'succeeded', attempts: 3 });
      expect((await paymentOf(id)).status).to.equal('refunded');

      // The same refund job run again (a retried job): nothing more is refunded.
      await queue.send(JOB.refund, { refundId: Number(done.id) });
      await queue.runNow(JOB.refundRetries);
      expect(gateway.refunds.slice(made)).to.have.length(1);
      expect((await refundsOf(id))).to.have.length(1);
    } finally {
      await queue.stop();
    }
  });

  it('refunds once when the owner double-clicks cancel', async () => {
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(6, 10));
    const made = gateway.refunds.length;
    const answers = await Promise.all([gql(t, CANCEL, { id }, owner.token), gql(t, CANCEL, { id }, owner.token)]);
    expect(answers.map(errorCode).sort()).to.deep.equal(['CONFLICT', undefined]);
    expect(await refundsOf(id)).to.have.length(1);
    expect(gateway.refunds.slice(made)).to.have.length(1);
  });

  it('reports captured minus the refunds recorded, partial ones too', async () => {
    const db = t.testDb.db;
    const other = await createClinic(t);
    const owner = await createOwner(t);
    const hours = [26, 28];
    const paid = async (cents: number) => {
      const yesterday = new Date(Date.now() - hours.pop()! * 3_600_000);
      const paymentId = await createPayment(db, { userId: owner.id, vendorId: other.vendorId, amountCents: cents, paymentType: 300, productId: 2000, status: 'captured', gatewayRef: 'x' });
      await createBooking(db, { userId: owner.id, vendorId: other.vendorId, listingId: other.listingId, slot: yesterday, paymentId, status: 1 });
      return paymentId;
    };
    await paid(5000);
    const partly = await paid(8000);
    await createRefund(db, { paymentId: partly, amountCents: 2500 });
    await createRefund(db, { paymentId: partly, amountCents: 1000, status: 'pending' });
    const report = await t.deps.services.reports.report(
      { kind: 'vendor', id: other.root.id, vendorId: other.vendorId, subrole: 'root_admin', email: other.root.email, role: 'vendor', firstName: 'V', lastName: 'V', pic: null },
      {}, new Date(),
    );
    expect(report.totals).to.include({ revenueCents: 13000 - 2500, refundedCents: 2500 });
  });
});
