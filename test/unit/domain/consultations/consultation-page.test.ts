import { expect } from 'chai';
import { consultationView } from '../../../../server/domain/consultations/consultation-page.ts';
import { confirmationMessages } from '../../../../server/domain/bookings/confirmation.ts';
import { noticeOf } from '../../../../server/domain/notices/booking-notice.ts';
import { noticeBooking, noticeContext, type NoticeBookingFields } from '../notices/notice-booking.ts';
import { PHONE_INSTRUCTION } from '../../../../contracts/consultations.ts';
import type { BookingSummaryRow } from '../../../../server/domain/bookings/bookings.queries.ts';

const START = new Date('2026-03-10T14:00:00Z');
const BEFORE = new Date('2026-03-10T13:00:00Z');
const ROOM_OPEN = new Date('2026-03-10T13:50:00Z');
const room = (id: number) => `https://video.test/room-${id}`;

function row(details: Record<string, unknown>, extra: Partial<BookingSummaryRow> = {}): BookingSummaryRow {
  return {
    id: 9, slot: START, duration: 30, status: 0, user_id: 4, vendor_id: 2,
    details: {
      type: 'video', listingTZ: 'America/New_York', userTZ: 'Europe/London',
      user: { id: 4, first_name: 'Olive', last_name: 'Owner' }, pet: { name: 'Rex' },
      details: { title: 'Happy Paws', line1: 'Dr. Vera Vet', address: '1 Main St' },
      ...details,
    },
    listing_title: 'Renamed since', listing_line1: 'x', listing_address: 'elsewhere', listing_timezone: 'America/Chicago',
    user_first_name: 'Changed', user_last_name: 'Name',
    ...extra,
  };
}

describe('consultationView (the link page DTO)', () => {
  it('gives the video room from 10 minutes before the slot, as the Video Chat tab does, and a countdown before', () => {
    expect(consultationView(row({}), 'U', new Date('2026-03-10T13:49:59Z'), room)!.access).to.deep.equal({ kind: 'video-waiting', opensAt: '2026-03-10T13:50:00.000Z' });
    expect(consultationView(row({}), 'U', new Date('2026-03-03T14:00:00Z'), room)!.access.kind).to.equal('video-waiting');
    expect(consultationView(row({}), 'C', ROOM_OPEN, room)!.access).to.deep.include({ kind: 'video', roomUrl: 'https://video.test/room-9' });
    expect(consultationView(row({}), 'U', new Date('2026-03-10T15:00:00Z'), room)!.access.kind).to.equal('video');
  });

  it("shows the booked snapshot in the clinic's and the owner's zones, with the video room", () => {
    const view = consultationView(row({}), 'U', ROOM_OPEN, room)!;
    expect(view).to.deep.include({
      bookingId: 9, bookingCode: 'PC-000009', side: 'owner', type: 'video', status: 'in progress', statusLabel: 'Active', customerName: null, petName: 'Rex',
    });
    expect(view.listing).to.deep.equal({ title: 'Happy Paws', line1: 'Dr. Vera Vet', address: '1 Main St' });
    expect(view.when.listing).to.equal('Tuesday, March 10, 2026 at 10:00 AM EDT (America/New_York) clinic time');
    expect(view.when.owner).to.equal('Tuesday, March 10, 2026 at 2:00 PM GMT (Europe/London) your time');
    expect(view.access).to.deep.equal({ kind: 'video', roomUrl: 'https://video.test/room-9', joinLabel: 'Join the video consultation' });
    expect(view.appointmentsPath).to.equal('/app/my-appointments');
  });

  it("prints canonical zone names and tells the practice it is the customer's time", () => {
    const view = consultationView(row({ listingTZ: 'US/Eastern', userTZ: 'Asia/Calcutta' }), 'C', BEFORE, room)!;
    expect(view.when.listing).to.equal('Tuesday, March 10, 2026 at 10:00 AM EDT (America/New_York) clinic time');
    expect(view.when.owner).to.equal("Tuesday, March 10, 2026 at 7:30 PM IST (Asia/Kolkata) the customer's time");
  });

  it("names the customer on the vendor's side only", () => {
    expect(consultationView(row({}), 'C', BEFORE, room)).to.deep.include({ side: 'vendor', customerName: 'Olive Owner', appointmentsPath: '/app/appointments' });
    expect(consultationView(row({ user: null }), 'C', BEFORE, room)!.customerName).to.equal('Changed Name');
  });

  it('falls back to the listing when the snapshot lacks a field, and ignores an unknown owner zone', () => {
    const view = consultationView(row({ details: null, listingTZ: undefined, userTZ: 'Mars/Olympus' }), 'U', BEFORE, room)!;
    expect(view.listing).to.deep.equal({ title: 'Renamed since', line1: 'x', address: 'elsewhere' });
    expect(view.when.listing).to.contain('(America/Chicago)');
    expect(view.when.owner).to.equal(null);
  });

  const accessCases: Array<[string, Record<string, unknown>, Partial<BookingSummaryRow>, unknown]> = [
    ['a phone call', { type: 'phone' }, {}, { kind: 'phone', instruction: PHONE_INSTRUCTION }],
    ['a clinic visit', { type: 'clinic' }, {}, { kind: 'clinic', address: '1 Main St' }],
    ['a chat, in the appointment\'s thread', { type: 'chat' }, {}, {
      kind: 'chat', instruction: 'The vet will open the chat at the appointment time.', threadPath: '/app/my-appointments/9?tab=messages',
    }],
    ['a canceled video call', {}, { status: 3 }, { kind: 'canceled' }],
    ['a rescheduled video call', {}, { status: 2 }, { kind: 'rescheduled' }],
  ];
  for (const [name, details, extra, access] of accessCases) {
    it(`tells how to attend ${name}`, () => expect(consultationView(row(details, extra), 'U', BEFORE, room)!.access).to.deep.equal(access));
  }

  it("keeps a call 'Active' until it ends, then 'Completed'", () => {
    expect(consultationView(row({}), 'U', new Date('2026-03-10T14:29:00Z'), room)!.statusLabel).to.equal('Active');
    expect(consultationView(row({}), 'U', new Date('2026-03-10T14:30:00Z'), room)).to.deep.include({ status: 'complete', statusLabel: 'Completed' });
    expect(consultationView(row({}, { status: 3 }), 'U', BEFORE, room)!.statusLabel).to.equal('Canceled');
    expect(consultationView(row({}, { status: 2 }), 'U', BEFORE, room)!.statusLabel).to.equal('Re-Scheduled');
  });

  for (const type of ['house-call', undefined, 7, 'constructor']) {
    it(`is null (Invalid link) for the type ${String(type)}`, () => {
      expect(consultationView(row({ type }), 'U', BEFORE, room)).to.equal(null);
    });
  }
});

