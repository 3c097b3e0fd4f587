import { CHARGED_CENTS, PRODUCT, type ProductCode } from './products.ts';

/**
 * The consultation vocabulary: the types a listing offers, the words people see for them (one
 * wording in sentences, one for the booking flows' offers), and which product each is paid as.
 */

/** Consultation types a listing offers, as stored in vendor_listings.consultations[].type. */
export const CONSULTATION_TYPES = ['clinic', 'video', 'phone', 'chat', 'house'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

/** What a stored booking of a type the product does not know is shown as (its parse problem is logged). */
export const FALLBACK_CONSULTATION_TYPE: ConsultationType = 'clinic';

/** The spec's phone instruction (the link page and the owner's email). */
export const PHONE_INSTRUCTION = 'The doctor will call you at the appointment time.';

export const CHAT_INSTRUCTION = 'The vet will open the chat at the appointment time.';

export const HOUSE_VISIT_INSTRUCTION = 'The vet comes to the address of your house-call package.';

export const JOIN_VIDEO_LABEL = 'Join the video consultation';

/** What a consultation type means wherever the product acts on it: one row per type, no string comparisons elsewhere. */
export interface ConsultationKind {
  /** Words shown to people in a sentence: appointment cards and details, emails, the link page, the listing editor, My Listings, the calendar, the vet list's filter. */
  label: string;
  /** The consultation as the booking flows offer it, by its product's name: the wizard's choices, checkout and confirmation. */
  offerLabel: string;
  /** Which product a booked consultation is paid as. */
  product: ProductCode;
  /** A video room opens for it: the appointment's Video Chat tab and the consultation page's Join. */
  hasVideoRoom: boolean;
  /** Each side gets a signed consultation page (the mails' links, the confirmation's button, Join). */
  hasConsultationPage: boolean;
  /** The confirmation's button to that page. */
  pageButton: string | null;
  /** What the owner is told about attending, when it is neither a room nor an address (the link page, the mails). */
  instruction: string | null;
  /** Held in a chat thread. */
  hasChatThread: boolean;
  /** Attended at the clinic: the mails and the link page name its address. */
  atClinic: boolean;
  /** The .ics LOCATION: the recipient's consultation page (an online call) or the clinic's address. */
  icsLocation: 'link' | 'address';
  /** The mails' line to the owner's own page of the consultation (after the instruction). */
  ownerPageLink: string | null;
  /**
   * Booked against a prepaid package (a place of the house-call package's ledger, at the package's address), never
   * sold per visit: the booking flows, the vet list and the payment call do not offer it; `/app/house-calls` books it.
   */
  byPackage: boolean;
}

/** The consultation types, row by row. */
export const CONSULTATION_KINDS: Readonly<Record<ConsultationType, ConsultationKind>> = {
  clinic: {
    label: 'Clinic visit', offerLabel: 'Clinic Consultation', product: PRODUCT.CLINIC,
    hasVideoRoom: false, hasConsultationPage: false, pageButton: null, instruction: null, hasChatThread: false,
    atClinic: true, icsLocation: 'address', ownerPageLink: null, byPackage: false,
  },
  video: {
    label: 'Video consultation', offerLabel: 'Video Consultation', product: PRODUCT.VIDEO,
    hasVideoRoom: true, hasConsultationPage: true, pageButton: 'Join', instruction: null, hasChatThread: false,
    atClinic: false, icsLocation: 'link', ownerPageLink: `${JOIN_VIDEO_LABEL} here`, byPackage: false,
  },
  phone: {
    label: 'Phone consultation', offerLabel: 'Telephonic Consultation', product: PRODUCT.TELEPHONIC,
    hasVideoRoom: false, hasConsultationPage: true, pageButton: 'Consultation page', instruction: PHONE_INSTRUCTION,
    hasChatThread: false, atClinic: false, icsLocation: 'address', ownerPageLink: 'Your consultation page', byPackage: false,
  },
  chat: {
    label: 'Chat consultation', offerLabel: 'Chat Consultation', product: PRODUCT.CHAT,
    hasVideoRoom: false, hasConsultationPage: false, pageButton: null, instruction: CHAT_INSTRUCTION, hasChatThread: true,
    atClinic: false, icsLocation: 'address', ownerPageLink: null, byPackage: false,
  },
  house: {
    label: 'House visit', offerLabel: 'House Visit', product: PRODUCT.HOUSE_VISIT,
    hasVideoRoom: false, hasConsultationPage: false, pageButton: null, instruction: HOUSE_VISIT_INSTRUCTION, hasChatThread: false,
    // Held at the owner's address (the package's): the notice's address is the visit's, the .ics LOCATION too.
    atClinic: false, icsLocation: 'address', ownerPageLink: null, byPackage: true,
  },
};

/**
 * The types the booking flows sell per consultation (the vet list, the wizard, checkout, the payment call, the
 * waitlist): every type whose row is not `byPackage` (test/unit/contracts/consultation-kinds.test.ts holds this).
 */
export const SOLD_CONSULTATION_TYPES = ['clinic', 'video', 'phone', 'chat'] as const satisfies readonly ConsultationType[];
export type SoldConsultationType = (typeof SOLD_CONSULTATION_TYPES)[number];

/** True for a type the booking flows sell (not a package's). */
export function isSoldType(type: string): type is SoldConsultationType {
  return (SOLD_CONSULTATION_TYPES as readonly string[]).includes(type);
}

/** One column of the table, by type. */
function column<K extends keyof ConsultationKind>(key: K): Record<ConsultationType, ConsultationKind[K]> {
  return Object.fromEntries(CONSULTATION_TYPES.map((t) => [t, CONSULTATION_KINDS[t][key]])) as Record<ConsultationType, ConsultationKind[K]>;
}

/** Which product a booked consultation is paid as. */
export const CONSULTATION_PRODUCT: Readonly<Record<ConsultationType, ProductCode>> = column('product');

/** Words shown to people for each consultation type, in a sentence (the table's `label`). */
export const CONSULTATION_TYPE_LABEL: Record<ConsultationType, string> = column('label');

/** The consultation as the booking flows offer it, by its product's name (the table's `offerLabel`). */
export const CONSULTATION_OFFER_LABEL: Record<ConsultationType, string> = column('offerLabel');

/**
 * The e-Consultation (product 8000): the spec's "$25 per use, about 10-15 minutes", sold at /e-consultation/order.
 * It is not a price laid over a practice's own video consultation (that sold one 20-minute call at $55 on the vet
 * list and at $25 here): it is a practice's video consultation offered on these terms, so the same call with the
 * same vet has one price and one length from every entry point. A practice sells it by setting a video
 * consultation to these terms in its listing (the editor says so); the order page lists only those.
 */
export const E_CONSULTATION_TERMS = {
  type: 'video',
  /** Whole dollars, as listings price consultations: Petcare's figure (CHARGED_CENTS), quoted by the copy. */
  price: CHARGED_CENTS.E_CONSULTATION / 100,
  minMinutes: 10,
  maxMinutes: 15,
} as const;

/** True when the consultation is offered on the e-Consultation's terms (an enabled video call of 10-15 minutes at $25). */
export function isEConsultation(c: { type: string; price: number; duration: number; enabled?: boolean }): boolean {
  return c.type === E_CONSULTATION_TERMS.type && c.enabled !== false && Number(c.price) === E_CONSULTATION_TERMS.price
    && Number(c.duration) >= E_CONSULTATION_TERMS.minMinutes && Number(c.duration) <= E_CONSULTATION_TERMS.maxMinutes;
}

/** A video consultation's room opens this many minutes before the slot, so both sides can check camera and sound. */
export const VIDEO_ROOM_OPENS_MINUTES = 10;

/** The words said wherever the room is not open yet (the link page and the appointment's Video Chat tab). */
export const VIDEO_ROOM_OPENS_TEXT = `The video room opens ${VIDEO_ROOM_OPENS_MINUTES} minutes before the appointment.`;

/**
 * When a booking's video room opens, and whether it is open at `now`: the one rule the consultation link
 * page, the appointment's Video Chat tab and the server's answers follow. The room stays open after the
 * slot, so a late joiner still gets in.
 */
export function videoRoom(slot: string | Date, now: Date): { open: boolean; opensAt: string } {
  const opensAt = new Date(new Date(slot).getTime() - VIDEO_ROOM_OPENS_MINUTES * 60_000);
  return { open: now.getTime() >= opensAt.getTime(), opensAt: opensAt.toISOString() };
}

/** True for the consultation types the product knows; booking details written elsewhere may carry others. */
export function isConsultationType(value: unknown): value is ConsultationType {
  return typeof value === 'string' && Object.hasOwn(CONSULTATION_TYPE_LABEL, value);
}

/** A type's words, or the stored value itself for a type the product does not know. */
export function consultationLabel(type: string): string {
  return isConsultationType(type) ? CONSULTATION_TYPE_LABEL[type] : type;
}

/** How the consultation is reached, or why it no longer can be. */
export type ConsultationAccess =
  | { kind: 'video'; roomUrl: string; joinLabel: string }
  /** A video consultation whose room is not open yet: no room link until `opensAt`. */
  | { kind: 'video-waiting'; opensAt: string }
  | { kind: 'phone'; instruction: string }
  | { kind: 'clinic'; address: string }
  | { kind: 'chat'; instruction: string; /** The appointment's Messages tab, where the chat is held. */ threadPath?: string }
  | { kind: 'canceled' }
  | { kind: 'rescheduled' };

/** What the consultation link page shows: plain data, no rows. */
export interface ConsultationPageView {
  bookingId: number;
  /** The booking as people see it ('PC-000123'). */
  bookingCode: string;
  side: 'owner' | 'vendor';
  type: ConsultationType;
  typeLabel: string;
  listing: { title: string; line1: string; address: string | null };
  /**
   * The start in the listing's zone ('... clinic time'), and in the owner's when it is known
   * and differs ('... your time' to the owner, "... the customer's time" to the practice).
   */
  when: { listing: string; owner: string | null };
  durationMinutes: number;
  status: 'in progress' | 'complete' | 'rescheduled' | 'canceled' | 'no-show';
  /** The spec's badge words (and ours for a no-show). */
  statusLabel: 'Active' | 'Completed' | 'Re-Scheduled' | 'Canceled' | 'No-show';
  /** The customer, on the vendor's side only. */
  customerName: string | null;
  petName: string | null;
  access: ConsultationAccess;
  /** Where this side's appointment list lives. */
  appointmentsPath: string;
}
