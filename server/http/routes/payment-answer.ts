import type { Response } from 'express';
import { isAppError, ValidationError } from '../../errors.ts';
import type { CardInput } from '../../../contracts/payments.ts';
import type { PaymentInfo } from '../../../contracts/payment-input.ts';
import { refusalTexts } from '../../i18n/refusal-text.ts';
import { localeOf } from '../middleware/locale.ts';

/*
 * What every POST /api/payment answer shares: the card fields of the spec's payload (`paymentInfoSchema`,
 * contracts/payment-input.ts) as the gateway's card, and the `{result: 'Error', status}` shape of a refusal.
 */

/** The gateway's card input from the spec's field names. */
export function cardFromPaymentInfo(info: PaymentInfo): CardInput | undefined {
  return info ? { number: info.cardNumber ?? '', name: info.name ?? '', securityCode: info.ccv ?? '', expiry: info.expDt ?? '' } : undefined;
}

/**
 * The spec's refusal: `{result: 'Error', status: <message>}`, with field messages when there are, and the same words in
 * the request's language (`text`, `fieldTexts`) when it is not English.
 */
export function fail(res: Response, status: number, message: string, fields?: Record<string, string>): void {
  res.status(status).json({ result: 'Error', status: message, ...(fields ? { fields } : {}), ...refusalTexts(localeOf(res.req), message, fields) });
}

/** Answers a service's refusal in the payment calls' shape; anything else goes to the error handler. */
export function refuse(res: Response, err: unknown): void {
  if (!isAppError(err)) throw err;
  fail(res, err.status, err.message, err instanceof ValidationError ? err.fields : undefined);
}
