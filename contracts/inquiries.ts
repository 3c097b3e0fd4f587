import * as z from 'zod/mini';
import './zod-words.ts';
import { formText, missingAsEmpty } from './form-fields.ts';
import { LIMITS } from './inquiry-words.ts';

export { LIMITS, SHELTER_SUCCESS } from './inquiry-words.ts';

/*
 * Input of the shelter partnership and newsletter forms, checked by the shelter-form island and the
 * server with the same rules and messages, written with zod/mini (contracts/form-fields.ts). The island
 * fetches them once the form is being filled in; its limits and words are in inquiry-words.ts.
 */

const PHONE = /^[0-9+().\-\s]+$/;

/** A required field of at most `max` characters. */
const requiredText = (max: number, missing: string, label: string) =>
  formText().check(z.minLength(1, missing), z.maxLength(max, `${label} must be at most ${max} characters.`));

/** An optional field: null when left empty. */
const optionalText = (max: number, label: string) => z.pipe(
  formText().check(z.maxLength(max, `${label} must be at most ${max} characters.`)),
  z.transform((s): string | null => (s === '' ? null : s)),
);

const email = z.pipe(
  requiredText(LIMITS.email, 'Please enter your email address.', 'Email'),
  z.email('Please enter a valid email address.').check(z.toLowerCase()),
);

export const shelterInquirySchema = z.object({
  name: missingAsEmpty(requiredText(LIMITS.name, 'Please enter your name.', 'Name')),
  company: missingAsEmpty(requiredText(LIMITS.company, 'Please enter your shelter or company name.', 'Company')),
  email: missingAsEmpty(email),
  number: missingAsEmpty(optionalText(LIMITS.number, 'Phone number')
    .check(z.refine<string | null>((s) => s === null || PHONE.test(s), 'Phone number may contain only digits, spaces and + ( ) - .'))),
  comments: missingAsEmpty(optionalText(LIMITS.comments, 'Comments')),
});

export type ShelterInquiryInput = z.output<typeof shelterInquirySchema>;
export type ShelterInquiryField = keyof ShelterInquiryInput;

export const newsletterSchema = z.object({ email: missingAsEmpty(email) });
export type NewsletterInput = z.output<typeof newsletterSchema>;
