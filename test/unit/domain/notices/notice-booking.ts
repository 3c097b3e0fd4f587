import type { Booking } from '../../../../contracts/bookings.ts';
import type { ConsultationType } from '../../../../contracts/consultations.ts';
import { bookingOf } from '../../../../server/domain/bookings/booking-record.ts';
import type { NoticeContext } from '../../../../server/domain/notices/booking-notice.ts';

/** What a test says of a booking a notice is built from; the rest is a video booking at Happy Paws. */
export interface NoticeBookingFields {
  id: number;
  start: Date;
  durationMinutes: number;
  type: ConsultationType;
  title: string;
  line1: string;
  address: string | null;
  listingTZ: string;
  ownerTZ: string | null;
  vendorId: number;
  bookedOn: 'marketplace' | 'clinic-site';
  petName: string | null;
  reason: string | null;
  customer: { first_name: string; last_name: string } | null;
  ics: { uid: string; sequence: number } | null;
}

/** A booking as a stored row reads through `bookingOf` (the one parser), its snapshot as `holdBooking` writes it. */
export function noticeBooking(overrides: Partial<NoticeBookingFields> = {}): Booking {
  const f: NoticeBookingFields = {
    id: 42, start: new Date('2026-03-10T14:00:00Z'), durationMinutes: 30, type: 'video', title: 'Happy Paws', line1: 'Dr. Vera Vet',
    address: '1 Main St', listingTZ: 'America/New_York', ownerTZ: 'Asia/Kolkata', vendorId: 5, bookedOn: 'marketplace',
    petName: 'Rex', reason: 'Limping <since> Monday', customer: null, ics: null, ...overrides,
  };
  return bookingOf({
    id: f.id, slot: f.start, duration: f.durationMinutes, status: 0, user_id: 7, vendor_id: f.vendorId,
    details: {
      type: f.type, details: { title: f.title, line1: f.line1, address: f.address },
      ...(f.customer ? { user: { id: 7, ...f.customer } } : {}),
      pet: f.petName ? { id: 3, name: f.petName } : null, info: { summary: f.reason }, listingTZ: f.listingTZ, userTZ: f.ownerTZ,
      bookedOn: f.bookedOn, ...(f.ics ? { ics: f.ics } : {}),
    },
  });
}

/** The context of the tests' notices: signed links on the marketplace, the clinic's sender address, the owner. */
export function noticeContext(overrides: Partial<NoticeContext> = {}): NoticeContext {
  return {
    publicUrl: 'https://petcare.example/',
    links: { owner: 'https://petcare.example/clinic/5/appointments?z=7U42.sig', vendor: 'https://petcare.example/clinic/5/appointments?z=7C42.sig' },
    owner: { name: 'Olive Owner', email: 'o@example.test' }, senderAddress: 'no-reply@petcare.example', amountCents: 4000,
    ...overrides,
  };
}
