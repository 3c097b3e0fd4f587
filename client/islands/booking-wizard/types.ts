/** Plain data shared by the booking wizard, the checkout and their server views. */
import type { ConsultationType } from '../../../contracts/consultations.ts';
import type { BookingWords } from '../../../views/pages/bookings/booking-words.ts';

export type { ConsultationType };

export interface WizardConsultation {
  type: ConsultationType;
  duration: number;
  price: number;
}

export interface WizardListing {
  id: number;
  title: string;
  line1: string;
  address: string | null;
  consultations: WizardConsultation[];
  /** The listing's cancellation window in hours (shown before payment); absent where the source does not say. */
  cancellationHours?: number;
}

/**
 * A product the flow sells: the e-Consultation at /e-consultation/order. The wizard then lists only the
 * vets offering it (a video consultation on its terms) and the payment names the product; the price shown
 * and charged is the listing's own, the same as on the vet list.
 */
export interface WizardProduct {
  productId: number;
}

/** An owner a vendor found or registered at the desk (the wizard's who step). */
export interface Customer { id: number; firstName: string; lastName: string; email: string }

export interface WizardViewer {
  kind: 'user' | 'vendor';
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export interface BookingWizardProps {
  heading: string;
  /** Every word the wizard says, in the page's language (views/pages/bookings/booking-words.ts). */
  words: BookingWords;
  /** The listings to choose from; null means "load the vet list's listings of `fixedType` in the browser". */
  listings: WizardListing[] | null;
  /** Only this consultation type (video for e-consultation, phone for talk-to-a-vet). */
  fixedType: ConsultationType | null;
  /** The flow's own product and price (the e-Consultation), or none: the listings' prices. */
  product?: WizardProduct | null;
  viewer: WizardViewer | null;
  /** The pets feature: the consult names one of the customer's pets (or a new one). */
  pets: boolean;
  /** PayPal's public client id: card entry uses PayPal's own fields and button (absent: the local card form). */
  paypalClientId?: string | null;
  /** A clinic's New Appointment opened for one of its customers ("Book for this customer"): already chosen. */
  customer?: { id: number; firstName: string; lastName: string; email: string } | null;
}
