import { PRODUCT } from '../../../contracts/products.ts';
import { CHARGED_CENTS, dollars } from '../../../contracts/products.ts';

/**
 * The marketplace's own panel practice (the spec's default vendor id): it fulfils the orders placed on the main
 * site; an order placed on a clinic's own site goes to that clinic. Demo data seeds it; production creates it.
 */
export const PANEL_VENDOR_ID = 1;

/** The products sold through the order forms, with the prices the server charges. */
export interface OrderProduct {
  readonly code: typeof PRODUCT.HOUSE_VISIT | typeof PRODUCT.SECOND_OPINION;
  readonly slug: 'vet-house-call' | 'second-medical-opinion';
  readonly label: string;
  readonly priceCents: number;
  /** What the page and the confirmation email say about the price. */
  readonly priceLabel: string;
}

export const ORDER_PRODUCTS: Readonly<Record<OrderProduct['slug'], OrderProduct>> = {
  'vet-house-call': {
    code: PRODUCT.HOUSE_VISIT, slug: 'vet-house-call', label: 'Vet house-call package',
    priceCents: CHARGED_CENTS.HOUSE_VISIT_YEAR, priceLabel: `${dollars(CHARGED_CENTS.HOUSE_VISIT_YEAR)} a year`,
  },
  // The spec names no second-opinion fee; it matches the Peer-to-Peer Consult ($95), which has the same 48-hour report terms.
  'second-medical-opinion': {
    code: PRODUCT.SECOND_OPINION, slug: 'second-medical-opinion', label: 'Second medical opinion',
    priceCents: CHARGED_CENTS.SECOND_OPINION, priceLabel: dollars(CHARGED_CENTS.SECOND_OPINION),
  },
};

/** The order product for a product code, or undefined for codes the order forms do not sell. */
export function orderProductByCode(code: number): OrderProduct | undefined {
  return Object.values(ORDER_PRODUCTS).find((p) => p.code === code);
}

/**
 * The Peer-to-Peer Consult: ordered by a clinic for its own patient, paid with the clinic's card, fulfilled by the
 * panel practice's report (peer-consult-service.ts); never sold through the owners' order forms.
 */
export const PEER_CONSULT_PRODUCT = {
  code: PRODUCT.PEER_TO_PEER_CONSULT, label: 'Peer-to-Peer Consult', priceCents: CHARGED_CENTS.PEER_TO_PEER_CONSULT,
} as const;

/** What the queue, the timeline and the mails call a product the panel or a clinic fulfils by a report. */
export function reportProductLabel(code: number): string {
  if (code === PEER_CONSULT_PRODUCT.code) return PEER_CONSULT_PRODUCT.label;
  return orderProductByCode(code)?.label ?? 'Order';
}

/** Cents as the spec's `$N.00`. */
export function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
