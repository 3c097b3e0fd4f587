import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { personName, phoneNumber } from './person-fields.ts';
import { LOCALES } from './locale.ts';
import { DESK_LANGUAGE_INVALID } from './customer-words.ts';
import { CONSULTATION_TYPES, SOLD_CONSULTATION_TYPES, type ConsultationType } from './consultations.ts';
import type { ServiceOrderView } from './orders.ts';
import { REASON_LABEL, REASON_MAX, REASON_REQUIRED, SELECT_SLOT } from './booking-words.ts';
import { boundedText } from './text-fields.ts';
import { paymentInfoSchema } from './payment-input.ts';
import { intakeAnswersSchema } from './intake-input.ts';
import { INTAKE_KINDS, type IntakeAnswerRecord } from './intake.ts';

/**
 * A vendor registering an owner at the desk: the same name and phone rules as
 * an owner's own sign-up (accented names, formatted numbers stored as 10
 * digits). Pure, so the booking wizard checks it before sending. `locale` is the client's language the desk
 * chose (stored as the new account's, the welcome written in it); without it the account has none (English).
 */
export const newCustomerSchema = z.object({
  firstName: personName({ label: 'First name', required: 'First name is required', invalid: 'Letters only', max: 50 }),
  lastName: personName({ label: 'Last name', required: 'Last name is required', invalid: 'Letters only', max: 50 }),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email')),
  phone: phoneNumber('Mobile number must be 10 digits'),
  locale: z.enum(LOCALES, { message: DESK_LANGUAGE_INVALID }).optional(),
});
export type NewCustomerInput = z.infer<typeof newCustomerSchema>;

/** What /checkout shows and pays for: the price is the listing's, never the link's. */
export interface CheckoutOrderView {
  listingId: number;
  title: string;
  line1: string;
  type: ConsultationType;
  slot: string;
  timezone: string;
  price: number;
  productId: number;
  /** The listing's cancellation window in hours, stated before payment. */
  cancellationHours: number;
  /**
   * Whether the link's time can be booked now, asked of the availability engine when the page loads (the payment
   * asks again): a past, unscheduled or taken time shows 'Choose another time' instead of the payment form.
   */
  bookable: boolean;
}

// The booking wizard's and the payment call's words live apart, so an island that only says them carries no zod.
export {
  E_CONSULTATION_NOT_OFFERED, NO_SLOTS, NOT_AVAILABLE, PAYMENT_IN_PROGRESS, REASON_LABEL, REASON_MAX, REASON_REQUIRED,
  SELECT_DATE, SELECT_SLOT, SLOT_TAKEN, reasonProblem,
} from './booking-words.ts';

/** The same shape the server reads from the checkout link . */
export type CheckoutOrder = CheckoutOrderView;

/** The /checkout island's props. */

export interface CheckoutProps {
  /** The appointment from the vet list's link. */
  order: CheckoutOrder | null;
  /** True for `/checkout?orderId=`: a stored house-call or second-opinion order is paid here instead. */
  forServiceOrder?: boolean;
  /** That order, once its owner is signed in (null for a visitor or when `error` says why it cannot be paid). */
  serviceOrder?: ServiceOrderView | null;
  /** Why there is nothing to pay for (a bad link); shown instead of the steps. */
  error: string | null;
  ownerId: number | null;
  /** This checkout's own address: where the no-JavaScript login form returns to. */
  back: string;
  /** PayPal's public client id: card entry uses PayPal's own fields and button (absent: the local card form). */
  paypalClientId?: string | null;
  /** The pets feature: the consult names one of the owner's pets (or a new one). */
  pets: boolean;
}

/**
 * The one body of POST /api/payment for an appointment (every paymentType but 100), and of the provider's
 * create-order call without its card: the route parses it, and the wizard and checkout build it with one
 * mapper (client/lib/booking-request.ts). Prices and details sent by the browser are ignored.
 */
