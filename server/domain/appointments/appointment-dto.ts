import { BOOKING_STATUS } from '../../../contracts/appointments.ts';
import { consultationLabel } from '../../../contracts/consultations.ts';
import { bookingListingZone, record, text } from '../bookings/booking-snapshot.ts';
import type { AppointmentRow } from './appointments.queries.ts';
import {
  bookingCode, STATE_BADGE, type AppointmentDetail, type AppointmentItem, type AppointmentState,
} from '../../../contracts/appointments.ts';

export type { AppointmentDetail, AppointmentItem, AppointmentPage, AppointmentState } from '../../../contracts/appointments.ts';


/** The state a booking shows at `now`. */
export function appointmentState(status: number, slot: Date, now: Date): AppointmentState {
  if (status === BOOKING_STATUS.CANCELED) return 'canceled';
  if (status === BOOKING_STATUS.RESCHEDULED) return 'rescheduled';
  return slot.getTime() > now.getTime() ? 'upcoming' : 'complete';
}

/** True while the booking is live and has not started. */
export function isCancelable(status: number, slot: Date, now: Date): boolean {
  return (status === BOOKING_STATUS.IN_PROGRESS || status === BOOKING_STATUS.COMPLETE) && slot.getTime() > now.getTime();
}

/**
 * A row as a card. The booking snapshot (details) wins over the listing's and the
 * owner's current values, so the card shows what was booked.
 */
export function toAppointmentItem(row: AppointmentRow, viewerKind: 'user' | 'vendor', now: Date): AppointmentItem {
  const details = record(row.details);
  const snapshot = record(details.details);
  const user = record(details.user);
  const type = typeof details.type === 'string' ? details.type : 'clinic';
  const slot = new Date(row.slot);
  const status = Number(row.status);
  const state = appointmentState(status, slot, now);
  const customer = [text(user.first_name) ?? text(row.user_first_name), text(user.last_name) ?? text(row.user_last_name)]
    .filter(Boolean).join(' ');
  return {
    id: Number(row.id),
    bookingCode: bookingCode(Number(row.id)),
    slot: slot.toISOString(),
    durationMinutes: Number(row.duration),
    type,
    typeLabel: consultationLabel(type),
    status,
    state,
    statusLabel: STATE_BADGE[state],
    listing: {
      id: Number(row.vendor_listing_id),
      title: text(snapshot.title) ?? text(row.listing_title) ?? 'Consultation',
      line1: text(snapshot.line1) ?? text(row.listing_line1) ?? '',
      address: text(snapshot.address) ?? text(row.listing_address),
    },
    customerName: viewerKind === 'vendor' ? customer || null : null,
    petName: text(record(details.pet).name),
    listingTZ: bookingListingZone(row),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A stored id (number or numeric string) or null. */
function positiveId(value: unknown): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A row as the detail page: the card plus contact number, booking information, link and whether it can be canceled. */
export function toAppointmentDetail(
  row: AppointmentRow, viewerKind: 'user' | 'vendor', now: Date, consultationLink: string | null,
): AppointmentDetail {
  const item = toAppointmentItem(row, viewerKind, now);
  const details = record(row.details);
  const live = item.state === 'upcoming' || item.state === 'complete';
  return {
    ...item,
    // The detail names the customer on both sides: for an owner it is their own name.
    customerName: toAppointmentItem(row, 'vendor', now).customerName,
    // The customer's number: the practice's way to reach them; an owner sees their own.
    contactNumber: text(record(details.user).phone) ?? text(row.user_phone),
    summary: text(record(details.info).summary),
    consultationLink: live ? consultationLink : null,
    canCancel: isCancelable(item.status, new Date(item.slot), now),
    customerId: Number(row.user_id),
    petId: positiveId(record(details.pet).id),
  };
}
