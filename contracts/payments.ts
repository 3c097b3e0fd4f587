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

