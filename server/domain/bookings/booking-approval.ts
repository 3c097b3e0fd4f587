import type { ApprovalGateway } from '../../adapters/payments.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { customerById } from '../accounts/customer-lookup.ts';
import { listingById } from '../listings/listing-lookup.ts';
import { settle } from '../payments/payment-ledger.ts';
import { paymentById, paymentByIdForUpdate, type PaymentRow } from '../payments/payments.queries.ts';
import { ConflictError } from '../../errors.ts';
import { PAYMENT_IN_PROGRESS } from '../../../contracts/bookings.ts';
import { releasePlanUse } from '../payments/plan-use.ts';
import { releaseCreatedPet } from '../pets/booking-pet.ts';
import type { BookingDeps, PaymentOutcome } from './booking-request.ts';
import { notifyBooking } from './booking-settlement.ts';
import { bookingOfPayment, failBookingsOfPayment } from './bookings.queries.ts';
import { confirmPaidBookings } from './booking-audit.ts';
import { bookingOf, snapshotNoticeFacts } from './booking-record.ts';

/** The provider's order the buyer is to approve in the browser. */
export type ProviderOrderAnswer = { orderId: string };

/**
 * The second half of the card-payment provider's flow for an appointment: the order the buyer approved
 * is captured (PayPal-Request-Id from the payment's key, so a double click captures once), then settled
 * exactly as `book` settles a charge: captured, the held booking becomes an appointment and the emails go
 * after commit; declined, the payment fails, the slot is free and the promo use and a pet created with
 * the booking go back. The payment row is locked while it is settled, so of two racing captures one
 * settles and mails, and the other answers the same outcome. A payment no longer pending (settled, or
 * failed by the reconcile after its hold ran out) is never captured again; a capture PayPal gave no definite
 * answer to leaves the payment pending (retried by the next call, or settled by the reconcile).
 */
export async function captureApprovedBooking(
  db: Db, deps: BookingDeps, payment: PaymentRow, approvals: ApprovalGateway, now: Date,
): Promise<PaymentOutcome> {
  const paymentId = Number(payment.id);
  if (payment.status !== 'pending') return outcomeOf(db, paymentId);
  const charge = await approvals.captureOrder(payment.provider_order_id ?? '', payment.idempotency_key ?? `payment:${paymentId}`);
  // No definite answer: the hold stays as it is for a retry of this capture or the reconcile (which asks PayPal).
  if (charge.status === 'failed' && charge.unsettled) return { result: 'Error', status: charge.message, code: 'DECLINED' };
  const settled = await inTransaction(db, async (tx) => {
    const currentPayment = await paymentByIdForUpdate(tx, paymentId);
    if (currentPayment?.status !== 'pending') return false;
    if (charge.status === 'captured') {
      await settle(tx, paymentId, { status: 'captured', gateway_ref: charge.reference });
      await confirmPaidBookings(tx, paymentId);
      return true;
    }
    await settle(tx, paymentId, { status: 'failed', failure: charge.message });
    await failBookingsOfPayment(tx, paymentId);
    await releasePlanUse(tx, { id: paymentId, plan_id: currentPayment.plan_id });
    const newPetId = Number(currentPayment.details.newPetId);
    if (newPetId) await releaseCreatedPet(tx, newPetId);
    return true;
  });
  if (settled && charge.status === 'captured') await notifyCaptured(db, deps, payment, now);
  return outcomeOf(db, paymentId);
}

/** The answer for a settled payment (by this call or a racing one): the booking id, or the failure shown. */
async function outcomeOf(db: Db, paymentId: number): Promise<PaymentOutcome> {
  const currentPayment = await paymentById(db, paymentId);
  const booking = currentPayment?.status === 'captured' ? await bookingOfPayment(db, paymentId) : undefined;
  if (booking) return { result: Number(booking.id) };
  if (currentPayment?.status === 'failed') return { result: 'Error', status: String(currentPayment.details.failure ?? 'The payment failed.'), code: 'DECLINED' };
  throw new ConflictError(PAYMENT_IN_PROGRESS);
}

/** The confirmation emails of a booking captured here, from what its hold stored (the snapshot and the listing). */
async function notifyCaptured(db: Db, deps: BookingDeps, payment: PaymentRow, now: Date): Promise<void> {
  const row = await bookingOfPayment(db, Number(payment.id));
  if (!row) return;
  const [listing, customer] = await Promise.all([listingById(db, Number(row.vendor_listing_id), { anyState: true }), customerById(db, Number(row.user_id))]);
  if (!customer) return;
  const booking = bookingOf({
    ...row, listing_timezone: listing.timezone,
    user_first_name: customer.first_name, user_last_name: customer.last_name, user_phone: customer.phone,
  }, deps.logger);
  const bookedBy = payment.details.bookedBy as { kind?: string } | undefined;
  await notifyBooking(db, deps, {
    listing, slot: booking.slot, req: { type: booking.type }, consultation: { duration: booking.durationMinutes },
    party: {
      customer, listingTZ: booking.listingTZ, ownerTZ: booking.ownerTZ,
      shownAs: { firstName: booking.customer.firstName ?? '', lastName: booking.customer.lastName ?? '', phone: booking.customer.phone },
    },
    price: { amountCents: Number(payment.amount_cents) }, bookedByClinic: bookedBy?.kind === 'vendor',
    snapshot: snapshotNoticeFacts(booking),
  }, { bookingId: booking.id }, now);
}
