import type { Conn } from '../../db/knex.ts';
import { bookingCode } from '../../../contracts/appointments.ts';
import { dollars } from '../../../contracts/products.ts';
import { recordEvent } from '../audit/audit-log.ts';
import { refundCompletedPhrase, refundedAtGatewayPhrase, refundFailedPhrase, type RefundSubject } from '../audit/audit-words.ts';
import type { PaymentRow } from './payments.queries.ts';
import type { RefundRow } from './refunds.queries.ts';

/*
 * The clinic's log of refunds it did not start itself: the gateway settling one, the retry job giving one up, and
 * PayPal reporting a payment refunded outside our flow. The actor is the system; a payment of no clinic (a
 * marketplace order) is not logged. Each is recorded in the transaction that writes the refund's new state.
 */

/** What a payment paid for, as the log names it: the appointment it holds now (a reschedule carries it), else an order. */
async function subjectOf(tx: Conn, paymentId: number, bookingId: number | null): Promise<{ words: RefundSubject; code: string | null }> {
  const booking = bookingId ?? (await tx('bookings').select('id').where({ payment_id: paymentId }).orderBy('id', 'desc').first())?.id;
  if (booking) {
    const code = bookingCode(Number(booking));
    return { words: { kind: 'appointment', code }, code };
  }
  const order = await tx('orders').select('id').where({ payment_id: paymentId }).first();
  return { words: order ? { kind: 'order', order: String(order.id) } : null, code: null };
}

/** The gateway refunded it. */
export async function recordRefundCompleted(tx: Conn, payment: PaymentRow, refund: RefundRow): Promise<void> {
  if (!payment.vendor_id) return;
  const subject = await subjectOf(tx, Number(payment.id), refund.booking_id === null ? null : Number(refund.booking_id));
  await recordEvent(tx, Number(payment.vendor_id), { kind: 'system' }, 'refund.completed', {
    details: { appointment: subject.code, amount: dollars(Number(refund.amount_cents)) },
    phrase: refundCompletedPhrase({ amountCents: Number(refund.amount_cents), subject: subject.words, gateway: payment.gateway }),
  });
}

/** The retry job gave it up: the practice refunds it by hand. */
export async function recordRefundGivenUp(tx: Conn, payment: PaymentRow, refund: RefundRow): Promise<void> {
  if (!payment.vendor_id) return;
  const subject = await subjectOf(tx, Number(payment.id), refund.booking_id === null ? null : Number(refund.booking_id));
  await recordEvent(tx, Number(payment.vendor_id), { kind: 'system' }, 'refund.failed', {
    details: { appointment: subject.code, amount: dollars(Number(refund.amount_cents)) },
    phrase: refundFailedPhrase({ amountCents: Number(refund.amount_cents), subject: subject.words, attempts: Number(refund.attempts), error: refund.last_error }),
  });
}

/** PayPal reports the payment refunded (from its own dashboard, say). */
export async function recordRefundedAtGateway(tx: Conn, payment: Pick<PaymentRow, 'id' | 'vendor_id' | 'amount_cents'>): Promise<void> {
  if (!payment.vendor_id) return;
  const subject = await subjectOf(tx, Number(payment.id), null);
  await recordEvent(tx, Number(payment.vendor_id), { kind: 'system' }, 'payment.refunded_at_gateway', {
    details: { appointment: subject.code, amount: dollars(Number(payment.amount_cents)) },
    phrase: refundedAtGatewayPhrase({ amountCents: Number(payment.amount_cents), subject: subject.words }),
  });
}
