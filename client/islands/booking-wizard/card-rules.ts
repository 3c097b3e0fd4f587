import { validateCard } from '../../../contracts/payments.ts';
import { ValidationError } from '../../../contracts/errors.ts';

/** The card as the form holds it; field names are the spec's paymentInfo names. */
export interface CardForm {
  name: string;
  cardNumber: string;
  expDt: string;
  ccv: string;
}

export const EMPTY_CARD: CardForm = { name: '', cardNumber: '', expDt: '', ccv: '' };

/**
 * The spec's card rules, run in the browser with the server's own validator
 * (server/domain/payments/card.ts, which checks again on payment) so the
 * messages are the same. Skipped when nothing is charged. `now` is the
 * browser's clock, read by the caller.
 */
export function cardErrors(card: CardForm, newPrice: number, now: Date): Record<string, string> {
  if (newPrice <= 0) return {};
  try {
    validateCard({ name: card.name, number: card.cardNumber, expiry: card.expDt, securityCode: card.ccv.trim() }, now);
    return {};
  } catch (err) {
    if (err instanceof ValidationError) return err.fields ?? {};
    throw err;
  }
}
