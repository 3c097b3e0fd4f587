/*
 * The card-payment provider's flow (PayPal's JS SDK): the browser asks our server to create the provider's
 * order (`PROVIDER_ORDER_PATH`, the same payload as POST /api/payment without card fields), the buyer enters
 * the card in the provider's own fields or approves with its button, and the browser asks our server to
 * capture that order (`PROVIDER_CAPTURE_PATH`, `{ orderID }`). No card field ever travels to us.
 */
export const PROVIDER_ORDER_PATH = '/api/payment/paypal/order';
export const PROVIDER_CAPTURE_PATH = '/api/payment/paypal/capture';

/** Names that carry card data in a payment body: refused in production when the provider collects cards. */
export const CARD_FIELD_NAMES = ['paymentInfo', 'card', 'cardNumber', 'number', 'ccv', 'cvv', 'securityCode', 'expDt', 'expiry'] as const;

/** True when a JSON body sent to a payment endpoint holds any card field (at its top level or in `paymentInfo`). */
export function carriesCardFields(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const names: readonly string[] = CARD_FIELD_NAMES;
  return Object.entries(body as Record<string, unknown>).some(([name, value]) => names.includes(name) && value !== undefined && value !== null);
}

export const CARD_FIELDS_REFUSED = 'Card details are entered in the card-payment provider\'s own fields, never sent here.';
export const NOTHING_TO_PAY = 'There is nothing to pay: confirm without a card.';
export const NO_PROVIDER_PAYMENT = 'No payment found for this order.';
export const PROVIDER_UNAVAILABLE = 'The card-payment provider could not be loaded. Please try again later.';
