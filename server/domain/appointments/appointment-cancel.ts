import {
  ALREADY_CANCELED, ALREADY_STARTED, APPOINTMENT_NOT_FOUND, BOOKING_STATUS, bookingCode, RESCHEDULED_NOT_CANCELABLE,
} from '../../../contracts/appointments.ts';
import { dollars } from '../../../contracts/products.ts';
import { CONSULTATION_KINDS } from '../../../contracts/consultations.ts';
import { HOUSE_CALL_PACKAGE, HOUSE_VISIT_MESSAGES } from '../../../contracts/house-call-plan.ts';
import type { Conn, Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { recordAudit, recordEvent } from '../audit/audit-log.ts';
import { customerCanceledPhrase } from '../audit/audit-words.ts';
import { bookingOf, clinicCustomerName } from '../bookings/booking-record.ts';
import { refundDecision } from '../payments/refund-rules.ts';
import type { RefundAttempt, RefundService } from '../payments/refund-service.ts';
import type { RefundRow } from '../payments/index.ts';
import { isCancelable, windowHours } from './appointment-dto.ts';
import { appointmentRow, markCanceled, type AppointmentRow, type AppointmentScope } from './appointments.queries.ts';
import { bookingsChanged } from '../../db/cache-versions.ts';

export interface Canceled {
  row: AppointmentRow;
  /** The refund recorded with the cancel (null: the policy gives none, or nothing was paid). */
  refund: RefundRow | null;
  /** How the first try with the gateway went (null without a refund). */
  refundAttempt: RefundAttempt | null;
  /** The reason the one who canceled gave, if any (mailed to both sides). */
  reason: string | null;
}

/**
 * Cancels a live booking that has not started, under the cancellation policy: the practice always
 * refunds in full; the owner in full when cancelling at least the listing's window before the slot,
 * else not at all. The refund is recorded pending in the cancel's transaction (so the booking is
 * never canceled without it, nor refunded without being canceled) and tried with the gateway after
 * commit; a failed try leaves the booking canceled and the refund pending for the retry job.
 * The booking row is locked, so a double click or a cancel racing a reschedule runs one after the other.
 * `reason` (already parsed and bounded) is stored with the cancel and shown on the appointment.
 */
/** The clinic's log entry of an owner's own cancel: which booking, and what was refunded or why nothing was. */
async function recordCustomerCancel(tx: Conn, row: AppointmentRow, refund: RefundRow | null, hours: number): Promise<void> {
  const booking = bookingOf(row);
  const customer = clinicCustomerName(booking) || 'A customer';
  await recordEvent(tx, Number(row.vendor_id), { kind: 'customer', name: customer }, 'appointment.canceled_by_customer', {
    details: { appointment: bookingCode(Number(row.id)), refund: refund ? dollars(Number(refund.amount_cents)) : null },
    phrase: customerCanceledPhrase({
      customer, type: booking.type, slot: booking.slot, zone: booking.listingTZ,
      refundCents: refund ? Number(refund.amount_cents) : null, paid: row.payment_id !== null && (booking.price ?? 0) > 0,
      windowHours: hours,
    }),
  });
}

/**
 * The ledger of a prepaid package (the house-call package's, orders' `cancelVisitOfBooking`), told in the cancel's
 * transaction that a visit booked by package is canceled: its place goes back to the package.
 */
export interface PackageVisits {
  canceled(tx: Conn, vendorId: number, bookingId: number, at: Date): Promise<unknown>;
}

export interface CancelOptions {
  packageVisits?: PackageVisits;
  /** Cancel a package visit whatever the time (an owner's account deleted): the owner's own cancel keeps the package's window. */
  anyTime?: boolean;
}

const HOUR_MS = 3_600_000;

export async function cancelAppointment(
  db: Db, refunds: RefundService, who: Viewer, scope: AppointmentScope, id: number, now: Date, reason: string | null = null,
  options: CancelOptions = {},
): Promise<Canceled> {
  const { row, refund } = await inTransaction(db, async (tx) => {
    const locked = await appointmentRow(tx, scope, id, { forUpdate: true });
    if (!locked) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    const status = Number(locked.status);
    if (status === BOOKING_STATUS.CANCELED) throw new ConflictError(ALREADY_CANCELED);
    if (status === BOOKING_STATUS.RESCHEDULED) throw new ConflictError(RESCHEDULED_NOT_CANCELABLE);
    const slot = new Date(locked.slot);
    if (!isCancelable(status, slot, now)) throw new ValidationError(ALREADY_STARTED);
    if (CONSULTATION_KINDS[bookingOf(locked).type].byPackage) {
      // A package visit: the owner cancels up to the package's window before it (its place comes back), the practice
      // at any time (the place comes back too); nothing was paid for the booking itself, so no refund follows.
      const late = slot.getTime() - now.getTime() < HOUSE_CALL_PACKAGE.cancelHours * HOUR_MS;
      if (who.kind === 'user' && late && !options.anyTime) throw new ConflictError(HOUSE_VISIT_MESSAGES.cancelTooLate);
      await options.packageVisits?.canceled(tx, Number(locked.vendor_id), id, now);
    }
    // The policy first (whether a paid booking would be refunded); the ledger then knows whether anything was paid.
    const policy = refundDecision({ by: who.kind, slot, now, windowHours: windowHours(locked), paidCents: 1 });
    const recorded = policy === 'full'
      ? await refunds.requestFullRefund(tx, locked.payment_id === null ? null : Number(locked.payment_id), id, `canceled by ${who.kind}`)
      : null;
    await markCanceled(tx, id, { by: { kind: who.kind, id: who.id }, at: now.toISOString(), refund: recorded ? 'full' : 'none', reason });
    await bookingsChanged(tx, { ids: [id] });
    if (recorded && who.kind === 'vendor') {
      await recordAudit(tx, who, 'refund.issued', { appointment: bookingCode(id), amount: dollars(Number(recorded.amount_cents)) });
    }
    if (who.kind === 'user') await recordCustomerCancel(tx, locked, recorded, windowHours(locked));
    return { row: locked, refund: recorded };
  });
  let refundAttempt: RefundAttempt | null = null;
  if (refund) {
    // The cancel has committed: a failure here only leaves the refund pending for the retry job.
    refundAttempt = await refunds.attempt(Number(refund.id), now).catch(() => 'pending' as const);
  }
  return { row, refund, refundAttempt, reason };
}
