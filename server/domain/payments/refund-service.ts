import type { PaymentGateway } from '../../adapters/payments.ts';
import type { Conn, Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Logger } from '../../logger.ts';
import { markPaymentRefunded, paymentById, paymentsByIds, type PaymentRow } from './payments.queries.ts';
import { fullRefundKey } from './refund-rules.ts';
import { recordRefundCompleted, recordRefundGivenUp } from './refund-audit.ts';
import {
  countRefundAttempt, insertRefund, markRefundFailed, markRefundSucceeded, noteRefundError, pendingRefundIds, refundById,
  refundedCentsOfPayment, refundsOfPayments, type RefundRow,
} from './refunds.queries.ts';
import type { AppointmentPayment } from '../../../contracts/appointments.ts';

export type RefundAttempt = 'succeeded' | 'pending' | 'settled';

/** Gateway calls after which a refund is given up (about a day with the queue's backoff). */
export const MAX_REFUND_ATTEMPTS = 10;

/** A payment that moved money and can be refunded: captured through a gateway, not waived or free. */
function refundable(payment: PaymentRow | undefined): payment is PaymentRow {
  return Boolean(payment && payment.status === 'captured' && payment.amount_cents > 0 && payment.gateway !== 'waived' && payment.gateway_ref);
}

/**
 * Refunds of payments: recorded pending in the caller's transaction (one full refund per payment,
 * by its idempotency key), then tried with the gateway the payment used, after commit. A failed
 * call leaves the refund pending with the gateway's answer; the job queue tries it again with the
 * same key, so the gateway never refunds twice.
 */
export function refundService(db: Db, gateway: PaymentGateway, logger?: Pick<Logger, 'error' | 'warn'>) {
  async function attempt(refundId: number, now: Date): Promise<RefundAttempt> {
    const refund = await refundById(db, refundId);
    if (!refund || refund.status !== 'pending') return 'settled';
    const payment = await paymentById(db, Number(refund.payment_id));
    if (!payment?.gateway_ref) {
      await noteRefundError(db, refundId, 'The payment has no gateway reference.');
      return 'pending';
    }
    if (payment.gateway !== gateway.kind) {
      await noteRefundError(db, refundId, `The payment was taken by ${payment.gateway}, which is not configured.`);
      return 'pending';
    }
    await countRefundAttempt(db, refundId);
    const result = await gateway.refund({
      captureRef: payment.gateway_ref, amountCents: Number(refund.amount_cents), currency: 'USD', idempotencyKey: refund.idempotency_key,
    });
    if (result.status === 'failed') {
      await noteRefundError(db, refundId, result.message);
      logger?.warn({ refundId, message: result.message }, 'refund failed; it stays pending for the retry job');
      return 'pending';
    }
    await inTransaction(db, async (tx) => {
      if (!(await markRefundSucceeded(tx, refundId, result.reference, now))) return;
      await recordRefundCompleted(tx, payment, refund);
      if ((await refundedCentsOfPayment(tx, Number(payment.id))) >= Number(payment.amount_cents)) await markPaymentRefunded(tx, Number(payment.id));
    });
    return 'succeeded';
  }

  return {
    /**
     * Records the full refund of a payment (a canceled booking's, or a canceled order's with no booking), pending,
     * in the caller's transaction; null when nothing was paid through a gateway. Asking twice returns the first refund.
     */
    async requestFullRefund(tx: Conn, paymentId: number | null, bookingId: number | null, reason: string): Promise<RefundRow | null> {
      if (!paymentId) return null;
      const payment = await paymentById(tx, paymentId);
      if (!refundable(payment)) return null;
      return insertRefund(tx, {
        payment_id: Number(payment.id), amount_cents: Number(payment.amount_cents), gateway: payment.gateway,
        idempotency_key: fullRefundKey(Number(payment.id)), reason, booking_id: bookingId,
      });
    },

    /**
     * Records the refund of part of a payment under the caller's own key (one line of a payment that paid for
     * several things: a records request's vet), pending, in the caller's transaction; null when nothing was paid
     * through a gateway. The same key returns the first refund; never more than what is left of the payment.
     */
    async requestPartialRefund(tx: Conn, paymentId: number, amountCents: number, key: string, reason: string): Promise<RefundRow | null> {
      const payment = await paymentById(tx, paymentId);
      if (!refundable(payment) || amountCents <= 0 || amountCents > Number(payment.amount_cents)) return null;
      return insertRefund(tx, {
        payment_id: Number(payment.id), amount_cents: amountCents, gateway: payment.gateway, idempotency_key: `refund:payment:${payment.id}:${key}`,
        reason, booking_id: null,
      });
    },

    /** One try with the gateway (after commit): succeeded, still pending (failed now) or already settled. */
    attempt,

    /**
     * The retry job's try: like `attempt`, but a refund still failing after `maxAttempts` calls is given
     * up (marked failed, logged): the practice refunds it by hand.
     */
    async retry(refundId: number, now: Date, maxAttempts = MAX_REFUND_ATTEMPTS): Promise<RefundAttempt | 'given-up'> {
      const outcome = await attempt(refundId, now);
      if (outcome !== 'pending') return outcome;
      const refund = await refundById(db, refundId);
      if (refund && refund.attempts >= maxAttempts) {
        await inTransaction(db, async (tx) => {
          await markRefundFailed(tx, refundId, refund.last_error ?? 'Gave up after repeated failures.');
          const payment = await paymentById(tx, Number(refund.payment_id));
          if (payment) await recordRefundGivenUp(tx, payment, refund);
        });
        logger?.error({ refundId, error: refund.last_error }, 'refund given up after its retries');
        return 'given-up';
      }
      return 'pending';
    },

    /** Refunds still pending since before `olderThan` (the retry sweep). */
    pendingIds: (olderThan: Date, limit = 500) => pendingRefundIds(db, olderThan, limit),

    /** Captured minus refunded of each payment, with its refunds (the appointment detail's payment record). */
    async paymentRecords(paymentIds: readonly number[]): Promise<Map<number, AppointmentPayment>> {
      const [payments, refunds] = await Promise.all([paymentsByIds(db, paymentIds), refundsOfPayments(db, paymentIds)]);
      const out = new Map<number, AppointmentPayment>();
      for (const p of payments) {
        if (p.amount_cents <= 0 || !['captured', 'refunded'].includes(p.status)) continue;
        const own = refunds.filter((r) => Number(r.payment_id) === Number(p.id));
        out.set(Number(p.id), {
          capturedCents: Number(p.amount_cents),
          // A payment refunded outside our flow (a PayPal refund webhook) has the status and no rows.
          refundedCents: Math.max(
            own.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + Number(r.amount_cents), 0),
            p.status === 'refunded' ? Number(p.amount_cents) : 0,
          ),
          refunds: own.map((r) => ({
            amountCents: Number(r.amount_cents), status: r.status, at: new Date(r.refunded_at ?? r.created_at).toISOString(),
          })),
        });
      }
      return out;
    },
  };
}

export type RefundService = ReturnType<typeof refundService>;
