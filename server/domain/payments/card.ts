import type { CardInput } from '../../adapters/payments.ts';
import { ValidationError } from '../../errors.ts';

/**
 * The spec's card rules: name required; number 13 to 16 digits; expiry month
 * required; security code 3 to 4 digits. Run only when something is charged.
 */
export function validateCard(card: CardInput | undefined): CardInput {
  const fields: Record<string, string> = {};
  const number = card?.number?.replace(/[\s-]/g, '') ?? '';
  if (!card?.name?.trim()) fields.name = 'Please enter the name on the card';
  if (!/^\d{13,16}$/.test(number)) fields.cardNumber = 'Please enter a valid card number (13 to 16 digits)';
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(card?.expiry ?? '')) fields.expDt = 'Please enter the expiry month';
  if (!/^\d{3,4}$/.test(card?.securityCode ?? '')) fields.ccv = 'Please enter a valid security code (3 or 4 digits)';
  if (Object.keys(fields).length) throw new ValidationError(Object.values(fields)[0], { fields });
  return { ...card!, number };
}