export const bookingRequestSchema = z.object({
  vendor_listing_id: z.coerce.number().int().positive(),
  // Only the types sold per visit: a house visit is booked against its package (/app/house-calls), never paid for here.
  type: z.enum(SOLD_CONSULTATION_TYPES),
  // The spec's productId: 8000 books the e-Consultation (a consultation offered on its terms); other codes book the listing's consultation.
  productId: z.coerce.number().int().positive('Please choose a product').optional(),
  slot: z.string().trim().min(1, SELECT_SLOT),
  user_id: z.coerce.number().int().positive().optional(),
  userTZ: z.string().trim().max(64).optional(),
  // Loose on purpose: the booking service checks the pet with the pet form's rules and answers with their messages.
  pet: z.object({
    id: z.coerce.number().int().positive().optional(), name: z.string().max(500).optional(),
    type: z.coerce.number().int().optional(), breed: z.string().max(500).nullish(),
  }).nullish(),
  info: z.object({ summary: boundedText(REASON_LABEL, REASON_MAX).min(1, REASON_REQUIRED) }),
  /** Answers to the listing's intake questions (contracts/intake.ts decides which must be there and which are red flags). */
  intake: intakeAnswersSchema.optional(),
  promoCode: z.string().trim().max(64).optional(),
  waive: z.boolean().optional(),
  paymentInfo: paymentInfoSchema,
});
/** The appointment body as the browser sends it (the spec's paymentType 300 says it is one). */
export type BookingRequestBody = z.input<typeof bookingRequestSchema> & { paymentType?: number };
export type BookingRequestFields = z.output<typeof bookingRequestSchema>;

/** POST /api/payment/check_discount: a promo code (or, without one, the owner's signup plan) previewed on a price. */
export const discountCheckSchema = z.object({
  productId: z.coerce.number().int().positive('Please choose a product'),
  price: z.coerce.number().min(0, 'Invalid price').max(100_000, 'Invalid price'),
  userId: z.coerce.number().int().positive().nullish(),
  listingId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullish(),
  code: z.string().trim().max(64).optional(),
});
export type DiscountCheckBody = z.input<typeof discountCheckSchema>;

/** Its answer: the status line (PROMO_APPLIED when it applies), the previewed price, and the plan's words. */
export interface DiscountPreview { status: string; newPrice: number; description?: string; code?: string }

/** POST /api/bookings/customer: a clinic looking up a customer by email at the desk. */
export const customerLookupSchema = z.object({ email: z.string().trim().toLowerCase().max(254) });
export type CustomerLookupBody = z.input<typeof customerLookupSchema>;

/** Where a booking was made: on its own clinic's site, or the marketplace. */
export const BOOKED_ON = ['marketplace', 'clinic-site'] as const;
export type BookedOn = (typeof BOOKED_ON)[number];

const snapshotText = z.string().nullish();
/** Ids were stored as numbers, and by some older writers as numeric strings. */
const snapshotId = z.union([z.number(), z.string()]).nullish();
/** Who did something to a booking: the person's kind and id. */
const snapshotActor = z.looseObject({ kind: z.string().optional(), id: snapshotId });

/**
 * What `holdBooking` freezes in `bookings.details` when a booking is made, plus what the booking's life adds to it
 * (the invite's identity after a reschedule, the cancel, the reschedule and the practice's outcome). Every field but
 * the type is optional: rows written before a field existed (the demo's lack `bookedBy`, `bookedOn`, `userTZ` and the
 * product; the test factory's held only the type) still parse. Unknown keys are kept, so a copy loses nothing.
 * Read it only through `bookingOf` (server/domain/bookings/booking-record.ts).
 */
