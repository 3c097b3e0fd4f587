import { expect } from 'chai';
import { PayPalGateway } from '../../server/adapters/paypal.ts';
import { startPayPalStub } from '../setup/paypal-stub.ts';
import { migratedDatabase, type TestDb } from '../setup/db.ts';
import { createBooking, createListing, createPayment, createUser, createVendor } from '../factories/index.ts';
import { refundService } from '../../server/domain/payments/refund-service.ts';
import { appointmentService } from '../../server/domain/appointments/appointment-service.ts';
import { bookingPayable } from '../../server/domain/bookings/booking-payable.ts';
import { paymentSaga } from '../../server/domain/payments/payment-saga.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';
import type { MailMessage } from '../../server/adapters/mail.ts';

const HOUR = 3_600_000;

describe('PayPal refunds and the reconcile, against the local PayPal stand-in', () => {
  let stub: Awaited<ReturnType<typeof startPayPalStub>>;
  let gateway: PayPalGateway;
  let testDb: TestDb;
  let vendorId: number;
  let listingId: number;
  const mails: MailMessage[] = [];
  const deps = () => ({
    mail: { kind: 'outbox' as const, send: async (m: MailMessage) => void mails.push(m), sendAll: async (ms: readonly MailMessage[]) => void mails.push(...ms) },
    consultations: { linksFor: async () => ({ owner: 'https://x/u', vendor: 'https://x/c' }) },
    publicUrl: 'http://localhost:3000',
  });
  const card = { number: '4111111111111111', name: 'Olive Owner', expiry: '2035-01', securityCode: '123' };

  /** A booking paid with PayPal through the stand-in (the capture is real there), `hours` ahead. */
  async function paidBooking(key: string, hours: number): Promise<{ id: number; ownerViewer: Viewer; paymentId: number; capture: string }> {
    const db = testDb.db;
    const charge = await gateway.charge({ amountCents: 6000, currency: 'USD', description: 'Clinic visit', idempotencyKey: key, card });
    if (charge.status !== 'captured') throw new Error('the stand-in declined');
    const owner = await createUser(db);
    const paymentId = await createPayment(db, {
      userId: owner.id, vendorId, amountCents: 6000, paymentType: 300, productId: 2000, gateway: 'paypal', status: 'captured', gatewayRef: charge.reference, idempotencyKey: key,
    });
    const id = await createBooking(db, { userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + hours * HOUR), paymentId });
    return { id, paymentId, capture: charge.reference, ownerViewer: { kind: 'user', id: owner.id, email: owner.email, role: 'user', firstName: 'O', lastName: 'O', pic: null } };
  }

  before(async () => {
    stub = await startPayPalStub();
    gateway = new PayPalGateway({ clientId: 'client', clientSecret: 'secret', environment: 'sandbox', httpsAgent: stub.httpsAgent });
    testDb = await migratedDatabase();
    vendorId = await createVendor(testDb.db);
    listingId = await createListing(testDb.db, vendorId, { cancellationHours: 24 });
  });
  after(async () => {
    await testDb.destroy();
    await stub.close();
  });

  it('refunds a canceled booking\'s captured payment through the Payments API with the refund\'s own request id', async () => {
    const refunds = refundService(testDb.db, gateway);
    const appointments = appointmentService(testDb.db, { ...deps(), refunds });
    const b = await paidBooking('pp-cancel-1', 72);
    const detail = await appointments.cancel(b.ownerViewer, b.id, new Date());
    expect(detail.payment).to.deep.equal({ capturedCents: 6000, refundedCents: 6000, refunds: [{ amountCents: 6000, status: 'succeeded', at: detail.payment!.refunds[0].at }] });
    const [made] = stub.refunds.filter((r) => r.captureId === b.capture);
    expect(made).to.deep.include({ requestId: `refund:payment:${b.paymentId}:full:refund`, amount: { currency_code: 'USD', value: '60.00' } });
    const row = await testDb.db('refunds').where({ payment_id: b.paymentId }).first();
    expect(row).to.include({ status: 'succeeded', gateway: 'paypal', gateway_ref: made.id });
    expect((await testDb.db('payments').where({ id: b.paymentId }).first()).status).to.equal('refunded');
  });

  it('leaves the refund pending while PayPal is down and refunds once when retried, even if asked twice', async () => {
    const refunds = refundService(testDb.db, gateway);
    const appointments = appointmentService(testDb.db, { ...deps(), refunds });
    const b = await paidBooking('pp-cancel-2', 72);
    stub.setRefundsDown(true);
    try {
      await appointments.cancel(b.ownerViewer, b.id, new Date());
    } finally {
      stub.setRefundsDown(false);
    }
    expect((await testDb.db('bookings').where({ id: b.id }).first()).status).to.equal(3);
    const pending = await testDb.db('refunds').where({ payment_id: b.paymentId }).first();
    expect(pending).to.include({ status: 'pending', attempts: 1 });
    expect(await refunds.retry(Number(pending.id), new Date())).to.equal('succeeded');
    expect(await refunds.retry(Number(pending.id), new Date())).to.equal('settled');
    expect(stub.refunds.filter((r) => r.captureId === b.capture)).to.have.length(1);
    // A call repeated with the same key (a worker that died before recording the answer) gets the same refund back.
    const again = await gateway.refund({ captureRef: b.capture, amountCents: 6000, currency: 'USD', idempotencyKey: `refund:payment:${b.paymentId}:full` });
    expect(again).to.deep.equal({ status: 'succeeded', reference: (await testDb.db('refunds').where({ id: pending.id }).first()).gateway_ref });
    expect(stub.refunds.filter((r) => r.captureId === b.capture)).to.have.length(1);
  });

  it('settles an interrupted PayPal payment captured at PayPal, and fails one PayPal never charged, without charging anyone', async () => {
    const db = testDb.db;
    const payments = paymentSaga(db, {
      gateway, approvals: null, payables: [bookingPayable(db, { ...deps(), gateway, petsRequired: false })], refusesCardFields: false,
    });
    const owner = await createUser(db);
    const hourAgo = new Date(Date.now() - HOUR);
    // The charge reached PayPal, then the process died before recording it.
    const charged = await gateway.charge({ amountCents: 6000, currency: 'USD', description: 'Clinic visit', idempotencyKey: 'pp-crash-1', card });
    const paid = await createPayment(db, { userId: owner.id, vendorId, amountCents: 6000, paymentType: 300, productId: 2000, gateway: 'paypal', createdAt: hourAgo, idempotencyKey: 'pp-crash-1' });
    const paidBookingId = await createBooking(db, { userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + 200 * HOUR), paymentId: paid, status: 5 });
    // The process died before the charge reached PayPal.
    const never = await createPayment(db, { userId: owner.id, vendorId, amountCents: 6000, paymentType: 300, productId: 2000, gateway: 'paypal', createdAt: hourAgo, idempotencyKey: 'pp-crash-2' });
    const neverBookingId = await createBooking(db, { userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + 202 * HOUR), paymentId: never, status: 5 });
    const captures = () => stub.requests.filter((r) => r.path.endsWith('/capture')).length;
    const before = captures();

    expect(await payments.reconcile(new Date())).to.deep.equal({ captured: 1, failed: 1, unknown: 0 });
    expect(await db('payments').where({ id: paid }).first()).to.include({ status: 'captured', gateway_ref: charged.status === 'captured' ? charged.reference : '' });
    expect((await db('bookings').where({ id: paidBookingId }).first()).status).to.equal(0);
    expect((await db('payments').where({ id: never }).first()).status).to.equal('failed');
    expect((await db('bookings').where({ id: neverBookingId }).first()).status).to.equal(4);
    // Asking never captured anything.
    expect(captures()).to.equal(before);
  });
});
