import { randomUUID } from 'node:crypto';
import { NO_LISTING } from '../../../contracts/listings.ts';
import { E_CONSULTATION_IS_VIDEO, NOT_AVAILABLE, PAYMENT_IN_PROGRESS, SLOT_TAKEN } from '../../../contracts/bookings.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, ForbiddenError, NotFoundError, SQLSTATE, sqlState, ValidationError } from '../../errors.ts';
import type { CardInput } from '../../../contracts/payments.ts';
import type { PaymentGateway } from '../../adapters/payments.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import type { Logger } from '../../logger.ts';
import { confirmationMessages } from './confirmation.ts';
import { petForBooking, releaseBookingPet, resolveBookingPet, type BookingPetRequest } from './booking-pet.ts';
import type { ConsultationLinks } from './consultation-page.ts';
import { orderByPaymentId, setOrderStatus } from '../orders/orders.queries.ts';
import { setUserTimeZone, usersByIds } from '../accounts/accounts.queries.ts';
import { knownZone } from '../reference/known-zone.ts';
import { planByCode, type PlanRow } from '../accounts/plans.queries.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { engineInput } from '../availability/availability-service.ts';
import { DASHBOARD_RULES, PUBLIC_RULES, slots } from '../availability/slots.ts';
import { canManageListing } from '../listings/listing-policy.ts';
import { findListing, type ConsultationType } from '../listings/listings.queries.ts';
import { PAYMENT_TYPE } from '../../../contracts/products.ts';
import { bookingListPrice, discountedCents, planApplies } from '../payments/pricing.ts';
import { insertPayment, paymentByIdempotencyKey, settlePayment, stalePendingPayments } from '../payments/payments.queries.ts';
import { redemptionCount } from '../payments/plan-redemptions.queries.ts';
import { holdPlanUse, releasePlanUse } from '../payments/plan-use.ts';
import { validateCard } from '../../../contracts/payments.ts';
import {
  bookingByPaymentId, confirmBookingsOfPayment, failBookingsOfPayment, insertBooking, lockListingForBooking, overlappingLiveBooking,
  vendorNotificationEmails,
} from './bookings.queries.ts';

const HOUR_MS = 3_600_000;

export interface AppointmentRequest {
  vendorListingId: number;
  type: ConsultationType;
  /** The product booked: 8000 for the e-Consultation (its own price); otherwise the type's product at the listing's price. */
  productId?: number;
  slot: string;
  /** The customer when a vendor books on their behalf; ignored for owners (they book for themselves). */
  userId?: number;
  /** One of the customer's pets by id, or a new pet added with the booking (required when the pets feature is on). */
  pet?: BookingPetRequest | null;
  summary: string;
  /** The booker's browser zone: the owner's own when an owner books; a vendor's is not the customer's and is ignored. */
  userTZ?: string;
  promoCode?: string;
  /** Vendors only: book without payment. */
  waive?: boolean;
  card?: CardInput;
}

/** The spec's payment answer: the booking id, or 'Error' with the text to show. */
export type PaymentOutcome = { result: number } | { result: 'Error'; status: string; code: 'DECLINED' | 'CONFLICT' };

/** True when the engine offers `at` under the dashboard rules or the public list's rules. */
async function isOffered(db: Db, listing: NonNullable<Awaited<ReturnType<typeof findListing>>>, type: ConsultationType, at: number, now: Date) {
  const input = await engineInput(db, listing, type, at - 24 * HOUR_MS, at + 24 * HOUR_MS);
  const window = (days: number) => at <= now.getTime() + days * 24 * HOUR_MS;
  const dashboard = window(DASHBOARD_RULES.days) && slots({ ...input, now: now.getTime(), leadMinutes: DASHBOARD_RULES.leadMinutes }).includes(at);
  if (dashboard) return true;
  return window(PUBLIC_RULES.days + 1) && slots({
    ...input, now: now.getTime(), leadMinutes: PUBLIC_RULES.leadMinutes, stepMinutes: PUBLIC_RULES.stepMinutes,
    defaultSchedule: PUBLIC_RULES.defaultSchedule,
  }).includes(at);
}

/**
 * Appointments and their payment, as one flow: price on the server, hold the slot
 * (a live booking inserted under a per-listing advisory lock, the exclusion
 * constraint as backstop), charge outside the transaction, then confirm or release.
 */
