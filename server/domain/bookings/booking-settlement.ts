import { SLOT_TAKEN } from '../../../contracts/bookings.ts';
import { PAYMENT_TYPE } from '../../../contracts/products.ts';
import { CONSULTATION_KINDS } from '../../../contracts/consultations.ts';
import type { Db } from '../../db/knex.ts';
import { ConflictError, SQLSTATE, sqlState } from '../../errors.ts';
import { rememberOwnerZone } from '../accounts/customer-lookup.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Consultation, ListingRow } from '../listings/index.ts';
import type { PaymentAttempt } from '../payments/payable.ts';
import { petForBooking, releaseBookingPet } from '../pets/booking-pet.ts';
import type { AppointmentRequest, BookingDeps } from './booking-request.ts';
import type { BookingParty, BookingPrice } from './booking-steps.ts';
import { confirmationMessages } from './confirmation.ts';
import { accessRequestAfterDeskBooking } from '../customers/clinic-consent.ts';
import { bookingCode } from '../../../contracts/appointments.ts';
import type { BookedOn } from '../notices/booking-notice.ts';
import { insertBooking, lockListingForBooking, overlappingLiveBooking, vendorNotificationEmails } from './bookings.queries.ts';

/*
 * A booking's side of the payment saga, in the order book() runs it: the facts checked and priced, the slot
 * claimed and held with the saga's pending payment, then, once the saga settled it captured, notify after commit.
 */

export interface BookingFacts {
  who: Viewer;
  req: AppointmentRequest;
  listing: ListingRow;
  consultation: Consultation;
  party: BookingParty;
  slot: Date;
  price: BookingPrice;
}

export interface Held {
  paymentId: number;
  bookingId: number;
  /** The pet the booking names (created with it when new). */
  pet: { id: number; name: string } | null;
}

/**
 * The booking's attempt for the payment saga (payments/payment-saga.ts): the claim is the listing's advisory lock
 * and the overlap check (the exclusion constraint as backstop); the hold, after the saga recorded the pending
 * payment and the promo use, remembers the owner's zone, adds a new pet and inserts the booking awaiting payment
 * with its snapshot, in the same transaction. A declined charge takes back a pet created with it.
 */
export function bookingAttempt(db: Db, deps: BookingDeps, f: BookingFacts, now: Date): PaymentAttempt<Held> {
  const { listing, party, price } = f;
  const customerId = Number(party.customer.id);
  const duration = Number(f.consultation.duration);
  return {
    payment: {
      user_id: customerId, vendor_id: Number(listing.vendor_id), amount_cents: price.amountCents,
      payment_type: PAYMENT_TYPE.APPOINTMENTS, product_id: price.productId,
      list_price_cents: price.listPriceCents, discount_cents: price.discountCents, discount_funded_by: price.discountFundedBy,
      details: { listPriceCents: price.listPriceCents, waived: price.waived, promo: price.plan?.code ?? null },
    },
    plan: price.plan ?? null,
    description: `${listing.title}: ${f.req.type} consultation`,
    card: f.req.card,
    async claim(tx) {
      await lockListingForBooking(tx, Number(listing.id));
      if (await overlappingLiveBooking(tx, Number(listing.id), f.slot, duration)) throw new ConflictError(SLOT_TAKEN);
    },
    async hold(tx, paymentId) {
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
      }).catch((err: unknown) => {
        // The exclusion constraint, the backstop of the lock: another booking holds the time.
        if (sqlState(err) === SQLSTATE.exclusionViolation) throw new ConflictError(SLOT_TAKEN, { cause: err });
        throw err;
      });
      return { paymentId, bookingId, pet };
    },
    result: (held) => held.bookingId,
    release: (tx, held) => releaseBookingPet(tx, party.pet, held.pet),
    approvalDetails: (held) => ({ newPetId: party.pet?.kind === 'new' && held.pet ? held.pet.id : null }),
    notify: (held) => notifyBooking(db, deps, { ...f, bookedByClinic: f.who.kind === 'vendor', snapshot: noticeSnapshot(f, held) }, held, now),
  };
}

/** Where the booking is made: on its own clinic's site, or the marketplace (another clinic's site books nothing of this one's). */
function bookedOnOf(f: Pick<BookingFacts, 'req' | 'listing'>): BookedOn {
  return f.req.siteVendorId && f.req.siteVendorId === Number(f.listing.vendor_id) ? 'clinic-site' : 'marketplace';
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
