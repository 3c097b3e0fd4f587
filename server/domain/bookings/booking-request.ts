import type { IntakeAnswers } from '../../../contracts/intake.ts';
import type { FileService } from '../files/file-service.ts';
import type { PushMessage } from '../../../contracts/push.ts';
import type { CardInput } from '../../../contracts/payments.ts';
import type { ConsultationType } from '../../../contracts/consultations.ts';
import type { PaymentGateway } from '../../adapters/payments.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import type { Logger } from '../../logger.ts';
import type { BookingPetRequest } from '../pets/booking-pet.ts';
import type { ConsultationLinks } from '../consultations/consultation-page.ts';

/** What the payment call asks to book. */
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
  /** Answers to the listing's intake questions for the type, by question id. */
  intake?: IntakeAnswers;
  /** The booker's browser zone: the owner's own when an owner books; a vendor's is not the customer's and is ignored. */
  userTZ?: string;
  promoCode?: string;
  /** Vendors only: book without payment. */
  waive?: boolean;
  card?: CardInput;
  /** The clinic whose own site (sub-domain or domain) the booking is made on; absent: the marketplace. */
  siteVendorId?: number | null;
}

/** The spec's payment answer: the booking id, or 'Error' with the text to show (the saga's). */
export type { PaymentOutcome } from '../payments/payable.ts';

export interface BookingDeps {
  gateway: PaymentGateway;
  mail: MailAdapter;
  /** Signed consultation page links, mailed for video and phone bookings. */
  consultations: ConsultationLinks;
  publicUrl: string;
  /** The address mail is sent from: the ORGANIZER of the invites the mails carry. */
  senderAddress?: string;
  /** The pets feature: every booking names a pet. */
  petsRequired: boolean;
  /** Photo answers are the booker's uploads, confirmed like every other attachment. */
  files?: Pick<FileService, 'confirmUploads' | 'recordUploads'>;
  logger?: Pick<Logger, 'error' | 'warn'>;
  /** Web push to clinic logins that turned notifications on (new bookings); never throws. */
  pushToClinicLogins?: (loginIds: readonly number[], message: PushMessage) => Promise<unknown>;
}
