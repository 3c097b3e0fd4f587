import type { ConsultationType } from '../../../contracts/consultations.ts';
import { bookingsChanged } from '../../db/cache-versions.ts';
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
import { snapshotNoticeFacts } from './booking-snapshot.ts';

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
      await bookingsChanged(tx, { paymentId: Number(payment.id) });
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
  const booking = await bookingOfPayment(db, Number(payment.id));
  if (!booking) return;
  const [listing, customer] = await Promise.all([listingById(db, Number(booking.vendor_listing_id), { anyState: true }), customerById(db, Number(booking.user_id))]);
  if (!customer) return;
  const snapshot = booking.details as {
    type: ConsultationType; listingTZ?: string; userTZ?: string | null; user?: { first_name?: string; last_name?: string; phone?: string | null };
  };
  const bookedBy = payment.details.bookedBy as { kind?: string } | undefined;
  await notifyBooking(db, deps, {
    listing, slot: new Date(booking.slot), req: { type: snapshot.type }, consultation: { duration: Number(booking.duration) },
    party: {
      customer, listingTZ: snapshot.listingTZ ?? listing.timezone, ownerTZ: snapshot.userTZ ?? null,
      shownAs: {
        firstName: snapshot.user?.first_name ?? customer.first_name, lastName: snapshot.user?.last_name ?? customer.last_name,
        phone: snapshot.user?.phone ?? customer.phone,
      },
    },
    price: { amountCents: Number(payment.amount_cents) }, bookedByClinic: bookedBy?.kind === 'vendor',
    snapshot: snapshotNoticeFacts(booking.details),
  }, { bookingId: Number(booking.id) }, now);
}
