import type { Conn } from '../../db/knex.ts';
import { recordEvent, type AuditActor } from '../audit/audit-log.ts';
import { loginOfVendor } from '../audit/index.ts';
import { bookedPhrase } from '../audit/audit-words.ts';
import type { PaymentRow } from '../payments/index.ts';
import { bookingCode } from '../../../contracts/appointments.ts';
import { dollars } from '../../../contracts/products.ts';
import { bookingOf, clinicCustomerName } from './booking-record.ts';
import { confirmBookingsOfPayment } from './bookings.queries.ts';
import { holdsBookedAlongside } from '../availability/index.ts';

/**
 * The payment succeeded: its held booking becomes an appointment, and the clinic's log says so in the same
 * transaction: who booked (the customer, by the name the clinic knows, or the clinic login at its desk), what,
 * when, and what was paid. Every path that settles a booking's payment (a card charge, a provider's capture,
 * the reconcile of an interrupted one) comes through here, and a booking confirmed twice is logged once.
 */
export async function confirmPaidBookings(tx: Conn, payment: Pick<PaymentRow, 'id' | 'amount_cents' | 'gateway'>): Promise<void> {
  // With the versions of what it shows, and a waitlist offer taken: its hold ends booked (the booking holds the time now).
  const confirmed = await confirmBookingsOfPayment(tx, Number(payment.id), [holdsBookedAlongside(new Date())]);
  if (confirmed.length === 0) return;
  for (const row of confirmed) {
    const booking = bookingOf(row);
    const customer = clinicCustomerName(booking) || 'A customer';
    const vendorId = booking.vendorId;
    const login = booking.bookedBy?.kind === 'vendor' ? await loginOfVendor(tx, vendorId, Number(booking.bookedBy.id)) : undefined;
    const actor: AuditActor = login
      ? { kind: 'clinic', loginId: Number(login.id), name: `${login.first_name} ${login.last_name}`.trim(), email: login.email }
      : { kind: 'customer', name: customer };
    const amountCents = Number(payment.amount_cents ?? 0);
    await recordEvent(tx, vendorId, actor, 'appointment.booked', {
      details: { appointment: bookingCode(booking.id), paid: dollars(amountCents) },
      phrase: bookedPhrase({
        customer, type: booking.type, slot: booking.slot, zone: booking.listingTZ,
        amountCents, gateway: payment.gateway ?? '', atDesk: Boolean(login),
      }),
    });
  }
}
