import { BOOKING_STATUS, LIVE_STATUSES } from '../../../contracts/appointments.ts';
import { refundDecision } from '../payments/refund-rules.ts';
import { CONSULTATION_KINDS, consultationLabel } from '../../../contracts/consultations.ts';
import { HOUSE_CALL_PACKAGE } from '../../../contracts/house-call-package.ts';
import { bookingOf, clinicCustomerName } from '../bookings/booking-record.ts';
import { addDays, localDate, startOfDate } from '../../../contracts/zoned-time.ts';
import type { Booking } from '../../../contracts/bookings.ts';
import type { AppointmentListRow, AppointmentRow } from './appointments.queries.ts';
import {
  bookingCode, STATE_BADGE, type AppointmentDetail, type AppointmentItem, type AppointmentPayment, type AppointmentState,
} from '../../../contracts/appointments.ts';

export type { AppointmentDetail, AppointmentItem, AppointmentPage, AppointmentState } from '../../../contracts/appointments.ts';


/**
 * The state a booking shows at `now`: a live one is upcoming before its start, in progress until its end
 * (`durationMinutes` after the start) and complete after; the practice's Completed mark (stored 1) reads
 * complete at once.
 */
export function appointmentState(status: number, slot: Date, durationMinutes: number, now: Date): AppointmentState {
  if (status === BOOKING_STATUS.CANCELED) return 'canceled';
  if (status === BOOKING_STATUS.RESCHEDULED) return 'rescheduled';
  if (status === BOOKING_STATUS.NO_SHOW) return 'noShow';
  if (slot.getTime() > now.getTime()) return 'upcoming';
  if (status === BOOKING_STATUS.COMPLETE) return 'complete';
  return slot.getTime() + durationMinutes * 60_000 > now.getTime() ? 'inProgress' : 'complete';
}

/** True while the booking is live and has not started (cancel and reschedule alike). */
export function isCancelable(status: number, slot: Date, now: Date): boolean {
  return LIVE_STATUSES.includes(status as 0 | 1) && slot.getTime() > now.getTime();
}

/** True for a live booking whose start has passed: the practice may mark it completed or no-show. */
export function canMarkOutcome(status: number, slot: Date, now: Date): boolean {
  return status === BOOKING_STATUS.IN_PROGRESS && slot.getTime() <= now.getTime();
}

/**
 * Until when the practice may take back a Completed or No-show mark: the end of the day it was made, in the
 * listing's zone (a slip noticed the same day is undone; the next day's reports and reminders can rely on it).
 * Null when the booking has no mark of the practice's (`outcomeAt`) or is no longer marked.
 */
export function outcomeUndoUntil(booking: Pick<Booking, 'status' | 'outcomeAt' | 'listingTZ'>): Date | null {
  if (booking.status !== BOOKING_STATUS.COMPLETE && booking.status !== BOOKING_STATUS.NO_SHOW) return null;
  const at = booking.outcomeAt;
  if (!at || Number.isNaN(Date.parse(at))) return null;
  return new Date(startOfDate(addDays(localDate(Date.parse(at), booking.listingTZ), 1), booking.listingTZ));
}

/** The listing's cancellation window in hours (24 when a row predates it). */
export function windowHours(row: Pick<AppointmentRow, 'listing_cancellation_hours'>): number {
  const hours = Number(row.listing_cancellation_hours);
  return Number.isInteger(hours) && hours >= 0 ? hours : 24;
}

/** What the detail page knows beyond the row: the viewer's link, the payment record and the reschedule chain. */
export interface DetailExtras {
  consultationLink: string | null;
  payment: AppointmentPayment | null;
  rescheduledTo: number | null;
}

/**
 * A row as a card. The booking snapshot (details) wins over the listing's and the
 * owner's current values, so the card shows what was booked.
 */
export function toAppointmentItem(row: AppointmentListRow, viewerKind: 'user' | 'vendor', now: Date, booking: Booking = bookingOf(row)): AppointmentItem {
  const { type, slot, status } = booking;
  const state = appointmentState(status, slot, booking.durationMinutes, now);
  const customer = clinicCustomerName(booking);
  return {
    id: Number(row.id),
    bookingCode: bookingCode(Number(row.id)),
    slot: slot.toISOString(),
    // A house visit lasts the visit: the row's duration adds the travel the practice keeps free after it.
    durationMinutes: booking.houseVisit?.visitMinutes ?? Number(row.duration),
    type,
    typeLabel: consultationLabel(type),
    status,
    state,
    statusLabel: STATE_BADGE[state],
    listing: {
      id: Number(row.vendor_listing_id),
      title: booking.listing.title ?? 'Consultation',
      line1: booking.listing.line1 ?? '',
      address: booking.listing.address,
    },
    customerName: viewerKind === 'vendor' ? customer || null : null,
    petName: booking.pet?.name ?? null,
    petOwnerName: booking.pet?.ownerName ?? null,
    visitAddress: booking.houseVisit?.address ?? null,
    listingTZ: booking.listingTZ,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A row as the detail page: the card plus contact number, booking information, link and whether it can be canceled. */
export function toAppointmentDetail(
  row: AppointmentRow, viewerKind: 'user' | 'vendor', now: Date, extras: DetailExtras, booking: Booking = bookingOf(row),
): AppointmentDetail {
  const item = toAppointmentItem(row, viewerKind, now, booking);
  const live = LIVE_STATUSES.includes(item.status as 0 | 1);
  const slot = new Date(item.slot);
  // An owner cancels a house visit of a package up to the package's window before it (the practice at any time).
  const packageTooLate = CONSULTATION_KINDS[item.type].byPackage && viewerKind === 'user'
    && slot.getTime() - now.getTime() < HOUSE_CALL_PACKAGE.cancelHours * 3_600_000;
  const cancelable = isCancelable(item.status, slot, now) && !packageTooLate;
  const hours = windowHours(row);
  const paid = extras.payment ? extras.payment.capturedCents - extras.payment.refundedCents : 0;
  const ref = (id: number | null) => (id ? { id: Number(id), bookingCode: bookingCode(Number(id)) } : null);
  const undoUntil = viewerKind === 'vendor' ? outcomeUndoUntil(booking) : null;
  return {
    ...item,
    // The detail names the customer on both sides: for an owner it is their own name.
    customerName: clinicCustomerName(booking) || null,
    // The customer's number: the practice's way to reach them; an owner sees their own.
    contactNumber: booking.customer.phone,
    summary: booking.reason,
    intake: booking.intake,
    consultationLink: live ? extras.consultationLink : null,
    canCancel: cancelable,
    // A package visit is not moved: it is canceled (its place back in the package) and another booked.
    canReschedule: cancelable && !CONSULTATION_KINDS[item.type].byPackage,
    canMarkOutcome: viewerKind === 'vendor' && canMarkOutcome(item.status, slot, now),
    outcomeUndoUntil: undoUntil && undoUntil.getTime() > now.getTime() ? undoUntil.toISOString() : null,
    cancelReason: item.status === BOOKING_STATUS.CANCELED ? booking.canceled?.reason ?? null : null,
    canceledBy: item.status !== BOOKING_STATUS.CANCELED ? null : booking.canceled?.byKind ?? 'user',
    cancellationHours: hours,
    refundOnCancel: cancelable ? refundDecision({ by: viewerKind, slot, now, windowHours: hours, paidCents: paid }) : 'none',
    payment: extras.payment,
    rescheduledFrom: ref(row.rescheduled_from),
    rescheduledTo: ref(extras.rescheduledTo),
    customerId: Number(row.user_id),
    petId: booking.pet?.id ?? null,
  };
}
