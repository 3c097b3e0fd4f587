import type { Conn } from '../../db/knex.ts';
import { bookingsChanged } from '../../db/cache-versions.ts';
import { recordEvent, type AuditActor } from '../audit/audit-log.ts';
import { loginOfVendor } from '../audit/index.ts';
import { bookedSentence } from '../audit/audit-words.ts';
import { paymentById } from '../payments/index.ts';
import { knownZone } from '../reference/known-zone.ts';
import { bookingCode } from '../../../contracts/appointments.ts';
import { dollars } from '../../../contracts/products.ts';
import { record, text } from './booking-snapshot.ts';
import { confirmBookingsOfPayment } from './bookings.queries.ts';

/**
 * The payment succeeded: its held booking becomes an appointment, and the clinic's log says so in the same
 * transaction: who booked (the customer, by the name the clinic knows, or the clinic login at its desk), what,
 * when, and what was paid. Every path that settles a booking's payment (a card charge, a provider's capture,
 * the reconcile of an interrupted one) comes through here, and a booking confirmed twice is logged once.
 */
export async function confirmPaidBookings(tx: Conn, paymentId: number): Promise<void> {
  const confirmed = await confirmBookingsOfPayment(tx, paymentId);
  if (confirmed.length === 0) return;
  await bookingsChanged(tx, { ids: confirmed.map((b) => Number(b.id)) });
  const payment = await paymentById(tx, paymentId);
  for (const booking of confirmed) {
    const details = record(booking.details);
    const user = record(details.user);
    const customer = [text(user.first_name), text(user.last_name)].filter(Boolean).join(' ') || 'A customer';
    const bookedBy = record(details.bookedBy);
    const vendorId = Number(booking.vendor_id);
    const login = bookedBy.kind === 'vendor' ? await loginOfVendor(tx, vendorId, Number(bookedBy.id)) : undefined;
    const actor: AuditActor = login
      ? { kind: 'clinic', loginId: Number(login.id), name: `${login.first_name} ${login.last_name}`.trim(), email: login.email }
      : { kind: 'customer', name: customer };
    const amountCents = Number(payment?.amount_cents ?? 0);
    await recordEvent(tx, vendorId, actor, 'appointment.booked', {
      details: { appointment: bookingCode(Number(booking.id)), paid: dollars(amountCents) },
      summary: bookedSentence({
        customer, type: details.type, slot: new Date(booking.slot), zone: knownZone(details.listingTZ) ?? 'UTC',
        amountCents, gateway: payment?.gateway ?? '', atDesk: Boolean(login),
      }),
    });
  }
}
