import type { BookingRequestBody } from '../../contracts/bookings.ts';
import type { ConsultationType, SoldConsultationType } from '../../contracts/consultations.ts';
import { PAYMENT_TYPE } from '../../contracts/products.ts';
import type { IntakeAnswers } from '../../contracts/intake.ts';

/** What the booking wizard and the checkout know of an appointment when it is paid for. */
export interface BookingChoice {
  listingId: number;
  type: ConsultationType;
  /** The start, ISO. */
  slot: string;
  /** The e-Consultation's product code, when that is what is booked. */
  productId?: number;
  /** Whom a clinic books for (an owner books for themselves). */
  customerId?: number | null;
  /** The owner's own zone for their emails. */
  userTZ?: string;
  pet: BookingRequestBody['pet'];
  reason: string;
  /** Answers to the listing's intake questions, by question id (none when it asks none). */
  intake?: IntakeAnswers;
}

/**
 * The one appointment body of POST /api/payment (`bookingRequestSchema`, contracts/bookings.ts), without the
 * payment's own fields (promo, waiver, card): the payment step adds those.
 */
export function bookingRequest(choice: BookingChoice): BookingRequestBody {
  return {
    // The flows offer only the types sold per visit (the public listings leave a package's house visit out), and the
    // server's schema refuses any other.
    paymentType: PAYMENT_TYPE.APPOINTMENTS, productId: choice.productId, vendor_listing_id: choice.listingId, type: choice.type as SoldConsultationType,
    slot: choice.slot, user_id: choice.customerId ?? undefined, userTZ: choice.userTZ, pet: choice.pet, info: { summary: choice.reason.trim() },
    ...(choice.intake && Object.keys(choice.intake).length > 0 ? { intake: choice.intake } : {}),
  };
}
