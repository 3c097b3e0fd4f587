import { expect } from 'chai';
import {
  appointmentState, isCancelable, toAppointmentDetail, toAppointmentItem,
} from '../../../../server/domain/appointments/appointment-dto.ts';
import { bookingCode } from '../../../../contracts/appointments.ts';
import { cancellationMessages } from '../../../../server/domain/appointments/cancellation.ts';
import { noticeOf } from '../../../../server/domain/notices/booking-notice.ts';
import { noticeBooking, noticeContext } from '../notices/notice-booking.ts';
import type { AppointmentRow } from '../../../../server/domain/appointments/appointments.queries.ts';
import { dateParts, formatBookingDate, formatDateTime } from '../../../../client/islands/appointments/appointment-format.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const BEFORE = new Date('2026-03-10T11:59:00Z');
const AFTER = new Date('2026-03-10T12:01:00Z');
/** Started 40 minutes ago: a 30-minute appointment has ended, a 60-minute one is under way. */
const EARLIER = new Date('2026-03-10T11:20:00Z');

function row(overrides: Partial<AppointmentRow> = {}): AppointmentRow {
  return {
    id: 42, slot: AFTER, duration: 30, status: 0, user_id: 7, vendor_id: 3, vendor_listing_id: 9,
    details: {
      type: 'phone', user: { first_name: 'Olive', last_name: 'Owner', phone: '2125550199' }, pet: { name: 'Rex' },
      details: { title: 'Booked Title', line1: 'Dr. Booked', address: '1 Booked St' }, info: { summary: 'Itchy ears' }, listingTZ: 'America/Chicago',
    },
    created_at: NOW, listing_title: 'Current Title', listing_line1: 'Dr. Now', listing_address: '2 Now St', listing_timezone: 'America/New_York',
    listing_managers: [], user_first_name: 'Changed', user_last_name: 'Name', user_phone: '0000000000', user_email: 'o@example.test',
    payment_id: null, rescheduled_from: null, listing_cancellation_hours: 24,
    ...overrides,
  };
}

describe('appointment DTOs (pure)', () => {
  // status, start, duration in minutes, state at NOW, cancelable at NOW
  const states: Array<[number, Date, number, string, boolean]> = [
    [0, AFTER, 30, 'upcoming', true],
    [0, NOW, 30, 'inProgress', false],
    [0, BEFORE, 30, 'inProgress', false],
    [0, EARLIER, 60, 'inProgress', false],
    [0, EARLIER, 40, 'complete', false],
    [0, EARLIER, 30, 'complete', false],
    [1, AFTER, 30, 'upcoming', true],
    [1, BEFORE, 30, 'complete', false],
    [2, AFTER, 30, 'rescheduled', false],
    [3, AFTER, 30, 'canceled', false],
    [3, BEFORE, 30, 'canceled', false],
    [6, BEFORE, 30, 'noShow', false],
    [6, AFTER, 30, 'noShow', false],
  ];
  for (const [status, slot, minutes, state, cancelable] of states) {
    it(`status ${status} from ${slot.toISOString()} for ${minutes} minutes is ${state} at ${NOW.toISOString()}, cancelable: ${cancelable}`, () => {
      expect(appointmentState(status, slot, minutes, NOW)).to.equal(state);
      expect(isCancelable(status, slot, NOW)).to.equal(cancelable);
    });
  }

  it('codes a booking id with the fixed prefix', () => {
    expect(bookingCode(123)).to.equal('PC-000123');
    expect(bookingCode(12345678)).to.equal('PC-12345678');
  });

  it('prefers the booking snapshot and names the customer for vendors only', () => {
    const forVendor = toAppointmentItem(row(), 'vendor', NOW);
    expect(forVendor).to.include({ customerName: 'Olive Owner', petName: 'Rex', listingTZ: 'America/Chicago', statusLabel: 'Active', typeLabel: 'Phone consultation' });
    expect(forVendor.listing).to.deep.equal({ id: 9, title: 'Booked Title', line1: 'Dr. Booked', address: '1 Booked St' });
    expect(toAppointmentItem(row(), 'user', NOW).customerName).to.equal(null);
  });

  it('falls back to the current listing, owner and zone when the snapshot lacks them', () => {
    const item = toAppointmentItem(row({ details: { type: 'clinic' } }), 'vendor', NOW);
    expect(item).to.include({ customerName: 'Changed Name', petName: null, listingTZ: 'America/New_York', typeLabel: 'Clinic visit' });
    expect(item.listing.title).to.equal('Current Title');
  });

  it('gives the detail its rows, and no link or cancel once canceled', () => {
    const extras = { consultationLink: 'https://x/appointments?z=7U42.sig', payment: null, rescheduledTo: null };
    const live = toAppointmentDetail(row(), 'user', NOW, extras);
    expect(live).to.include({ customerName: 'Olive Owner', contactNumber: '2125550199', summary: 'Itchy ears', canCancel: true });
    expect(live.consultationLink).to.equal('https://x/appointments?z=7U42.sig');
    const gone = toAppointmentDetail(row({ status: 3 }), 'user', NOW, extras);
    expect(gone).to.include({ consultationLink: null, canCancel: false, statusLabel: 'Canceled' });
  });

  it('formats the date parts in the named zone', () => {
    expect(dateParts('2026-03-09T14:30:00Z', 'America/New_York')).to.deep.equal({ weekday: 'Mon', day: '9', month: 'Mar', year: '2026', time: '10:30 AM' });
    expect(formatDateTime('2026-03-09T14:30:00Z', 'Asia/Tokyo')).to.equal('Mon, Mar 9, 2026, 11:30 PM (Asia/Tokyo)');
    expect(formatDateTime('2026-03-09T14:30:00Z', 'Asia/Calcutta')).to.equal('Mon, Mar 9, 2026, 8:00 PM (Asia/Kolkata)');
  });

  it('writes the booking date as people read it in the zone shown, so a booking made near midnight reads its local day', () => {
    expect(formatBookingDate('2026-03-09T23:30:00Z', 'UTC')).to.equal('Mar 9, 2026');
    expect(formatBookingDate('2026-03-09T23:30:00Z', 'Asia/Kolkata')).to.equal('Mar 10, 2026');
    expect(formatBookingDate('2026-03-10T03:30:00Z', 'America/New_York')).to.equal('Mar 9, 2026');
    expect(formatBookingDate('2026-12-31T23:59:00Z', 'Pacific/Auckland')).to.equal('Jan 1, 2027');
  });

  it("writes the cancellation emails in the listing's zone, with the owner's zone when it differs", () => {
    const [owner, vendor] = cancellationMessages(noticeOf(
      noticeBooking({ id: 42, start: new Date('2026-03-09T14:30:00Z'), line1: 'Dr. Vera', address: null, ownerTZ: 'Europe/London' }),
      noticeContext({ links: null, publicUrl: 'https://petcare.test', amountCents: null }),
    ), { vendorEmails: ['v@example.test'], by: 'vendor' }, NOW);
    expect(owner.to).to.equal('o@example.test');
    expect(owner.text).to.contain('canceled by Happy Paws').and.contain('10:30 AM EDT (America/New_York) clinic time')
      .and.contain('2:30 PM GMT (Europe/London) your time');
    expect(vendor.to).to.equal('v@example.test');
    expect(vendor.text).to.contain('PC-000042').and.contain('by your practice').and.not.contain('Europe/London');
  });
});
