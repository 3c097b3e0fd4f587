import type { CodeName, ProductType } from './reference.ts';

/**
 * Petcare's products and payment types, and (below) its own prices.
 */

/** Product codes by name; the spec's five plus second opinion and e-consultation orders. */
export const PRODUCT = {
  CLINIC: 2000,
  HOUSE_VISIT: 3000,
  VIDEO: 4000,
  TELEPHONIC: 5000,
  CHAT: 6000,
  SECOND_OPINION: 7000,
  E_CONSULTATION: 8000,
  /** A clinic's vet asks the panel's specialist about one of the clinic's patients; the clinic pays. */
  PEER_TO_PEER_CONSULT: 9000,
} as const;
export type ProductCode = (typeof PRODUCT)[keyof typeof PRODUCT];

export const PRODUCT_TYPES: readonly ProductType[] = [
  { code: PRODUCT.CLINIC, name: 'clinic', label: 'Clinic' },
  { code: PRODUCT.HOUSE_VISIT, name: 'house_visit', label: 'House Visit' },
  { code: PRODUCT.VIDEO, name: 'video', label: 'Video' },
  { code: PRODUCT.TELEPHONIC, name: 'telephonic', label: 'Telephonic' },
  { code: PRODUCT.CHAT, name: 'chat', label: 'Chat Consultation' },
  { code: PRODUCT.SECOND_OPINION, name: 'second_opinion', label: 'Second Opinion' },
  { code: PRODUCT.E_CONSULTATION, name: 'e_consultation', label: 'e-Consultation' },
  { code: PRODUCT.PEER_TO_PEER_CONSULT, name: 'peer_to_peer_consult', label: 'Peer-to-Peer Consult' },
];

export const PAYMENT_TYPE = { SERVICES: 100, PROMO: 200, APPOINTMENTS: 300, RECORDS_REQUESTS: 400 } as const;
export type PaymentTypeCode = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];

export const PAYMENT_TYPES: readonly CodeName[] = [
  { code: PAYMENT_TYPE.SERVICES, name: 'SERVICES' },
  { code: PAYMENT_TYPE.PROMO, name: 'PROMO' },
  { code: PAYMENT_TYPE.APPOINTMENTS, name: 'APPOINTMENTS' },
  { code: PAYMENT_TYPE.RECORDS_REQUESTS, name: 'RECORDS_REQUESTS' },
];


/**
 * Petcare's own prices, in cents: what each product Petcare itself sells is charged, and the
 * one source the marketing copy quotes, so a page never advertises a figure a flow does not
 * charge. Consultations booked with a listing (clinic, video, phone, chat) are priced by the
 * practice on the listing, never here; the copy says so instead of quoting a figure.
 */
export const CHARGED_CENTS = {
  /**
   * The e-Consultation (product 8000), the spec's "e-Consultation $25 per use": a video
   * consultation booked through /e-consultation/order with any listed vet offering video.
   */
  E_CONSULTATION: 2_500,
  /** The house-visit package (product 3000), for a year. */
  HOUSE_VISIT_YEAR: 36_000,
  /** The second medical opinion (product 7000): the spec names no fee, so it matches the Peer-to-Peer Consult's. */
  SECOND_OPINION: 9_500,
  /** The Peer-to-Peer Consult (product 9000), the spec's $95, paid by the clinic that orders it. */
  PEER_TO_PEER_CONSULT: 9_500,
  /** Medical Records Assistance: each vet beyond the 4 free ones, charged when the request is made. */
  RECORDS_EXTRA_VET: 2_500,
} as const;

/**
 * Figures the copy quotes that no flow of ours charges: a comparison with a traditional vet, and
 * the spec's copy facts for products not sold online yet (the corporate plan). Named here so a
 * test can tell a quoted figure from a stray one.
 */
export const QUOTED_CENTS = {
  /** About what a year of house visits costs at a traditional vet. */
  TRADITIONAL_HOUSE_VISITS_YEAR: 65_000,
  CORPORATE_PLAN_YEAR: 1_200,
} as const;

/** What the house-visit package saves against a traditional vet, as the copy rounds it. */
export const HOUSE_VISIT_SAVING_CENTS = QUOTED_CENTS.TRADITIONAL_HOUSE_VISITS_YEAR - CHARGED_CENTS.HOUSE_VISIT_YEAR;

/** Copy form of a price: whole dollars as `$25`, otherwise `$25.50`. */
export function dollars(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/** Every figure as the copy writes it (views/pages/marketing/content/, the home page, the service catalog). */
export const PRICE_COPY = {
  eConsultation: dollars(CHARGED_CENTS.E_CONSULTATION),
  houseVisitYear: dollars(CHARGED_CENTS.HOUSE_VISIT_YEAR),
  traditionalHouseVisitsYear: dollars(QUOTED_CENTS.TRADITIONAL_HOUSE_VISITS_YEAR),
  houseVisitSaving: dollars(HOUSE_VISIT_SAVING_CENTS),
  peerToPeerConsult: dollars(CHARGED_CENTS.PEER_TO_PEER_CONSULT),
  corporatePlanYear: dollars(QUOTED_CENTS.CORPORATE_PLAN_YEAR),
  recordsExtraVet: dollars(CHARGED_CENTS.RECORDS_EXTRA_VET),
} as const;
