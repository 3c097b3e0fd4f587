import { z } from 'zod';
import type { CardInput } from '../../../contracts/payments.ts';

/**
 * The spec's `paymentInfo` (cardNumber, name, ccv, expDt). Only lengths are
 * bounded here; the card rules run in the domain once the server knows the price.
 */
export const paymentInfoSchema = z.object({
  cardNumber: z.string().max(32).optional(),
  name: z.string().max(100).optional(),
  ccv: z.string().max(8).optional(),
  expDt: z.string().max(16).optional(),
}).optional();

/** The gateway's card input from the spec's field names. */
export function cardFromPaymentInfo(info: z.infer<typeof paymentInfoSchema>): CardInput | undefined {
  return info ? { number: info.cardNumber ?? '', name: info.name ?? '', securityCode: info.ccv ?? '', expiry: info.expDt ?? '' } : undefined;
}
