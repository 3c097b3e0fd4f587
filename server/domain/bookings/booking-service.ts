import { randomUUID } from 'node:crypto';
import { PAYMENT_IN_PROGRESS, SLOT_TAKEN } from '../../../contracts/bookings.ts';
import { NOTHING_TO_PAY } from '../../../contracts/payment-provider.ts';
import type { ApprovalGateway } from '../../adapters/payments.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, SQLSTATE, sqlState, ValidationError } from '../../errors.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { markOrderOfPaymentPaid, reopenOrderOfPayment } from '../orders/order-payments.ts';
import { attachProviderOrder, paymentByKey, settle, stalePayments } from '../payments/payment-ledger.ts';
import { releasePlanUse } from '../payments/plan-use.ts';
import { bookingByPaymentId, failBookingsOfPayment } from './bookings.queries.ts';
import { confirmPaidBookings } from './booking-audit.ts';
import type { AppointmentRequest, BookingDeps, PaymentOutcome } from './booking-request.ts';
import type { ConsultationType } from '../../../contracts/consultations.ts';
import { findListing } from '../listings/index.ts';
import { authorizeBooking, checkSlot, priceBooking, resolveParty } from './booking-steps.ts';
import { chargeBooking, holdBooking, noticeSnapshot, notifyBooking, settleBooking, type BookingFacts, type Held } from './booking-settlement.ts';
import { captureApprovedBooking, type ProviderOrderAnswer } from './booking-approval.ts';

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

  /** The checks and the price, before anything is written (authorize, resolve, check the slot, price). */
  async function prepare(who: Viewer, req: AppointmentRequest, key: string | undefined, now: Date, cardByProvider = false): Promise<BookingFacts> {
    const { listing, consultation } = await authorizeBooking(db, who, req);
    const party = await resolveParty(db, who, req, listing, deps.petsRequired);
    const slot = await checkSlot(db, listing, req.type, req.slot, now);
    const price = await priceBooking(db, who, req, consultation, Number(party.customer.id), now, {
      cardByProvider, place: { vendorId: Number(listing.vendor_id), listingId: Number(listing.id) },
    });
    return { who, req, listing, consultation, party, slot, price, idempotencyKey: key ?? `auto:${randomUUID()}` };
  }

  /** Holds the slot; a slot taken meanwhile is CONFLICT, and a racing retry with the same key gets the winner's outcome. */
  async function hold<T>(facts: BookingFacts, key: string | undefined, now: Date, previous: (key: string) => Promise<T | null>): Promise<{ held: Held } | { raced: T }> {
    try {
      return { held: await holdBooking(db, deps.gateway, facts, now) };
    } catch (err) {
      if (sqlState(err) === SQLSTATE.exclusionViolation) throw new ConflictError(SLOT_TAKEN, { cause: err });
      // Two requests with one key raced past the first look: the loser answers with the winner's outcome.
      const raced = sqlState(err) === SQLSTATE.uniqueViolation && key ? await previous(key) : null;
      if (raced) return { raced };
      throw err;
    }
  }

  /** A retry of a provider order's creation by `who`: the order already created under this key, else the payment's outcome. */
  async function previousProviderOrder(who: Viewer, key: string): Promise<ProviderOrderAnswer | PaymentOutcome | null> {
    const payment = await paymentByKey(db, key);
    const by = payment?.details.bookedBy as { kind?: string; id?: number } | undefined;
    const theirs = by?.kind === who.kind && Number(by.id) === who.id;
    if (payment?.status === 'pending' && payment.provider_order_id && theirs) return { orderId: payment.provider_order_id };
    return previousOutcome(key);
  }

  return {
    /**
     * Whether `slot` of the listing's `type` can be booked now: the very check the payment runs (the availability
     * engine under the dashboard's or the public list's rules), asked by /checkout when it loads.
     */
    async slotBookable(listingId: number, type: ConsultationType, slot: string, now: Date): Promise<boolean> {
      const listing = await findListing(db, listingId);
      if (!listing?.consultations?.some((c) => c.type === type && c.enabled)) return false;
      try {
        await checkSlot(db, listing, type, slot, now);
        return true;
      } catch (err) {
        if (err instanceof ConflictError) return false;
        throw err;
      }
    },

    /** Books an appointment and takes its payment; a retry with the same idempotency key returns the first outcome. */
    async book(viewer: Viewer | null, req: AppointmentRequest, options: { idempotencyKey?: string; now: Date }): Promise<PaymentOutcome> {
      const who = requireViewer(viewer);
      const key = options.idempotencyKey?.trim() || undefined;
      const previous = key ? await previousOutcome(key) : null;
      if (previous) return previous;

      const facts = await prepare(who, req, key, options.now);
      const outcome = await hold(facts, key, options.now, previousOutcome);
      if ('raced' in outcome) return outcome.raced;
      const { held } = outcome;
      const charge = await chargeBooking(deps.gateway, facts);
      await settleBooking(db, facts, held, charge);
      if (charge.status !== 'captured') return { result: 'Error', status: charge.message, code: 'DECLINED' };
      await notifyBooking(db, deps, { ...facts, bookedByClinic: who.kind === 'vendor', snapshot: noticeSnapshot(facts, held) }, held, options.now);
      return { result: held.bookingId };
    },

    /**
     * The card-payment provider's flow, first half: the same checks, price, promo and hold as `book`, then
     * the provider's order for the server's price instead of a charge (the buyer approves it in the
     * provider's own fields or button). A provider that cannot create it releases the slot at once. A retry
     * with the same idempotency key answers the order already created.
     */
    async startApproval(
      viewer: Viewer | null, req: AppointmentRequest, approvals: ApprovalGateway, options: { idempotencyKey?: string; now: Date },
    ): Promise<ProviderOrderAnswer | PaymentOutcome> {
      const who = requireViewer(viewer);
      const key = options.idempotencyKey?.trim() || undefined;
      const previous = key ? await previousProviderOrder(who, key) : null;
      if (previous) return previous;

      const facts = await prepare(who, { ...req, card: undefined }, key, options.now, true);
      if (facts.price.amountCents === 0) throw new ValidationError(NOTHING_TO_PAY);
      const outcome = await hold(facts, key, options.now, (k) => previousProviderOrder(who, k));
      if ('raced' in outcome) return outcome.raced;
      const { held } = outcome;
      const created = await approvals.createOrder(facts.price.amountCents, `${facts.listing.title}: ${req.type} consultation`, facts.idempotencyKey);
      if (created.status === 'failed') {
        await settleBooking(db, facts, held, created);
        return { result: 'Error', status: created.message, code: 'DECLINED' };
      }
      await attachProviderOrder(db, held.paymentId, created.id, approvalDetails(facts, held));
      return { orderId: created.id };
    },

    /** The provider's flow, second half: captures the approved order of `payment` (see booking-approval.ts). */
    captureApproval: (payment: Parameters<typeof captureApprovedBooking>[2], approvals: ApprovalGateway, now: Date) =>
      captureApprovedBooking(db, deps, payment, approvals, now),

    /**
     * After a crash between holding a slot (or recording an order) and settling its payment: each
     * payment still pending after `graceMs` is first asked about at the gateway it used, by the
     * idempotency key its charge was started with. Captured there (the money was taken): it is settled
     * captured and its booking confirmed (its order paid), so a paid booking is never released. Not
     * captured: it fails, its booking is marked payment failed (never an appointment, the slot free),
     * its promo use given back and its order put back to 'new' so the owner can pay it again. When the
     * gateway cannot answer, the payment stays pending for the next run.
     */
    async reconcile(now: Date, graceMs = 15 * 60_000): Promise<{ captured: number; failed: number; unknown: number }> {
      const stale = await stalePayments(db, new Date(now.getTime() - graceMs));
      const counts = { captured: 0, failed: 0, unknown: 0 };
      for (const payment of stale) {
        const asked = payment.gateway === deps.gateway.kind && payment.idempotency_key
          ? await deps.gateway.lookup(payment.idempotency_key)
          : { status: 'not-captured' as const };
        if (asked.status === 'unknown') {
          counts.unknown += 1;
          deps.logger?.warn({ paymentId: payment.id, message: asked.message }, 'interrupted payment left pending: the gateway did not answer');
          continue;
        }
        await inTransaction(db, async (tx) => {
          if (asked.status === 'captured') {
            await settle(tx, Number(payment.id), { status: 'captured', gateway_ref: asked.reference });
            await confirmPaidBookings(tx, Number(payment.id));
            await markOrderOfPaymentPaid(tx, Number(payment.id));
            return;
          }
          await settle(tx, Number(payment.id), { status: 'failed', failure: 'Interrupted before the charge completed.' });
          await failBookingsOfPayment(tx, Number(payment.id));
          await releasePlanUse(tx, { id: Number(payment.id), plan_id: payment.plan_id });
          await reopenOrderOfPayment(tx, Number(payment.id));
        });
        counts[asked.status === 'captured' ? 'captured' : 'failed'] += 1;
      }
      return counts;
    },
  };
}

/** What the capture must know that the payment row does not say: who booked, and a pet created with the booking. */
function approvalDetails(f: BookingFacts, held: Held): Record<string, unknown> {
  return { bookedBy: { kind: f.who.kind, id: f.who.id }, newPetId: f.party.pet?.kind === 'new' && held.pet ? held.pet.id : null };
}

export type BookingService = ReturnType<typeof bookingService>;