describe('confirmation emails with consultation links', () => {
  const links = { owner: 'https://happy.petcare.example/appointments?z=4U9.owner-signature-0000000', vendor: 'https://happy.petcare.example/appointments?z=4C9.vendor-signature-000000' };
  const confirmation = (booking: Partial<NoticeBookingFields> = {}, withLinks = true) => confirmationMessages(noticeOf(
    noticeBooking({ id: 9, start: START, ownerTZ: null, petName: null, reason: null, ...booking }),
    noticeContext({ publicUrl: 'https://petcare.example', links: withLinks ? links : null }),
  ), ['v@example.test'], BEFORE);
  const unfold = (ics: string) => ics.replace(/\r\n /g, '');

  it("gives the owner the U link and the vendor the C link, each in its own invite", () => {
    const [owner, vendor] = confirmation();
    expect(owner.text).to.contain('Join the video consultation here: https://happy.petcare.example/appointments?z=4U9.');
    expect(owner.text).not.to.contain('4C9');
    expect(vendor.text).to.contain('Consultation page: https://happy.petcare.example/appointments?z=4C9.');
    expect(vendor.text).not.to.contain('4U9');
    const ownerIcs = String(owner.attachments![0].content);
    expect(unfold(ownerIcs)).to.contain('LOCATION:https://happy.petcare.example/appointments?z=4U9.owner-signature-0000000\r\n');
    expect(unfold(String(vendor.attachments![0].content))).to.contain('URL:https://happy.petcare.example/appointments?z=4C9.');
    for (const line of ownerIcs.split('\r\n')) expect(Buffer.byteLength(line)).to.be.at.most(75);
  });

  it("names the booking by its code and, with the owner's zone unknown, only the clinic's time", () => {
    const [owner, vendor] = confirmation();
    expect(owner.text).to.contain('When: Tuesday, March 10, 2026 at 10:00 AM EDT (America/New_York) clinic time\n');
    expect(owner.text).to.contain('Booking ID: PC-000009').and.not.contain('your time');
    expect(vendor.text).to.contain('New booking PC-000009:');
    expect(unfold(String(owner.attachments![0].content))).to.contain('DESCRIPTION:Booking ID PC-000009. Dr. Vera Vet.');
    const [known] = confirmation({ ownerTZ: 'Asia/Calcutta' });
    expect(known.text).to.contain('; Tuesday, March 10, 2026 at 7:30 PM IST (Asia/Kolkata) your time\n');
  });

  it('tells a phone booking the call instruction with the page link, and a clinic booking the address without one', () => {
    const [phone] = confirmation({ type: 'phone' });
    expect(phone.text).to.contain(`${PHONE_INSTRUCTION}\nYour consultation page: https://happy.petcare.example/appointments?z=4U9.`);
    const [clinic, clinicVendor] = confirmation({ type: 'clinic' }, false);
    expect(clinic.text).to.contain('Address: 1 Main St');
    expect(clinicVendor.text).not.to.contain('Consultation page');
    expect(String(clinic.attachments![0].content)).to.contain('LOCATION:1 Main St').and.not.contain('URL:');
  });
});
