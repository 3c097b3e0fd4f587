import { E_CONSULTATION_NOT_OFFERED, NOT_AVAILABLE, SLOT_TAKEN } from '../../../contracts/bookings.ts';
import { validateCard } from '../../../contracts/payments.ts';
import { isSoldType, type ConsultationType } from '../../../contracts/consultations.ts';
import type { Conn } from '../../db/knex.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { customerById } from '../accounts/customer-lookup.ts';
import type { UserRow } from '../accounts/index.ts';
import { heldForSomeoneElse, isOffered } from '../availability/availability-service.ts';
import { WAITLIST_MESSAGES } from '../../../contracts/waitlist.ts';
import { canManageListing } from '../listings/listing-policy.ts';
import { listingById } from '../listings/listing-lookup.ts';
import { clinicStanding } from '../vendors/index.ts';
import { OPS_MESSAGES } from '../../../contracts/ops.ts';
import { VERIFY_MESSAGES } from '../../../contracts/account-rules.ts';
import type { Consultation, ListingRow } from '../listings/index.ts';
import { applicablePlan, type PlanRow } from '../payments/promo-plans.ts';
import { bookingListPrice, discountedCents, type PlanPlace } from '../payments/pricing.ts';
import { knownZone } from '../reference/known-zone.ts';
import { resolveBookingPet, type BookingPet } from '../pets/booking-pet.ts';
import { readablePet } from '../pets/readable-pet.ts';
import { clinicCustomer, type ClinicContact } from '../customers/desk-customers.ts';
import { SELECT_PET } from '../../../contracts/pets.ts';
import { CUSTOMER_NOT_FOUND } from '../../../contracts/customers.ts';
import type { AppointmentRequest, BookingDeps } from './booking-request.ts';
import {
  checkIntake, INTAKE_MESSAGES, intakeField, intakeRecord, questionsFor, redFlagsOf, redFlagStops, visibleQuestions,
  type IntakeAnswerRecord,
} from '../../../contracts/intake.ts';
import { CORRECT_FIELDS } from '../../../contracts/forms.ts';
import { isAcceptedImage } from '../../../contracts/files.ts';
import type { ConfirmedFile } from '../files/file-confirmation.ts';
import { bookingIntakeQuestions } from '../listings/index.ts';

/*
 * The checks of a booking, in the order book() runs them, before anything is written. Each either
 * answers what the next needs or throws the error the person sees.
 */


/** Authorize: the listing exists, a vendor may book on it, its clinic takes bookings, and it offers the type now. */
export async function authorizeBooking(db: Conn, who: Viewer, req: AppointmentRequest): Promise<{ listing: ListingRow; consultation: Consultation }> {
  const listing = await listingById(db, req.vendorListingId);
  if (who.kind === 'vendor' && !canManageListing(who, listing)) throw new ForbiddenError('You cannot book on this listing.');
  // A clinic takes bookings once its sign-up address is verified (it may not be the vet it claims to be), and while
  // the marketplace has approved it and not suspended it.
  const standing = await clinicStanding(db, Number(listing.vendor_id));
  if (standing === 'unverified') throw new ConflictError(VERIFY_MESSAGES.bookingsBlocked);
  if (standing !== 'open') throw new ConflictError(OPS_MESSAGES.bookingsClosed);
  // A type booked with a package (a house visit) is never sold here, whatever the listing offers.
  const consultation = isSoldType(req.type) ? (listing.consultations ?? []).find((c) => c.type === req.type && c.enabled) : undefined;
  if (!consultation) throw new ValidationError(NOT_AVAILABLE, { fields: { type: NOT_AVAILABLE } });
  return { listing, consultation };
}

export interface BookingParty {
  customer: UserRow;
  /** The customer as the booking's snapshot names them: their own contact, or what a clinic's desk typed (desk-customers.ts). */
  shownAs: ClinicContact;
  pet: BookingPet | null;
  /** The owner's own browser's zone when the owner books (remembered with the booking). */
  browserTZ: string | null;
  /** The zone the owner's emails name: their browser's, else the one they last used; never a vet's at the desk. */
  ownerTZ: string | null;
  listingTZ: string;
}

/**
 * Resolve the customer, the pet and the zones. An owner books for themselves; a clinic login only for its own
 * customers (found or registered at its desk), and names one of their pets only when the one rule lets it see
 * that pet (a new pet it may always name).
 */
export async function resolveParty(
  db: Conn, who: Viewer, req: AppointmentRequest, listing: ListingRow, petsRequired: boolean,
): Promise<BookingParty> {
  const notFound = () => new ValidationError(CUSTOMER_NOT_FOUND, { fields: { userId: CUSTOMER_NOT_FOUND } });
  let customer: UserRow | undefined;
  let shownAs: ClinicContact;
  if (who.kind === 'user') {
    customer = await customerById(db, who.id);
    if (!customer) throw notFound();
    shownAs = { firstName: customer.first_name, lastName: customer.last_name, phone: customer.phone };
  } else {
    const found = await clinicCustomer(db, who.vendorId, Number(req.userId));
    if (!found) throw notFound();
    ({ user: customer, contact: shownAs } = found);
    const named = req.pet?.id;
    if (petsRequired && named !== undefined && (await readablePet(db, who, Number(named)))?.userId !== Number(customer.id)) {
      throw new ValidationError(SELECT_PET, { fields: { pet: SELECT_PET } });
    }
  }
  const pet = await resolveBookingPet(db, Number(customer.id), req.pet, petsRequired, who.kind === 'user');
  const browserTZ = who.kind === 'user' ? knownZone(req.userTZ) : null;
  return {
    customer, shownAs, pet, browserTZ, ownerTZ: browserTZ ?? knownZone(customer.time_zone), listingTZ: knownZone(listing.timezone) ?? listing.timezone,
  };
}

