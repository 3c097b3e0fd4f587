import type { Db } from '../../db/knex.ts';
import { ConflictError } from '../../errors.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { PaymentSaga, ProviderOrderAnswer } from '../payments/payment-saga.ts';
import type { AppointmentRequest, BookingDeps, PaymentOutcome } from './booking-request.ts';
import type { ConsultationType } from '../../../contracts/consultations.ts';
import { findListing } from '../listings/index.ts';
import { authorizeBooking, checkIntakeAnswers, checkSlot, priceBooking, resolveParty } from './booking-steps.ts';
import { bookingAttempt, type BookingFacts } from './booking-settlement.ts';
import { bookingPayable } from './booking-payable.ts';

export type { AppointmentRequest, BookingDeps, PaymentOutcome } from './booking-request.ts';

/**
 * Appointments and their payment, as one flow of named steps: authorize, resolve the customer and
 * pet, check the slot, price (booking-steps.ts), then the payment saga (payments/payment-saga.ts) holds,
 * charges and settles through the booking's side of its port (booking-settlement.ts, booking-payable.ts)
 * and notifies after commit. The price is the server's; the slot is held by a live booking inserted under
 * a per-listing advisory lock (the exclusion constraint as backstop); the charge runs outside the transaction.
 */
export function bookingService(db: Db, deps: BookingDeps & { payments: PaymentSaga }) {
  const payable = bookingPayable(db, deps);

  /** The checks and the price, before anything is written (authorize, resolve, check the slot, price). */
  async function prepare(who: Viewer, req: AppointmentRequest, now: Date, cardByProvider = false): Promise<BookingFacts> {
    const { listing, consultation } = await authorizeBooking(db, who, req);
    const party = await resolveParty(db, who, req, listing, deps.petsRequired);
    const intake = await checkIntakeAnswers(db, who, req, listing, party, deps);
    const slot = await checkSlot(db, listing, req.type, req.slot, now, Number(party.customer.id));
    const price = await priceBooking(db, who, req, consultation, Number(party.customer.id), now, {
      cardByProvider, place: { vendorId: Number(listing.vendor_id), listingId: Number(listing.id) },
    });
    return { who, req, listing, consultation, party, intake, slot, price };
  }

  return {
    /**
     * Whether `slot` of the listing's `type` can be booked now by `ownerId` (a waitlist hold is theirs or nobody's):
     * the very check the payment runs (the availability engine under the dashboard's or the public list's rules), asked
     * by /checkout when it loads.
     */
    async slotBookable(listingId: number, type: ConsultationType, slot: string, now: Date, ownerId: number | null = null): Promise<boolean> {
      const listing = await findListing(db, listingId);
      if (!listing?.consultations?.some((c) => c.type === type && c.enabled)) return false;
      try {
        await checkSlot(db, listing, type, slot, now, ownerId);
        return true;
      } catch (err) {
        if (err instanceof ConflictError) return false;
        throw err;
      }
    },

    /** Books an appointment and takes its payment; a retry with the same idempotency key returns the first outcome. */
    async book(viewer: Viewer | null, req: AppointmentRequest, options: { idempotencyKey?: string; now: Date }): Promise<PaymentOutcome> {
      const who = requireViewer(viewer);
      return deps.payments.pay(payable, who, options, async () => bookingAttempt(db, deps, await prepare(who, req, options.now), options.now));
    },

    /**
     * The card-payment provider's flow, first half: the same checks, price, promo and hold as `book`, then
     * the provider's order for the server's price instead of a charge (the buyer approves it in the
     * provider's own fields or button; the saga captures it). A provider that cannot create it releases the
     * slot at once. A retry with the same idempotency key answers the order already created.
     */
    async startApproval(viewer: Viewer | null, req: AppointmentRequest, options: { idempotencyKey?: string; now: Date }): Promise<ProviderOrderAnswer | PaymentOutcome> {
      return deps.payments.startApproval(payable, viewer, options, async () => {
        const who = requireViewer(viewer);
        return bookingAttempt(db, deps, await prepare(who, { ...req, card: undefined }, options.now, true), options.now);
      });
    },
  };
}

export type BookingService = ReturnType<typeof bookingService>;
