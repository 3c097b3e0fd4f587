import { randomUUID } from 'node:crypto';
import { PAYMENT_IN_PROGRESS, SLOT_TAKEN } from '../../../contracts/bookings.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, SQLSTATE, sqlState } from '../../errors.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { reopenOrderOfPayment } from '../orders/order-payments.ts';
import { paymentByKey, settle, stalePayments } from '../payments/payment-ledger.ts';
import { releasePlanUse } from '../payments/plan-use.ts';
import { bookingByPaymentId, failBookingsOfPayment } from './bookings.queries.ts';
import type { AppointmentRequest, BookingDeps, PaymentOutcome } from './booking-request.ts';
import { authorizeBooking, checkSlot, priceBooking, resolveParty } from './booking-steps.ts';
import { chargeBooking, holdBooking, notifyBooking, settleBooking, type BookingFacts } from './booking-settlement.ts';

export type { AppointmentRequest, BookingDeps, PaymentOutcome } from './booking-request.ts';

/**
 * Appointments and their payment, as one flow of named steps: authorize, resolve the customer and
 * pet, check the slot, price (booking-steps.ts), hold, charge, settle, notify (booking-settlement.ts).
 * The price is the server's; the slot is held by a live booking inserted under a per-listing advisory
 * lock (the exclusion constraint as backstop); the charge runs outside the transaction.
 */
export function bookingService(db: Db, deps: BookingDeps) {
  /** A retry with the same idempotency key: the first attempt's outcome, or CONFLICT while it still runs. */
  async function previousOutcome(key: string): Promise<PaymentOutcome | null> {
    const payment = await paymentByKey(db, key);
    if (!payment) return null;
    if (payment.status === 'captured') {
      const booking = await bookingByPaymentId(db, Number(payment.id));
      if (booking) return { result: Number(booking.id) };
    }
    if (payment.status === 'failed') {
      return { result: 'Error', status: String(payment.details.failure ?? 'The payment failed.'), code: 'DECLINED' };
    }
    throw new ConflictError(PAYMENT_IN_PROGRESS);
  }

  return {
    /** Books an appointment and takes its payment; a retry with the same idempotency key returns the first outcome. */
    async book(viewer: Viewer | null, req: AppointmentRequest, options: { idempotencyKey?: string; now: Date }): Promise<PaymentOutcome> {
      const who = requireViewer(viewer);
      const key = options.idempotencyKey?.trim() || undefined;
      const previous = key ? await previousOutcome(key) : null;
      if (previous) return previous;

      const { listing, consultation } = await authorizeBooking(db, who, req);
      const party = await resolveParty(db, who, req, listing, deps.petsRequired);
      const slot = await checkSlot(db, listing, req.type, req.slot, options.now);
      const price = await priceBooking(db, who, req, consultation, Number(party.customer.id), options.now);
      const facts: BookingFacts = { who, req, listing, consultation, party, slot, price, idempotencyKey: key ?? `auto:${randomUUID()}` };

      let held;
      try {
        held = await holdBooking(db, deps.gateway, facts, options.now);
      } catch (err) {
        if (sqlState(err) === SQLSTATE.exclusionViolation) throw new ConflictError(SLOT_TAKEN, { cause: err });
        // Two requests with one key raced past previousOutcome: the loser answers with the winner's outcome.
        const raced = sqlState(err) === SQLSTATE.uniqueViolation && key ? await previousOutcome(key) : null;
        if (raced) return raced;
        throw err;
      }
      const charge = await chargeBooking(deps.gateway, facts);
      await settleBooking(db, facts, held, charge);
      if (charge.status !== 'captured') return { result: 'Error', status: charge.message, code: 'DECLINED' };
      await notifyBooking(db, deps, facts, held, options.now);
      return { result: held.bookingId };
    },

    /**
     * After a crash between holding a slot (or recording an order) and settling its
     * payment: payments still pending after `graceMs` are marked failed, their
     * bookings marked payment failed (as a declined charge leaves them: never
     * appointments, the slot free), their promo uses given back and their orders put back to 'new' (no money was
     * taken, so the owner can pay the same order again).
     */
    async reconcile(now: Date, graceMs = 15 * 60_000): Promise<number> {
      const stale = await stalePayments(db, new Date(now.getTime() - graceMs));
      for (const payment of stale) {
        await inTransaction(db, async (tx) => {
          await settle(tx, Number(payment.id), { status: 'failed', failure: 'Interrupted before the charge completed.' });
          await failBookingsOfPayment(tx, Number(payment.id));
          await releasePlanUse(tx, { id: Number(payment.id), plan_id: payment.plan_id });
          await reopenOrderOfPayment(tx, Number(payment.id));
        });
      }
      return stale.length;
    },
  };
}

export type BookingService = ReturnType<typeof bookingService>;