export interface BookingDeps {
  gateway: PaymentGateway;
  mail: MailAdapter;
  /** Signed consultation page links, mailed for video and phone bookings. */
  consultations: ConsultationLinks;
  publicUrl: string;
  /** The pets feature: every booking names a pet. */
  petsRequired: boolean;
  logger?: Pick<Logger, 'error'>;
}

export function bookingService(db: Db, deps: BookingDeps) {
  const { gateway } = deps;
  async function outcomeOfPayment(key: string): Promise<PaymentOutcome | null> {
    const payment = await paymentByIdempotencyKey(db, key);
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
      if (key) {
        const previous = await outcomeOfPayment(key);
        if (previous) return previous;
      }
      const listing = await findListing(db, req.vendorListingId);
      if (!listing) throw new NotFoundError(NO_LISTING);
      if (who.kind === 'vendor' && !canManageListing(who, listing)) throw new ForbiddenError('You cannot book on this listing.');
      const consultation = (listing.consultations ?? []).find((c) => c.type === req.type && c.enabled);
      if (!consultation) throw new ValidationError(NOT_AVAILABLE, { fields: { type: NOT_AVAILABLE } });

      const customerId = who.kind === 'user' ? who.id : Number(req.userId);
      const [customer] = Number.isInteger(customerId) ? await usersByIds(db, [customerId]) : [];
      if (!customer) throw new ValidationError('Customer not found', { fields: { userId: 'Customer not found' } });

      const pet = await resolveBookingPet(db, Number(customer.id), req.pet, deps.petsRequired);
      // The owner's zone: their own browser's when they book, else the one they last used; never a vet's at the desk.
      const browserTZ = who.kind === 'user' ? knownZone(req.userTZ) : null;
      const ownerTZ = browserTZ ?? knownZone(customer.time_zone);
      const listingTZ = knownZone(listing.timezone) ?? listing.timezone;

      const at = Date.parse(req.slot);
      if (!Number.isFinite(at) || !(await isOffered(db, listing, req.type, at, options.now))) {
        throw new ConflictError(SLOT_TAKEN);
      }

      // Price: the product's (the e-Consultation's own, else the listing's), then the promo's offer, then a
      // vendor's waiver. The client's price is ignored.
      const product = bookingListPrice(req.productId, req.type, consultation.price);
      if (!product) throw new ValidationError(E_CONSULTATION_IS_VIDEO, { fields: { type: E_CONSULTATION_IS_VIDEO } });
      const { productId, listPriceCents } = product;
      let plan: PlanRow | undefined;
      if (req.promoCode?.trim()) {
        plan = await planByCode(db, req.promoCode.trim());
        const customerUses = plan ? await redemptionCount(db, Number(plan.id), Number(customer.id)) : 0;
        if (!plan || !planApplies(plan, productId, options.now, customerUses)) throw new ValidationError('Invalid code', { fields: { promoCode: 'Invalid code' } });
      }
      const waived = who.kind === 'vendor' && req.waive === true;
      const amountCents = waived ? 0 : plan ? discountedCents(listPriceCents, plan.offers) : listPriceCents;
      if (amountCents > 0) validateCard(req.card, options.now);

      const slot = new Date(at);
      const duration = Number(consultation.duration);
      const idempotencyKey = key ?? `auto:${randomUUID()}`;
      const held = await inTransaction(db, async (tx) => {
        await lockListingForBooking(tx, Number(listing.id));
        if (await overlappingLiveBooking(tx, Number(listing.id), slot, duration)) throw new ConflictError(SLOT_TAKEN);
        const paymentId = await insertPayment(tx, {
          user_id: Number(customer.id), vendor_id: Number(listing.vendor_id), amount_cents: amountCents,
          payment_type: PAYMENT_TYPE.APPOINTMENTS, product_id: productId,
          gateway: amountCents === 0 ? 'waived' : gateway.kind, idempotency_key: idempotencyKey, plan_id: plan ? Number(plan.id) : null,
          details: { listPriceCents, waived, promo: plan?.code ?? null },
        });
        // A promo use is counted with the hold (against max_uses and the customer's own limit, safe under
        // concurrency) and given back if the charge fails, so only a payment that succeeded keeps it.
        if (plan && !(await holdPlanUse(tx, plan, Number(customer.id), paymentId, options.now))) {
          throw new ValidationError('Invalid code', { fields: { promoCode: 'Invalid code' } });
        }
        if (browserTZ) await setUserTimeZone(tx, Number(customer.id), browserTZ);
        const bookingPet = await petForBooking(tx, Number(customer.id), pet);
        const bookingId = await insertBooking(tx, {
          slot, duration, user_id: Number(customer.id), vendor_id: Number(listing.vendor_id), vendor_listing_id: Number(listing.id),
          payment_id: paymentId,
          details: {
            type: req.type,
            user: { id: Number(customer.id), first_name: customer.first_name, last_name: customer.last_name, phone: customer.phone },
            pet: bookingPet,
            details: {
              title: listing.title, line1: listing.line1, line2: listing.line2, address: listing.address, avatar: listing.avatar,
              duration, price: amountCents / 100, productId,
            },
            info: { summary: req.summary },
            listingTZ,
            userTZ: ownerTZ,
            slot: slot.toISOString(),
            bookedBy: { kind: who.kind, id: who.id },
          },
        });
        return { paymentId, bookingId, pet: bookingPet };
      }).catch(async (err) => {
        if (sqlState(err) === SQLSTATE.exclusionViolation) throw new ConflictError(SLOT_TAKEN, { cause: err });
        if (sqlState(err) === SQLSTATE.uniqueViolation && key) {
          const previous = await outcomeOfPayment(key);
          if (previous) return previous;
        }
        throw err;
      });
      if ('result' in held) return held;

      const charge = amountCents === 0
        ? { status: 'captured' as const, reference: 'no-charge' }
        : await gateway.charge({
            amountCents, currency: 'USD', idempotencyKey, card: req.card,
            description: `${listing.title}: ${req.type} consultation`,
          });
      if (charge.status === 'captured') {
        // Paid: the held booking becomes an appointment in the same transaction as the payment is settled.
        await inTransaction(db, async (tx) => {
          await settlePayment(tx, held.paymentId, { status: 'captured', gateway_ref: charge.reference });
          await confirmBookingsOfPayment(tx, held.paymentId);
        });
        // After commit; a mail failure is logged and never undoes a paid booking.
        try {
          const messages = confirmationMessages({
            bookingId: held.bookingId, start: slot, durationMinutes: duration, type: req.type,
            listingTitle: listing.title, listingLine1: listing.line1, address: listing.address, listingTZ,
            ownerTZ, ownerName: `${customer.first_name} ${customer.last_name}`, ownerEmail: customer.email,
            vendorEmails: await vendorNotificationEmails(db, Number(listing.vendor_id), listing.managers ?? []),
            amountCents, publicUrl: deps.publicUrl,
            links: req.type === 'video' || req.type === 'phone'
              ? await deps.consultations.linksFor({ id: held.bookingId, userId: Number(customer.id), vendorId: Number(listing.vendor_id) })
              : null,
          }, options.now);
          for (const message of messages) await deps.mail.send(message);
        } catch (err) {
          deps.logger?.error({ err, bookingId: held.bookingId }, 'booking confirmation email failed');
        }
        return { result: held.bookingId };
      }
      await inTransaction(db, async (tx) => {
        await settlePayment(tx, held.paymentId, { status: 'failed', failure: charge.message });
        await failBookingsOfPayment(tx, held.paymentId);
        await releasePlanUse(tx, { id: held.paymentId, plan_id: plan ? Number(plan.id) : null });
        await releaseBookingPet(tx, pet, held.pet);
      });
      return { result: 'Error', status: charge.message, code: 'DECLINED' };
    },

    /**
     * After a crash between holding a slot (or recording an order) and settling its
     * payment: payments still pending after `graceMs` are marked failed, their
     * bookings marked payment failed (as a declined charge leaves them: never
     * appointments, the slot free), their promo uses given back and their orders put back to 'new' (no money was
     * taken, so the owner can pay the same order again).
     */
    async reconcile(now: Date, graceMs = 15 * 60_000): Promise<number> {
      const stale = await stalePendingPayments(db, new Date(now.getTime() - graceMs));
      for (const payment of stale) {
        await inTransaction(db, async (tx) => {
          await settlePayment(tx, Number(payment.id), { status: 'failed', failure: 'Interrupted before the charge completed.' });
          await failBookingsOfPayment(tx, Number(payment.id));
          await releasePlanUse(tx, { id: Number(payment.id), plan_id: payment.plan_id });
          const order = await orderByPaymentId(tx, Number(payment.id));
          if (order?.status === 'pending') await setOrderStatus(tx, Number(order.id), 'new');
        });
      }
      return stale.length;
    },
  };
}

export type BookingService = ReturnType<typeof bookingService>;
