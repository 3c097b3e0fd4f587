import { expect } from 'chai';
import ICAL from 'ical.js';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { islandPropsOf } from '../setup/island-props.ts';
import { bookPaid, createClinic, createOwner, DETAIL_FIELDS, errorCode, gql, slotAt, ZONE, type Clinic } from './lifecycle-helpers.ts';

const RESCHEDULE = `mutation($id: ID!, $slot: DateTime!) { rescheduleAppointment(id: $id, slot: $slot) { message appointment { ${DETAIL_FIELDS} } } }`;
const CANCEL = `mutation($id: ID!) { cancelAppointment(id: $id) { appointment { ${DETAIL_FIELDS} } } }`;
const DETAIL = `query($id: ID!) { appointment(id: $id) { ${DETAIL_FIELDS} } }`;

/** The VEVENT of an .ics attachment, read by a real iCalendar parser. */
function parseInvite(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

describe('reschedule', () => {
  let t: TestApp;
  let clinic: Clinic;

  const booking = (id: number) => t.testDb.db('bookings').where({ id }).first();
  const mails = (to: string, subject: string) => t.testDb.db('outbox_messages').where({ to }).where('subject', 'like', `${subject}%`).orderBy('id');

  before(async () => {
    t = await startTestApp();
    clinic = await createClinic(t, { cancellationHours: 24 });
  });
  after(() => t.close());

  it("ends the owner's waitlist hold of the new time as booked, and moves the list's versions, in the insert's statement", async () => {
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(5, 10));
    const db = t.testDb.db;
    const newSlot = slotAt(4, 11);
    // Waiting for a time earlier than this appointment: the offer of 11:00 the day before holds it for them.
    const [entry] = await db('waitlist_entries').insert({
      vendor_id: clinic.vendorId, vendor_listing_id: clinic.listingId, user_id: owner.id, consultation_type: 'clinic', before_booking_id: id,
    }).returning('id');
    const [hold] = await db('slot_holds').insert({
      vendor_id: clinic.vendorId, vendor_listing_id: clinic.listingId, consultation_type: 'clinic', slot: newSlot, duration: 30,
      user_id: owner.id, entry_id: entry.id, expires_at: new Date(Date.now() + 3_600_000),
    }).returning('id');
    const version = async () => ({
      owner: Number((await db('owner_cache_versions').where({ user_id: owner.id }).first())?.version ?? 0),
      listing: Number((await db('listing_cache_versions').where({ vendor_id: clinic.vendorId, listing_id: clinic.listingId }).first())?.version ?? 0),
    });
    const before = await version();

    const res = await gql(t, RESCHEDULE, { id, slot: newSlot }, owner.token);
    expect(res.errors).to.equal(undefined);
    const newId = Number(res.data.rescheduleAppointment.appointment.id);
    expect(await db('slot_holds').where({ vendor_id: clinic.vendorId, id: hold.id }).first()).to.deep.include({ status: 'booked', booking_id: newId });
    const after = await version();
    expect(after.owner).to.be.greaterThan(before.owner);
    expect(after.listing).to.be.greaterThan(before.listing);
  });

  it('moves an owner\'s booking to a new slot holding its payment, links both ways and updates the calendar invite', async () => {
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(3, 10));
    const old = await booking(id);
    const payments = await t.testDb.db('payments').count({ n: '*' }).first();
    const newSlot = slotAt(4, 15);

    const res = await gql(t, RESCHEDULE, { id, slot: newSlot }, owner.token);
    expect(res.errors).to.equal(undefined);
    const moved = res.data.rescheduleAppointment.appointment;
    expect(res.data.rescheduleAppointment.message).to.equal('The appointment was rescheduled.');
    expect(moved).to.deep.include({ status: 0, state: 'upcoming', canCancel: true, canReschedule: true, rescheduledFrom: { id: String(id), bookingCode: `PC-${String(id).padStart(6, '0')}` } });
    const newId = Number(moved.id);
    const fresh = await booking(newId);
    expect(fresh).to.include({ payment_id: old.payment_id, rescheduled_from: id, status: 0, vendor_listing_id: clinic.listingId });
    expect(new Date(fresh.slot).toISOString()).to.equal(newSlot);
    expect(fresh.details.details.price).to.equal(60);
    // No new charge.
    expect(await t.testDb.db('payments').count({ n: '*' }).first()).to.deep.equal(payments);

    const before = await gql(t, DETAIL, { id }, owner.token);
    expect(before.data.appointment).to.deep.include({ status: 2, statusLabel: 'Re-Scheduled', canCancel: false, canReschedule: false });
    expect(before.data.appointment.rescheduledTo).to.deep.equal({ id: String(newId), bookingCode: `PC-${String(newId).padStart(6, '0')}` });
    expect((await booking(id)).details.rescheduled).to.deep.include({ to: newId, by: { kind: 'user', id: owner.id } });

    // Both sides are told the old and the new time, in the clinic's zone and the owner's.
    const [ownerMail] = await mails(owner.email, 'Appointment rescheduled');
    expect(ownerMail.text).to.contain('Was: ').and.contain('Now: ').and.contain(`(${ZONE}) clinic time`).and.contain('(Asia/Kolkata) your time');
    const [vendorMail] = await mails(clinic.root.email, 'Appointment rescheduled');
    expect(vendorMail.text).to.contain("(Asia/Kolkata) the customer's time");

    // The invite: the first booking's UID, a higher SEQUENCE, METHOD:REQUEST, the new start.
    const [confirmation] = await mails(owner.email, 'Booking confirmed');
    const first = parseInvite(confirmation.meta.attachments[0].content);
    const update = parseInvite(ownerMail.meta.attachments[0].content);
    expect(first).to.include({ method: 'REQUEST', sequence: 0, uid: `booking-${id}@petcare` });
    expect(update).to.include({ method: 'REQUEST', uid: first.uid, sequence: 1, start: newSlot });
    expect(ownerMail.meta.attachments[0].contentType).to.equal('text/calendar; method=REQUEST');

    // A second move keeps the UID and raises the SEQUENCE again; a cancel withdraws it with METHOD:CANCEL.
    const again = await gql(t, RESCHEDULE, { id: newId, slot: slotAt(5, 9) }, owner.token);
    const thirdId = Number(again.data.rescheduleAppointment.appointment.id);
    const second = parseInvite((await mails(owner.email, 'Appointment rescheduled'))[1].meta.attachments[0].content);
    expect(second).to.include({ uid: first.uid, sequence: 2 });
    await gql(t, CANCEL, { id: thirdId }, owner.token);
    const [canceledMail] = await mails(owner.email, 'Appointment canceled');
    const withdrawn = parseInvite(canceledMail.meta.attachments[0].content);
    expect(withdrawn).to.include({ method: 'CANCEL', uid: first.uid, sequence: 3, status: 'CANCELLED' });
    expect(canceledMail.meta.attachments[0].contentType).to.equal('text/calendar; method=CANCEL');
  });

  it('offers dates from today to the booking window\'s last day, both in the clinic\'s zone', async () => {
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(3, 11));
    const html = await (await t.fetch(`/app/my-appointments/${id}?tz=Asia%2FTokyo`, { headers: { authorization: `Bearer ${owner.token}`, accept: 'text/html' } })).text();
    const props = islandPropsOf<{ minDate: string; maxDate: string }>(html, 'appointment-reschedule');
    const now = Date.now();
    expect({ min: props.minDate, max: props.maxDate }).to.deep.equal({
      min: moment.tz(now, ZONE).format('YYYY-MM-DD'), max: moment.tz(now + 15 * 86_400_000 - 1, ZONE).format('YYYY-MM-DD'),
    });
  });

  it('frees the old slot and holds the new one', async () => {
    const owner = await createOwner(t);
    const oldSlot = slotAt(6, 10);
    const id = await bookPaid(t, clinic, owner, oldSlot);
    const newSlot = slotAt(6, 14);
    await gql(t, RESCHEDULE, { id, slot: newSlot }, owner.token);
    const other = await createOwner(t);
    // The old time is bookable again; the new one is taken.
    expect(await bookPaid(t, clinic, other, oldSlot)).to.be.a('number');
    const taken = await gql(t, RESCHEDULE, { id: await bookPaid(t, clinic, other, slotAt(7, 10)), slot: newSlot }, other.token);
    expect(errorCode(taken)).to.equal('CONFLICT');
    expect(taken.errors[0].message).to.equal('This slot is no longer available.');
  });

  it('lets the practice reschedule, refuses a second reschedule or a cancel of the old booking, and a slot the engine does not offer', async () => {
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(8, 10));
    const res = await gql(t, RESCHEDULE, { id, slot: slotAt(8, 11) }, clinic.root.token);
    expect(res.errors).to.equal(undefined);
    expect((await booking(id)).details.rescheduled.by).to.deep.equal({ kind: 'vendor', id: clinic.root.id });
    const twice = await gql(t, RESCHEDULE, { id, slot: slotAt(8, 12) }, owner.token);
    expect(errorCode(twice)).to.equal('CONFLICT');
    expect(twice.errors[0].message).to.equal('This appointment was already rescheduled; reschedule the new appointment instead.');
    const cancel = await gql(t, CANCEL, { id }, owner.token);
    expect(cancel.errors[0].message).to.equal('This appointment was rescheduled; cancel the new appointment instead.');
    const newId = Number(res.data.rescheduleAppointment.appointment.id);
    // Outside the schedule (03:00), and the same slot, are refused.
    expect(errorCode(await gql(t, RESCHEDULE, { id: newId, slot: slotAt(9, 3) }, owner.token))).to.equal('CONFLICT');
    expect((await gql(t, RESCHEDULE, { id: newId, slot: slotAt(8, 11) }, owner.token)).errors[0].message).to.equal('Please pick a different time.');
    // Someone else's booking reads as missing.
    const stranger = await createOwner(t);
    expect(errorCode(await gql(t, RESCHEDULE, { id: newId, slot: slotAt(9, 12) }, stranger.token))).to.equal('NOT_FOUND');
  });

  it('lets two racing reschedules of one booking leave exactly one successor', async () => {
    const owner = await createOwner(t);
    const id = await bookPaid(t, clinic, owner, slotAt(10, 10));
    const answers = await Promise.all([
      gql(t, RESCHEDULE, { id, slot: slotAt(10, 12) }, owner.token),
      gql(t, RESCHEDULE, { id, slot: slotAt(10, 13) }, owner.token),
    ]);
    expect(answers.map(errorCode).sort()).to.deep.equal(['CONFLICT', undefined]);
    expect(await t.testDb.db('bookings').where({ rescheduled_from: id })).to.have.length(1);
  });
});
