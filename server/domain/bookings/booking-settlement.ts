import { SLOT_TAKEN } from '../../../contracts/bookings.ts';
import { WAITLIST_MESSAGES } from '../../../contracts/waitlist.ts';
import { heldForSomeoneElse } from '../availability/availability-service.ts';
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
import type { IntakeAnswerRecord } from '../../../contracts/intake.ts';
import type { ConfirmedFile } from '../files/file-confirmation.ts';
import { confirmationMessages } from './confirmation.ts';
import { accessRequestAfterDeskBooking } from '../customers/clinic-consent.ts';
import { bookingCode } from '../../../contracts/appointments.ts';
import { clinicTimeIn, noticeOf, typeLabelIn, type BookedOn } from '../notices/booking-notice.ts';
import { DEFAULT_LOCALE } from '../../../contracts/locale.ts';
import { translate } from '../../i18n/server-intl.ts';
import { customerById } from '../accounts/customer-lookup.ts';
import type { UserRow } from '../accounts/index.ts';
import { listingById } from '../listings/listing-lookup.ts';
import { bookingOf } from './booking-record.ts';
import {
  bookingOfPayment, insertBooking, type BookingRowOfPayment, lockListingForBooking, overlappingLiveBooking, vendorNotificationRecipients,
} from './bookings.queries.ts';

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
  /** The intake answers as the booking keeps them, and the photo answers' uploads to keep. */
  intake: { records: IntakeAnswerRecord[]; photos: ConfirmedFile[] };
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
      // Under the same lock as the waitlist places its holds: a time held for another owner is theirs until it ends.
      if (await heldForSomeoneElse(tx, Number(listing.id), f.slot, duration, customerId, now)) throw new ConflictError(WAITLIST_MESSAGES.held);
    },
    async hold(tx, paymentId) {
      // The zone the owner books in, remembered when it is new to their account (a statement saved otherwise).
      if (party.browserTZ && party.browserTZ !== party.customer.time_zone) await rememberOwnerZone(tx, customerId, party.browserTZ);
      const pet = await petForBooking(tx, customerId, party.pet);
      if (f.intake.photos.length > 0) await deps.files?.recordUploads(tx, f.intake.photos);
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
          ...(f.intake.records.length > 0 ? { intake: f.intake.records } : {}),
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
    notify: (held) => notifyBooking(db, deps, { paymentId: held.paymentId, amountCents: price.amountCents }, now, { listing, customer: party.customer }),
  };
}

/** Where the booking is made: on its own clinic's site, or the marketplace (another clinic's site books nothing of this one's). */
function bookedOnOf(f: Pick<BookingFacts, 'req' | 'listing'>): BookedOn {
  return f.req.siteVendorId && f.req.siteVendorId === Number(f.listing.vendor_id) ? 'clinic-site' : 'marketplace';
}

/**
 * Notify, after commit: the owner's and the practice's confirmation emails, built from the booking as its hold
 * wrote it (read back by its payment through `bookingOf`, the same for `book` and a provider's capture), with the
 * amount paid; and after a desk booking the owner's request to share with the clinic (when they have not answered
 * it). A mail failure is logged and never undoes a paid booking. `known`: the listing and the customer as the booking's
 * own checks read them moments before (`book`), so they are not read again (the snapshot wins over both anyway).
 */
export async function notifyBooking(
  db: Db, deps: BookingDeps, paid: { paymentId: number; amountCents: number }, now: Date, known?: { listing: ListingRow; customer: UserRow },
): Promise<void> {
  try {
    const row = await bookingOfPayment(db, paid.paymentId);
    if (row) await notifyBookingRow(db, deps, row, paid.amountCents, now, known);
  } catch (err) {
    deps.logger?.error({ err, paymentId: paid.paymentId }, 'booking confirmation email failed');
  }
}

/** The notices of one booking row (`notifyBooking`'s, and a package visit's with nothing paid); a failure is logged. */
export async function notifyBookingRow(
  db: Db, deps: Pick<BookingDeps, 'mail' | 'consultations' | 'publicUrl' | 'senderAddress' | 'logger' | 'pushToClinicLogins'>,
  row: BookingRowOfPayment, amountCents: number, now: Date, known?: { listing: ListingRow; customer: UserRow },
): Promise<void> {
  try {
    const [listing, customer] = known && Number(known.listing.id) === Number(row.vendor_listing_id) && Number(known.customer.id) === Number(row.user_id)
      ? [known.listing, known.customer]
      : await Promise.all([listingById(db, Number(row.vendor_listing_id), { anyState: true }), customerById(db, Number(row.user_id))]);
    if (!customer) return;
    const booking = bookingOf({
      ...row, listing_timezone: listing.timezone,
      user_first_name: customer.first_name, user_last_name: customer.last_name, user_phone: customer.phone,
    }, deps.logger);
    const links = CONSULTATION_KINDS[booking.type].hasConsultationPage
      ? await deps.consultations.linksFor({ id: booking.id, userId: booking.userId, vendorId: booking.vendorId })
      : null;
    const notice = noticeOf(booking, {
      // A package visit says what paid for it (the notice's package line), not $0.00.
      publicUrl: deps.publicUrl, links, senderAddress: deps.senderAddress ?? null, amountCents: booking.houseVisit ? null : amountCents,
      owner: { name: `${customer.first_name} ${customer.last_name}`, email: customer.email, locale: customer.locale },
    });
    const recipients = await vendorNotificationRecipients(db, booking.vendorId, listing.managers ?? []);
    await deps.mail.sendAll(confirmationMessages(notice, recipients, now));
    if (deps.pushToClinicLogins) {
      // Each login's push in its language: one send per language among them.
      for (const locale of new Set(recipients.map((r) => r.locale ?? DEFAULT_LOCALE))) {
        const ids = recipients.filter((r) => (r.locale ?? DEFAULT_LOCALE) === locale).map((r) => r.id);
        const type = typeLabelIn(notice, locale);
        await deps.pushToClinicLogins(ids, {
          kind: 'booking',
          title: translate(locale, 'push.booking.title', { type }),
          body: translate(locale, 'push.booking.body', { customer: notice.customer, hasPet: notice.petName ? 'yes' : 'no', pet: notice.petName ?? '', time: clinicTimeIn(notice, locale) }),
          url: `/app/appointments/${booking.id}`,
        });
      }
    }
    if (booking.bookedBy?.kind === 'vendor') {
      const request = await accessRequestAfterDeskBooking(db, {
        vendorId: booking.vendorId, userId: booking.userId, bookingCode: bookingCode(booking.id),
      }, deps.publicUrl);
      if (request) await deps.mail.send(request);
    }
  } catch (err) {
    deps.logger?.error({ err, bookingId: row.id }, 'booking confirmation email failed');
  }
}
