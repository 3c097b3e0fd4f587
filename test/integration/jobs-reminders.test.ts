import { expect } from 'chai';
import type { ConsultationType } from '../../contracts/consultations.ts';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createBooking, createHealthRecord, createPayment, createPet, createWebsite } from '../factories/index.ts';
import { TestGateway } from '../../server/adapters/payments.ts';
import { JobQueue } from '../../server/jobs/job-queue.ts';
import { JOB, jobDefinitions } from '../../server/jobs/job-definitions.ts';
import { bookPaid, createClinic, createOwner, gql, slotAt, type Clinic, type Owner } from './lifecycle-helpers.ts';
import type { SmsMessage } from '../../server/adapters/sms.ts';

const HOUR = 3_600_000;
const RESCHEDULE = 'mutation($id: ID!, $slot: DateTime!) { rescheduleAppointment(id: $id, slot: $slot) { appointment { id } } }';

describe('the job worker: reminders and the reconcile of interrupted payments', () => {
  let t: TestApp;
  let clinic: Clinic;

  /** A worker over the test database with its clock at `now` (no cron, no timers: tests drain it). */
  async function worker(now: Date): Promise<JobQueue> {
    const queue = new JobQueue(t.testDb.db, { clock: () => now, retryDelaySeconds: 0 });
    await queue.start(jobDefinitions(t.deps.services));
    return queue;
  }
  async function runOnce(now: Date, sweep: string = JOB.appointmentReminders): Promise<void> {
    const queue = await worker(now);
    try {
      await queue.runNow(sweep);
    } finally {
      await queue.stop();
    }
  }
  const outbox = (to: string, channel: 'email' | 'sms', like = '%') =>
    t.testDb.db('outbox_messages').where({ to, channel }).where((q) => (channel === 'email' ? q.where('subject', 'like', like) : q.where('text', 'like', like))).orderBy('id');
  const booked = (owner: Owner, slot: Date, attrs: { status?: number; createdAt?: Date; type?: ConsultationType; vendor?: Clinic; pet?: { id: number; name: string } } = {}) => createBooking(t.testDb.db, {
    userId: owner.id, vendorId: (attrs.vendor ?? clinic).vendorId, listingId: (attrs.vendor ?? clinic).listingId, slot,
    status: attrs.status, createdAt: attrs.createdAt ?? new Date(Date.now() - 72 * HOUR), type: attrs.type, pet: attrs.pet,
  });

  before(async () => {
    t = await startTestApp();
    clinic = await createClinic(t);
  });
  after(() => t.close());

  it('says the real lead time: a 24-hour reminder sent 12 hours ahead says "in 12 hours", not "in 1 day"', async () => {
    const owner = await createOwner(t);
    const now = new Date();
    const id = await booked(owner, new Date(now.getTime() + 12 * HOUR));
    await runOnce(now);
    const [email] = await outbox(owner.email, 'email', 'Reminder:%');
    expect(email.subject).to.equal('Reminder: Clinic visit in 12 hours');
    expect(email.text).to.contain('is in 12 hours.').and.not.contain('1 day');
    expect(email.html).to.contain(`PC-${String(id).padStart(6, '0')}`);
  });

  it('sends the 24-hour reminder by email and SMS once, however often the sweep and the job run', async () => {
    const owner = await createOwner(t);
    const now = new Date();
    const id = await booked(owner, new Date(now.getTime() + 23 * HOUR));
    await runOnce(now);
    await runOnce(now);
    const queue = await worker(now);
    try {
      // The same reminder job queued twice more and run: still nothing sent again.
      await queue.send(JOB.appointmentReminder, { bookingId: id, hours: 24 });
      await queue.drain();
      await queue.send(JOB.appointmentReminder, { bookingId: id, hours: 24 });
      await queue.drain();
    } finally {
      await queue.stop();
    }
    const emails = await outbox(owner.email, 'email', 'Reminder:%');
    expect(emails).to.have.length(1);
    expect(emails[0].subject).to.equal('Reminder: Clinic visit in 1 day');
    expect(emails[0].text).to.contain('Address: 1 Main St, Springfield').and.contain(`PC-${String(id).padStart(6, '0')}`);
    expect(await outbox('2125550199', 'sms', 'Petcare reminder:%').where('created_at', '>=', now)).to.have.length(1);
    const sends = await t.testDb.db('reminder_sends').where({ kind: 'appointment', subject_id: id }).orderBy('channel');
    expect(sends.map((s) => [s.channel, s.occasion, s.outcome])).to.deep.equal([['email', '24h', 'sent'], ['sms', '24h', 'sent']]);
    expect(sends[0].sent_at).to.not.equal(null);
  });

  it('never reminds of canceled, rescheduled, failed or unpaid bookings', async () => {
    const owner = await createOwner(t);
    const now = new Date();
    for (const [i, status] of [2, 3, 4, 5].entries()) await booked(owner, new Date(now.getTime() + (12 + i) * HOUR), { status });
    await runOnce(now);
    expect(await outbox(owner.email, 'email', 'Reminder:%')).to.have.length(0);
  });

  it('skips a reminder already due when the booking was made, and follows the clinic\'s own hours', async () => {
    const owner = await createOwner(t);
    const now = new Date();
    // Booked 2 hours ago for 20 hours from now: the 24-hour reminder was due before it existed.
    await booked(owner, new Date(now.getTime() + 20 * HOUR), { createdAt: new Date(now.getTime() - 2 * HOUR) });
    await runOnce(now);
    expect(await outbox(owner.email, 'email', 'Reminder:%')).to.have.length(0);
    const weekly = await createClinic(t, { reminderHours: [48] });
    const other = await createOwner(t);
    await booked(other, new Date(now.getTime() + 47 * HOUR), { vendor: weekly });
    await runOnce(now);
    expect((await outbox(other.email, 'email', 'Reminder:%')).map((m) => m.subject)).to.deep.equal(['Reminder: Clinic visit in 2 days']);
  });

  it('moves the reminders with a reschedule, with the consultation link of a video booking', async () => {
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(2, 10), 'video');
    const newSlot = slotAt(3, 12);
    const moved = await gql(t, RESCHEDULE, { id, slot: newSlot }, owner.token);
    const newId = Number(moved.data.rescheduleAppointment.appointment.id);
    // At the old booking's 24-hour mark: nothing (it is rescheduled).
    await runOnce(new Date(Date.parse(slotAt(2, 10)) - 23 * HOUR));
    expect(await outbox(owner.email, 'email', 'Reminder:%')).to.have.length(0);
    // An hour before the new slot: the 1-hour reminder of the new booking, in the owner's zone.
    await runOnce(new Date(Date.parse(newSlot) - 59 * 60_000));
    const [mail] = await outbox(owner.email, 'email', 'Reminder:%');
    expect(mail.subject).to.equal('Reminder: Video consultation in 1 hour');
    expect(mail.text).to.contain(`PC-${String(newId).padStart(6, '0')}`).and.contain('/appointments?z=').and.contain('(Asia/Kolkata)');
    expect(await t.testDb.db('reminder_sends').where({ kind: 'appointment', subject_id: id })).to.have.length(0);
  });

  it('sends nothing twice when the worker is restarted in the middle of a reminder', async () => {
    const owner = await createOwner(t);
    const now = new Date();
    await booked(owner, new Date(now.getTime() + 50 * 60_000));
    const sms = t.deps.adapters.sms;
    const send = sms.send.bind(sms);
    let entered!: () => void;
    const inSend = new Promise<void>((resolve) => { entered = resolve; });
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    // The SMS provider hangs on the first call: the worker is stopped while it waits.
    sms.send = async (message: SmsMessage) => {
      entered();
      await released;
      return send(message);
    };
    const first = await worker(now);
    const running: Array<Promise<unknown>> = [];
    try {
      await first.send(JOB.appointmentReminders, {});
      await first.drain([JOB.appointmentReminders]);
      running.push(first.drain([JOB.appointmentReminder]));
      await inSend;
      await first.stop();
    } finally {
      sms.send = send;
      release();
    }
    await Promise.all(running);
    // A new worker picks the job up again (failed back to the queue by the stop): nothing is sent twice.
    const second = await worker(now);
    try {
      const ran = await second.drain();
      expect(ran.completed).to.be.greaterThan(0);
    } finally {
      await second.stop();
    }
    expect(await outbox(owner.email, 'email', 'Reminder:%')).to.have.length(1);
    // The text that was in flight when the worker stopped went out once; the new worker did not send it again.
    expect(await outbox('2125550199', 'sms', 'Petcare reminder:%').where('created_at', '>=', now)).to.have.length(1);
    const sends = await t.testDb.db('reminder_sends').join('bookings', 'bookings.id', 'reminder_sends.subject_id').where('bookings.user_id', owner.id);
    expect(sends.map((s) => s.outcome).sort()).to.deep.equal(['sent', 'sent']);
  });

  it('emails a vaccine or medication reminder 7 days before the next-due date, once, with a link to book with the clinic', async () => {
    const owner = await createOwner(t);
    const db = t.testDb.db;
    const petId = await createPet(db, owner.id, { name: 'Biscuit' });
    await createWebsite(db, clinic.vendorId, { sub_domain: `rem${Date.now().toString(36)}` });
    await booked(owner, new Date(Date.now() - 200 * HOUR), { createdAt: new Date(Date.now() - 300 * HOUR), pet: { id: petId, name: 'Biscuit' } });
    const now = new Date();
    const inDays = (d: number) => moment.utc(now).add(d, 'days').format('YYYY-MM-DD');
    await createHealthRecord(db, { userId: owner.id, petId, subcategory: 'immunizations', details: { name: 'Rabies', nextDueDate: inDays(7) } });
    await createHealthRecord(db, { userId: owner.id, petId, subcategory: 'medications', details: { name: 'Heartgard', nextDueDate: inDays(3) } });
    await createHealthRecord(db, { userId: owner.id, petId, subcategory: 'immunizations', details: { name: 'Later', nextDueDate: inDays(20) } });
    await runOnce(now, JOB.healthReminders);
    await runOnce(now, JOB.healthReminders);
    const mails = await outbox(owner.email, 'email', 'Biscuit%');
    expect(mails).to.have.length(2);
    const rabies = mails.find((m) => m.text.includes('Rabies'))!;
    expect(rabies.subject).to.match(/^Biscuit's vaccination is due on /);
    // The clinic's site by the address that survives a rename.
    expect(rabies.text).to.match(/Book a visit with .+: http:\/\/localhost:3000\/clinic\/\d+\//);
    expect(mails.some((m) => m.subject.startsWith("Biscuit's medication is due"))).to.equal(true);
  });

  it('settles an interrupted payment the gateway captured instead of releasing the paid booking', async () => {
    const owner = await createOwner(t);
    const db = t.testDb.db;
    const gateway = t.deps.adapters.payments as TestGateway;
    const hourAgo = new Date(Date.now() - HOUR);
    const paidKey = `crash-paid-${Date.now()}`;
    gateway.recordCapturedCharge(paidKey, 'test_captured_before_crash');
    const paid = await createPayment(db, { userId: owner.id, vendorId: clinic.vendorId, amountCents: 6000, paymentType: 300, productId: 2000, createdAt: hourAgo, idempotencyKey: paidKey });
    const paidBooking = await createBooking(db, { userId: owner.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() + 100 * HOUR), paymentId: paid, status: 5 });
    const lost = await createPayment(db, { userId: owner.id, vendorId: clinic.vendorId, amountCents: 6000, paymentType: 300, productId: 2000, createdAt: hourAgo, idempotencyKey: `crash-lost-${Date.now()}` });
    const lostBooking = await createBooking(db, { userId: owner.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() + 102 * HOUR), paymentId: lost, status: 5 });
    await runOnce(new Date(), JOB.reconcilePayments);
    expect(await db('payments').where({ id: paid }).first()).to.include({ status: 'captured', gateway_ref: 'test_captured_before_crash' });
    expect((await db('bookings').where({ id: paidBooking }).first()).status).to.equal(0);
    expect((await db('payments').where({ id: lost }).first()).status).to.equal('failed');
    expect((await db('bookings').where({ id: lostBooking }).first()).status).to.equal(4);
  });
});
