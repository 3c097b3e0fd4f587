import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { personName, phoneNumber } from './person-fields.ts';
import { CONSULTATION_TYPES, type ConsultationType } from './consultations.ts';
import type { ServiceOrderView } from './orders.ts';
import { REASON_LABEL, REASON_MAX, REASON_REQUIRED, SELECT_SLOT } from './booking-words.ts';
import { boundedText } from './text-fields.ts';
import { paymentInfoSchema } from './payment-input.ts';

/**
 * A vendor registering an owner at the desk: the same name and phone rules as
 * an owner's own sign-up (accented names, formatted numbers stored as 10
 * digits). Pure, so the booking wizard checks it before sending.
 */
export const newCustomerSchema = z.object({
  firstName: personName({ label: 'First name', required: 'First name is required', invalid: 'Letters only', max: 50 }),
  lastName: personName({ label: 'Last name', required: 'Last name is required', invalid: 'Letters only', max: 50 }),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email')),
  phone: phoneNumber('Mobile number must be 10 digits'),
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
  type: z.enum(CONSULTATION_TYPES),
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
