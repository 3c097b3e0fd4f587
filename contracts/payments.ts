import { ValidationError } from './errors.ts';

/** A card as the payment form sends it to the gateway: never stored or logged by us. */
export interface CardInput {
  number: string;
  name: string;
  expiry: string;
  securityCode: string;
}

export const CARD_EXPIRED = 'This card has expired';

const EXPIRY = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** UTC-12, the last zone where a month is still running: no one is refused a card that is valid where they are. */
const LAST_ZONE_MS = 12 * 3_600_000;

/**
 * True when a card's expiry month (`YYYY-MM`, the month input's value) has ended
 * at `now`. A card is good through the last day of its month, so the current
 * month is valid; the month ends when it has ended everywhere, so a browser
 * and the server agree whatever zone either is in. `now` is passed in; a
 * malformed expiry is not "past" here (the required-field rule names it).
 */
export function cardExpiryPast(expiry: string, now: Date): boolean {
  const match = EXPIRY.exec(expiry);
  if (!match) return false;
  const latest = new Date(now.getTime() - LAST_ZONE_MS);
  const current = latest.getUTCFullYear() * 12 + latest.getUTCMonth();
  return Number(match[1]) * 12 + Number(match[2]) - 1 < current;
}

/**
 * The spec's card rules: name required; number 13 to 16 digits; expiry month
 * required and not before the current month; security code 3 to 4 digits.
 * Run only when something is charged. The browser's card form runs this same
 * function (client/islands/booking-wizard/card-rules.ts).
 */
export function validateCard(card: CardInput | undefined, now: Date): CardInput {
  const fields: Record<string, string> = {};
  const number = card?.number?.replace(/[\s-]/g, '') ?? '';
  const expiry = card?.expiry ?? '';
  if (!card?.name?.trim()) fields.name = 'Please enter the name on the card';
  if (!/^\d{13,16}$/.test(number)) fields.cardNumber = 'Please enter a valid card number (13 to 16 digits)';
  if (!EXPIRY.test(expiry)) fields.expDt = 'Please enter the expiry month';
  else if (cardExpiryPast(expiry, now)) fields.expDt = CARD_EXPIRED;
  if (!/^\d{3,4}$/.test(card?.securityCode ?? '')) fields.ccv = 'Please enter a valid security code (3 or 4 digits)';
  if (Object.keys(fields).length) throw new ValidationError(Object.values(fields)[0], { fields });
  return { ...card!, number };
}

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
