import { PAYMENT_IN_PROGRESS } from '../../../contracts/bookings.ts';
import { PAYMENT_TYPE } from '../../../contracts/products.ts';
import type { Db } from '../../db/knex.ts';
import { customerById } from '../accounts/customer-lookup.ts';
import { listingById } from '../listings/listing-lookup.ts';
import type { Payable } from '../payments/payable.ts';
import type { PaymentRow } from '../payments/payment-ledger.ts';
import { releaseCreatedPet } from '../pets/booking-pet.ts';
import type { BookingDeps } from './booking-request.ts';
import { notifyBooking } from './booking-settlement.ts';
import { bookingByPaymentId, bookingOfPayment, failBookingsOfPayment } from './bookings.queries.ts';
import { confirmPaidBookings } from './booking-audit.ts';
import { bookingOf, snapshotNoticeFacts } from './booking-record.ts';

/**
 * A booking as the payment saga settles it from its payment row alone (payments/payable.ts): captured, the
 * booking awaiting payment becomes an appointment and the clinic's log records it (`confirmPaidBookings`, the one
 * place for every path); failed, the booking holds nothing (4) and, after a declined provider capture, a pet
 * created with it goes back; the answer is the booking's id; a provider's capture mails as `book` does.
 */
export function bookingPayable(db: Db, deps: BookingDeps): Payable {
  return {
    paymentType: PAYMENT_TYPE.APPOINTMENTS,
    confirm: (tx, paymentId) => confirmPaidBookings(tx, paymentId),
    async release(tx, payment, cause) {
      await failBookingsOfPayment(tx, Number(payment.id));
      const newPetId = Number(payment.details.newPetId);
      if (cause === 'declined' && newPetId) await releaseCreatedPet(tx, newPetId);
    },
    resultOf: async (conn, payment) => {
      const booking = await bookingByPaymentId(conn, Number(payment.id));
      return booking ? Number(booking.id) : undefined;
    },
    notifyCaptured: (payment, now) => notifyCaptured(db, deps, payment, now),
    messages: { inProgress: PAYMENT_IN_PROGRESS, failed: 'The payment failed.' },
  };
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
