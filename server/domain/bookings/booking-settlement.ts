import { SLOT_TAKEN } from '../../../contracts/bookings.ts';
import { PAYMENT_TYPE } from '../../../contracts/products.ts';
import { CONSULTATION_KINDS } from '../../../contracts/consultations.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError } from '../../errors.ts';
import type { ChargeResult, PaymentGateway } from '../../adapters/payments.ts';
import { rememberOwnerZone } from '../accounts/customer-lookup.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Consultation, ListingRow } from '../listings/listings.queries.ts';
import { recordPendingPayment, settle } from '../payments/payment-ledger.ts';
import { holdPlanUse, releasePlanUse } from '../payments/plan-use.ts';
import { invalidCode } from '../payments/promo-plans.ts';
import { petForBooking, releaseBookingPet } from '../pets/booking-pet.ts';
import type { AppointmentRequest, BookingDeps } from './booking-request.ts';
import type { BookingParty, BookingPrice } from './booking-steps.ts';
import { confirmationMessages } from './confirmation.ts';
import { accessRequestAfterDeskBooking } from '../customers/clinic-consent.ts';
import { bookingCode } from '../../../contracts/appointments.ts';
import { confirmPaidBookings } from './booking-audit.ts';
import type { BookedOn } from '../notices/booking-notice.ts';
import {
  failBookingsOfPayment, insertBooking, lockListingForBooking, overlappingLiveBooking,
  vendorNotificationEmails,
} from './bookings.queries.ts';

/*
 * A booking's writes, in the order book() runs them: hold the slot with a pending payment, charge
 * outside any transaction, settle both in one transaction, then notify after commit.
 */

export interface BookingFacts {
  who: Viewer;
  req: AppointmentRequest;
  listing: ListingRow;
  consultation: Consultation;
  party: BookingParty;
  slot: Date;
  price: BookingPrice;
  idempotencyKey: string;
}

export interface Held {
  paymentId: number;
  bookingId: number;
  /** The pet the booking names (created with it when new). */
  pet: { id: number; name: string } | null;
}

/**
 * Hold: under the listing's advisory lock (the exclusion constraint as backstop), a pending payment
 * and a booking awaiting it, the promo use counted and the owner's zone remembered, in one transaction.
 */
export async function holdBooking(db: Db, gateway: PaymentGateway, f: BookingFacts, now: Date): Promise<Held> {
  const { listing, party, price } = f;
  const customerId = Number(party.customer.id);
  const duration = Number(f.consultation.duration);
  return inTransaction(db, async (tx) => {
    await lockListingForBooking(tx, Number(listing.id));
    if (await overlappingLiveBooking(tx, Number(listing.id), f.slot, duration)) throw new ConflictError(SLOT_TAKEN);
    const paymentId = await recordPendingPayment(tx, {
      user_id: customerId, vendor_id: Number(listing.vendor_id), amount_cents: price.amountCents,
      payment_type: PAYMENT_TYPE.APPOINTMENTS, product_id: price.productId,
      gateway: price.amountCents === 0 ? 'waived' : gateway.kind, idempotency_key: f.idempotencyKey, plan_id: price.plan ? Number(price.plan.id) : null,
      list_price_cents: price.listPriceCents, discount_cents: price.discountCents, discount_funded_by: price.discountFundedBy,
      details: { listPriceCents: price.listPriceCents, waived: price.waived, promo: price.plan?.code ?? null },
    });
    // A promo use is counted with the hold (against max_uses and the customer's own limit, safe under
    // concurrency) and given back if the charge fails, so only a payment that succeeded keeps it.
    if (price.plan && !(await holdPlanUse(tx, price.plan, customerId, paymentId, now))) throw invalidCode();
    if (party.browserTZ) await rememberOwnerZone(tx, customerId, party.browserTZ);
    const pet = await petForBooking(tx, customerId, party.pet);
    const bookingId = await insertBooking(tx, {
      slot: f.slot, duration, user_id: customerId, vendor_id: Number(listing.vendor_id), vendor_listing_id: Number(listing.id),
      payment_id: paymentId, consultation_type: f.req.type, pet_id: pet ? Number(pet.id) : null,
      details: {
        type: f.req.type,
        user: { id: customerId, first_name: party.shownAs.firstName, last_name: party.shownAs.lastName, phone: party.shownAs.phone },
        pet,
        details: {
          title: listing.title, line1: listing.line1, line2: listing.line2, address: listing.address, avatar: listing.avatar,
          duration, price: price.amountCents / 100, productId: price.productId,
        },
        info: { summary: f.req.summary },
        listingTZ: party.listingTZ,
        userTZ: party.ownerTZ,
        slot: f.slot.toISOString(),
        bookedBy: { kind: f.who.kind, id: f.who.id },
        bookedOn: bookedOnOf(f),
      },
    });
    return { paymentId, bookingId, pet };
  });
}

