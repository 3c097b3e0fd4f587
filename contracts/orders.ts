import { z } from 'zod';
import { asPhoneNumber, optionalPhoneNumber } from './person-fields.ts';
import { SELECT_PET } from './pets.ts';

/**
 * The order forms' fields. Pure (zod only) so the `order-form` island checks the
 * same rules before sending. Prices are never part of the input.
 */

const INVALID_PHONE = 'Please enter a valid phone number';
const text = (max: number, required: string) => z.string({ error: required }).trim().min(1, required).max(max, `Please use at most ${max} characters`);

export const houseCallSchema = z.object({
  // Typed with any formatting ("(212) 555-0199"), kept as the 10 digits, like every number we store.
  primaryPhone: asPhoneNumber(text(24, 'Please enter your primary phone'), INVALID_PHONE),
  secondaryPhone: optionalPhoneNumber(INVALID_PHONE, 24).optional(),
  address: text(200, 'Please enter your address'),
  city: text(100, 'Please enter your city'),
  state: text(50, 'Please enter your state'),
  zipcode: text(10, 'Please enter your zipcode').regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid zipcode'),
});
export type HouseCallInput = z.infer<typeof houseCallSchema>;

export const MAX_ORDER_FILES = 10;

export const secondOpinionSchema = z.object({
  petId: z.coerce.number({ error: SELECT_PET }).int(SELECT_PET).positive(SELECT_PET),
  firstOpinion: text(5000, 'Please enter the first opinion'),
  query: text(5000, 'Please enter your query'),
  authorization: z.union([z.literal(true), z.literal('on'), z.literal('true')], { error: 'Please authorize us to review your pet\'s records' })
    .transform(() => true as const),
  files: z.array(z.coerce.number().int().positive()).max(MAX_ORDER_FILES, `Please attach at most ${MAX_ORDER_FILES} files`).default([]),
});
export type SecondOpinionInput = z.infer<typeof secondOpinionSchema>;

export const NO_ORDER = 'No order found!';
export const ORDER_ALREADY_PAID = 'This order is already paid.';
export const ORDER_IN_PROGRESS = 'This payment is already being processed.';

/** What /checkout shows for a stored service order: the price is the product table's, as the charge is. */
export interface ServiceOrderView {
  orderId: number;
  productId: number;
  label: string;
  /** Dollars, shown as $N.00. */
  price: number;
  summary: string[];
}
