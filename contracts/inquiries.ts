import * as v from 'valibot';
import { lightContract } from './light-contract.ts';

/*
 * Input of the shelter partnership and newsletter forms, checked by the shelter-form island and the
 * server with the same rules and messages. In valibot (contracts/light-contract.ts) so the island
 * ships a few kB of rules rather than all of zod. Length limits keep one enquiry to a readable email.
 */

export const LIMITS = { name: 200, company: 200, email: 254, number: 40, comments: 5000 } as const;

const PHONE = /^[0-9+().\-\s]+$/;

/** A form field: missing or non-string becomes '' so the "required" message applies, then trimmed. */
const text = () => v.pipe(v.unknown(), v.transform((x): string => (typeof x === 'string' ? x.trim() : '')));

/** A field an object may leave out: its rules then run on '' (valibot would otherwise report the key itself missing). */
const field = <S extends v.GenericSchema<unknown>>(schema: S) => v.optional(schema, '');

/** A required field of at most `max` characters. */
const requiredText = (max: number, missing: string, label: string) =>
  v.pipe(text(), v.minLength(1, missing), v.maxLength(max, `${label} must be at most ${max} characters.`));

/** An optional field: null when left empty. */
const optionalText = (max: number, label: string) =>
  v.pipe(text(), v.maxLength(max, `${label} must be at most ${max} characters.`), v.transform((s): string | null => (s === '' ? null : s)));

const email = v.pipe(
  requiredText(LIMITS.email, 'Please enter your email address.', 'Email'),
  v.email('Please enter a valid email address.'),
  v.toLowerCase(),
);

export const shelterInquirySchema = lightContract(v.object({
  name: field(requiredText(LIMITS.name, 'Please enter your name.', 'Name')),
  company: field(requiredText(LIMITS.company, 'Please enter your shelter or company name.', 'Company')),
  email: field(email),
  number: field(v.pipe(
    optionalText(LIMITS.number, 'Phone number'),
    v.check((s) => s === null || PHONE.test(s), 'Phone number may contain only digits, spaces and + ( ) - .'),
  )),
  comments: field(optionalText(LIMITS.comments, 'Comments')),
}));

export type ShelterInquiryInput = ReturnType<typeof shelterInquirySchema.parse>;
export type ShelterInquiryField = keyof ShelterInquiryInput;

export const newsletterSchema = lightContract(v.object({ email: field(email) }));
export type NewsletterInput = ReturnType<typeof newsletterSchema.parse>;

/** What the shelter form says once an enquiry is stored and mailed. */
export const SHELTER_SUCCESS = 'Thank you! Your message has been sent. Our partnerships team will reply within two working days.';