/** Where the booking is made: on its own clinic's site, or the marketplace (another clinic's site books nothing of this one's). */
function bookedOnOf(f: Pick<BookingFacts, 'req' | 'listing'>): BookedOn {
  return f.req.siteVendorId && f.req.siteVendorId === Number(f.listing.vendor_id) ? 'clinic-site' : 'marketplace';
}

/** Charge: the gateway, outside any transaction; nothing to charge is captured at once. */
export function chargeBooking(gateway: PaymentGateway, f: BookingFacts): Promise<ChargeResult> {
  if (f.price.amountCents === 0) return Promise.resolve({ status: 'captured', reference: 'no-charge' });
  return gateway.charge({
    amountCents: f.price.amountCents, currency: 'USD', idempotencyKey: f.idempotencyKey, card: f.req.card,
    description: `${f.listing.title}: ${f.req.type} consultation`,
  });
}

/**
 * Settle: paid, the held booking becomes an appointment in the transaction that settles the payment;
 * declined, the payment fails, the booking holds nothing, and the promo use and a pet created with it go back.
 */
export async function settleBooking(db: Db, f: BookingFacts, held: Held, charge: ChargeResult): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (charge.status === 'captured') {
      await settle(tx, held.paymentId, { status: 'captured', gateway_ref: charge.reference });
      await confirmPaidBookings(tx, held.paymentId);
      return;
    }
    await settle(tx, held.paymentId, { status: 'failed', failure: charge.message });
    await failBookingsOfPayment(tx, held.paymentId);
    await releasePlanUse(tx, { id: held.paymentId, plan_id: f.price.plan ? Number(f.price.plan.id) : null });
    await releaseBookingPet(tx, f.party.pet, held.pet);
  });
}

/** What the confirmation emails name: a booking's facts, or the same read back from its hold (a provider's capture). */
export interface NoticeFacts {
  listing: ListingRow;
  slot: Date;
  req: Pick<AppointmentRequest, 'type'>;
  consultation: Pick<Consultation, 'duration'>;
  party: Pick<BookingParty, 'customer' | 'shownAs' | 'listingTZ' | 'ownerTZ'>;
  price: Pick<BookingPrice, 'amountCents'>;
  /** Made at the clinic's desk rather than by the owner: an owner who has not answered the clinic is asked. */
  bookedByClinic: boolean;
  /** What the notice names beyond the listing: the pet, the reason for the visit and where it was booked. */
  snapshot: { petName: string | null; reason: string | null; bookedOn: BookedOn };
}

/** The snapshot facts of a booking being made (as `snapshotNoticeFacts` reads them back from a stored `Booking`). */
export function noticeSnapshot(f: BookingFacts, held: Pick<Held, 'pet'>): NoticeFacts['snapshot'] {
  return { petName: held.pet?.name ?? null, reason: f.req.summary, bookedOn: bookedOnOf(f) };
}

/**
 * Notify, after commit: the owner's and the practice's emails, and after a desk booking the owner's request to
 * share with the clinic (when they have not answered it); a mail failure is logged and never undoes a paid booking.
 */
export async function notifyBooking(db: Db, deps: BookingDeps, f: NoticeFacts, held: Pick<Held, 'bookingId'>, now: Date): Promise<void> {
  const { listing, party, req } = f;
  try {
    const messages = confirmationMessages({
      bookingId: held.bookingId, start: f.slot, durationMinutes: Number(f.consultation.duration), type: req.type,
      listingTitle: listing.title, listingLine1: listing.line1, address: listing.address, listingTZ: party.listingTZ,
      vendorId: Number(listing.vendor_id), ...f.snapshot, senderAddress: deps.senderAddress ?? null,
      ownerTZ: party.ownerTZ, ownerName: `${party.customer.first_name} ${party.customer.last_name}`, ownerEmail: party.customer.email,
      clinicCustomerName: `${party.shownAs.firstName} ${party.shownAs.lastName}`.trim(),
      vendorEmails: await vendorNotificationEmails(db, Number(listing.vendor_id), listing.managers ?? []),
      amountCents: f.price.amountCents, publicUrl: deps.publicUrl,
      links: CONSULTATION_KINDS[req.type].hasConsultationPage
        ? await deps.consultations.linksFor({ id: held.bookingId, userId: Number(party.customer.id), vendorId: Number(listing.vendor_id) })
        : null,
    }, now);
    for (const message of messages) await deps.mail.send(message);
    if (f.bookedByClinic) {
      const request = await accessRequestAfterDeskBooking(db, {
        vendorId: Number(listing.vendor_id), userId: Number(party.customer.id), bookingCode: bookingCode(held.bookingId),
      }, deps.publicUrl);
      if (request) await deps.mail.send(request);
    }
  } catch (err) {
    deps.logger?.error({ err, bookingId: held.bookingId }, 'booking confirmation email failed');
  }
}
