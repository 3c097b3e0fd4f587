import { z } from 'zod';
import { asPhoneNumber, optionalPhoneNumber } from '../accounts/person-fields.ts';
import { SELECT_PET } from '../pets/pet-messages.ts';

/**
 * The order forms' fields. Pure (zod only) so the `order-form` island checks the
 * same rules before sending. Prices are never part of the input.
 */
export const ORDER_ERROR = 'Sorry something went wrong';

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

/** Field -> first message, for forms. */
export function orderFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}
