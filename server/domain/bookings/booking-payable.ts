import { bookingsChanged } from '../../db/cache-versions.ts';
import { PAYMENT_IN_PROGRESS } from '../../../contracts/bookings.ts';
import { PAYMENT_TYPE } from '../../../contracts/products.ts';
import type { Db } from '../../db/knex.ts';
import type { Payable } from '../payments/payable.ts';
import { releaseCreatedPet } from '../pets/booking-pet.ts';
import type { BookingDeps } from './booking-request.ts';
import { notifyBooking } from './booking-settlement.ts';
import { bookingByPaymentId, failBookingsOfPayment } from './bookings.queries.ts';
import { confirmPaidBookings } from './booking-audit.ts';

/**
 * A booking as the payment saga settles it from its payment row alone (payments/payable.ts): captured, the
 * booking awaiting payment becomes an appointment and the clinic's log records it (`confirmPaidBookings`, the one
 * place for every path); failed, the booking holds nothing (4) and, after a declined provider capture, a pet
 * created with it goes back; the answer is the booking's id; a provider's capture mails as `book` does.
 */
export function bookingPayable(db: Db, deps: BookingDeps): Payable {
  return {
    paymentType: PAYMENT_TYPE.APPOINTMENTS,
    confirm: (tx, payment) => confirmPaidBookings(tx, payment),
    async release(tx, payment, cause) {
      await failBookingsOfPayment(tx, Number(payment.id));
      await bookingsChanged(tx, { paymentId: Number(payment.id) });
      const newPetId = Number(payment.details.newPetId);
      if (cause === 'declined' && newPetId) await releaseCreatedPet(tx, newPetId);
    },
    resultOf: async (conn, payment) => {
      const booking = await bookingByPaymentId(conn, Number(payment.id));
      return booking ? Number(booking.id) : undefined;
    },
    notifyCaptured: (payment, now) => notifyBooking(db, deps, { paymentId: Number(payment.id), amountCents: Number(payment.amount_cents) }, now),
    messages: { inProgress: PAYMENT_IN_PROGRESS, failed: 'The payment failed.' },
  };
}