/**
 * Check the slot: the availability engine offers it now under the booking rules (the same call
 * every page's slot list makes), so a closed period, a booking or a start off the consultation's
 * step is refused whatever a page showed. A time held on the waitlist for an owner other than
 * `holderId` (the owner booked for) is refused with words that say so.
 */
export async function checkSlot(db: Conn, listing: ListingRow, type: ConsultationType, slot: string, now: Date, holderId: number | null = null): Promise<Date> {
  const at = Date.parse(slot);
  const duration = Number((listing.consultations ?? []).find((c) => c.type === type)?.duration ?? 0);
  if (Number.isFinite(at) && duration > 0 && (await heldForSomeoneElse(db, Number(listing.id), new Date(at), duration, holderId, now))) {
    throw new ConflictError(WAITLIST_MESSAGES.held);
  }
  if (!(await isOffered(db, listing, type, at, now, holderId))) throw new ConflictError(SLOT_TAKEN);
  return new Date(at);
}

export interface BookingPrice {
  productId: number;
  listPriceCents: number;
  plan: PlanRow | undefined;
  /** The promo's part of the list price, and who pays it (the plan's funder); 0 and null without a promo. */
  discountCents: number;
  discountFundedBy: PlanRow['funded_by'] | null;
  waived: boolean;
  /** What is charged: the list price, after the promo's offer, or 0 when a vendor waives it. */
  amountCents: number;
}

/**
 * Price on the server: the listing's (the e-Consultation only on a consultation offered on its terms), then the promo's
 * offer, then a vendor's waiver; the card is checked only when something is charged and we receive it
 * (`cardByProvider`: the card-payment provider's own fields collect it in the browser). The client's
 * price is never read. `place` is the clinic and listing booked: a promo limited to some clinics or listings, or
 * a clinic's own, applies only there (without it, only a promo that applies everywhere). The answer says the
 * promo's part of the list price and who funds it, which the payment records for the clinic's report.
 */
export async function priceBooking(
  db: Conn, who: Viewer, req: AppointmentRequest, consultation: Consultation, customerId: number, now: Date,
  options: { cardByProvider?: boolean; place?: PlanPlace } = {},
): Promise<BookingPrice> {
  const product = bookingListPrice(req.productId, consultation);
  if (!product) throw new ValidationError(E_CONSULTATION_NOT_OFFERED, { fields: { type: E_CONSULTATION_NOT_OFFERED } });
  const code = req.promoCode?.trim();
  const plan = code ? await applicablePlan(db, code, product.productId, customerId, now, options.place) : undefined;
  const waived = who.kind === 'vendor' && req.waive === true;
  const afterPromo = plan ? discountedCents(product.listPriceCents, plan.offers) : product.listPriceCents;
  const amountCents = waived ? 0 : afterPromo;
  // A waiver is the clinic's choice, not a promo: a waived booking records no promo discount.
  const discountCents = waived ? 0 : product.listPriceCents - afterPromo;
  if (amountCents > 0 && !options.cardByProvider) validateCard(req.card, now);
  return { ...product, plan, waived, amountCents, discountCents, discountFundedBy: discountCents > 0 && plan ? plan.funded_by : null };
}

/**
 * Check the intake answers against the listing's questions for the type, with the rules the browser applied
 * (contracts/intake.ts): every question that shows answered as its kind allows, within its bounds; a photo is one
 * of the booker's own image uploads; a red-flag answer refuses a consultation not held at the clinic. Answers the
 * booking keeps, with each question's words.
 */
export async function checkIntakeAnswers(
  db: Conn, who: Viewer, req: AppointmentRequest, listing: ListingRow, party: BookingParty,
  deps: Pick<BookingDeps, 'files' | 'logger'>,
): Promise<{ records: IntakeAnswerRecord[]; photos: ConfirmedFile[] }> {
  const questions = questionsFor(await bookingIntakeQuestions(db, Number(listing.id), deps.logger), req.type);
  if (questions.length === 0) return { records: [], photos: [] };
  const ctx = { species: party.pet ? party.pet.type : null };
  const { answers, fields } = checkIntake(questions, ctx, req.intake ?? {});
  if (Object.keys(fields).length > 0) throw new ValidationError(CORRECT_FIELDS, { fields });
  if (redFlagStops(req.type, redFlagsOf(questions, ctx, answers))) {
    throw new ValidationError(INTAKE_MESSAGES.remoteRefused, { fields: { intake: INTAKE_MESSAGES.remoteRefused } });
  }
  const photos: ConfirmedFile[] = [];
  for (const q of visibleQuestions(questions, ctx, answers).filter((v) => v.kind === 'photo' && answers[v.id])) {
    const field = intakeField(q.id);
    const [file] = deps.files ? await deps.files.confirmUploads(who, [Number(answers[q.id])], 'phr', field) : [];
    // The health records' upload takes documents too; a photo answer is an image.
    if (!file || !isAcceptedImage(file.contentType)) throw new ValidationError(INTAKE_MESSAGES.photo, { fields: { [field]: INTAKE_MESSAGES.photo } });
    photos.push(file);
  }
  return { records: intakeRecord(questions, ctx, answers), photos };
}