export const bookingSnapshotSchema = z.looseObject({
  type: z.enum(CONSULTATION_TYPES),
  /** The customer as booked (or typed at the clinic's desk): wins over the account's current name. */
  user: z.looseObject({ id: snapshotId, first_name: snapshotText, last_name: snapshotText, phone: snapshotText }).optional(),
  /** The pet as booked; `owner` when a co-owner booked another owner's pet (contracts/co-owners.ts). */
  pet: z.looseObject({
    id: snapshotId, name: snapshotText, owner: z.looseObject({ id: snapshotId, first_name: snapshotText, last_name: snapshotText }).nullish(),
  }).nullish(),
  /** The listing and the price as booked. */
  details: z.looseObject({
    title: snapshotText, line1: snapshotText, line2: snapshotText, address: snapshotText, avatar: snapshotText,
    duration: z.number().nullish(), price: z.number().nullish(), productId: z.number().nullish(),
  }).optional(),
  info: z.looseObject({ summary: snapshotText }).optional(),
  /** The intake answers as asked (each question's words kept with its answer and whether it was a red flag). */
  intake: z.array(z.object({
    id: z.string(), label: z.string(), kind: z.enum(INTAKE_KINDS), answer: z.string(), redFlag: z.boolean(),
  })).optional(),
  listingTZ: snapshotText,
  userTZ: snapshotText,
  slot: snapshotText,
  bookedBy: snapshotActor.optional(),
  bookedOn: z.enum(BOOKED_ON).optional(),
  /** The calendar event this booking carries on (a reschedule's replacement): the first booking's UID, the next SEQUENCE. */
  ics: z.looseObject({ uid: z.string().optional(), sequence: z.number().int().optional() }).optional(),
  canceled: z.looseObject({ by: snapshotActor.optional(), at: snapshotText, refund: snapshotText, reason: snapshotText }).optional(),
  rescheduled: z.looseObject({ by: snapshotActor.optional(), at: snapshotText }).optional(),
  rescheduledFrom: z.looseObject({ id: snapshotId, slot: snapshotText, by: snapshotActor.optional(), at: snapshotText }).optional(),
  outcome: z.looseObject({ by: snapshotActor.optional(), at: snapshotText }).optional(),
  outcomeUndone: z.looseObject({}).optional(),
  /**
   * A house visit booked against a house-call package (type `house`): the package (its order), the ledger's place,
   * the owner's address the vet goes to, and the visit's length with the travel the booking's duration adds after it.
   */
  houseVisit: z.looseObject({
    orderId: snapshotId, place: z.number().nullish(), address: snapshotText,
    visitMinutes: z.number().nullish(), travelMinutes: z.number().nullish(),
  }).optional(),
});
export type BookingSnapshot = z.infer<typeof bookingSnapshotSchema>;
/** The snapshot as `holdBooking` writes it (what a new booking always has). */
export type NewBookingSnapshot = BookingSnapshot & Required<Pick<BookingSnapshot, 'user' | 'details' | 'info' | 'listingTZ' | 'slot' | 'bookedBy' | 'bookedOn'>>;

/**
 * A booking as every reader sees it: its columns and its snapshot, read once by `bookingOf` with one rule
 * per fact (the snapshot wins over the listing's and the account's current values, so pages and notices
 * show what was booked).
 */
export interface Booking {
  id: number;
  slot: Date;
  durationMinutes: number;
  status: number;
  userId: number;
  vendorId: number;
  /** The consultation type; a stored type the product does not know reads as FALLBACK_CONSULTATION_TYPE (`knownType` false, a problem logged). */
  type: ConsultationType;
  knownType: boolean;
  /** The listing as booked (the snapshot), else as it is now; null when neither says. */
  listing: { title: string | null; line1: string | null; address: string | null };
  /** The listing's zone as booked, else the listing's current one, else UTC; by its canonical name. */
  listingTZ: string;
  /** The owner's zone: the snapshot's (the browser's at booking time) first, then the account's `time_zone`; null when neither is known. */
  ownerTZ: string | null;
  /** The customer as the clinic knows them: the snapshot's name and phone, else the account's current ones. */
  customer: { firstName: string | null; lastName: string | null; phone: string | null };
  /** The pet, with its owner's name when that is not the customer (a co-owner booked it). */
  pet: { id: number | null; name: string | null; ownerName: string | null } | null;
  /** The reason for the consult. */
  reason: string | null;
  /** The intake answers as asked (none on bookings made before, or without questions). */
  intake: IntakeAnswerRecord[];
  /** The price paid in dollars, as booked (null on rows that did not keep it). */
  price: number | null;
  bookedBy: { kind: 'user' | 'vendor'; id: number | null } | null;
  bookedOn: BookedOn;
  canceled: { byKind: 'user' | 'vendor'; reason: string | null } | null;
  /** When the practice marked the outcome (ISO), when it is marked. */
  outcomeAt: string | null;
  /**
   * A house visit of a house-call package: its order, the address the vet goes to, the visit's minutes and the travel
   * after it (the booking's `durationMinutes` holds both, so the practice's calendar keeps the travel free); else null.
   */
  houseVisit: { orderId: number | null; address: string | null; visitMinutes: number; travelMinutes: number } | null;
  /** The parsed snapshot itself (what parsed of it), for a writer that copies it (a reschedule's replacement). */
  snapshot: Partial<BookingSnapshot>;
  /** What did not parse (logged by `bookingOf`; the booking is still shown). */
  problems: string[];
}

/** The customer's name as the clinic knows it (the snapshot's, else the account's current one): '' when neither says. */
export function clinicCustomerName(booking: Pick<Booking, 'customer'>): string {
  return [booking.customer.firstName, booking.customer.lastName].filter(Boolean).join(' ');
}
