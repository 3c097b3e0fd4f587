import { z } from 'zod';

/*
 * Input of the shelter partnership and newsletter forms. Pure zod, so the
 * shelter-form island validates with exactly the rules and messages the
 * server applies. Length limits keep one enquiry to a readable email.
 */

export const LIMITS = { name: 200, company: 200, email: 254, number: 40, comments: 5000 } as const;

/** A form field: missing or non-string becomes '' so the "required" message applies, then trimmed. */
function text() {
  return z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().trim());
}

function optionalText(max: number, label: string) {
  return text()
    .pipe(z.string().max(max, `${label} must be at most ${max} characters.`))
    .transform((v) => (v === '' ? null : v));
}

const email = text()
  .pipe(
    z
      .string()
      .min(1, 'Please enter your email address.')
      .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters.`),
  )
  .pipe(z.email('Please enter a valid email address.'))
  .transform((v) => v.toLowerCase());

export const shelterInquirySchema = z.object({
  name: text().pipe(
    z.string().min(1, 'Please enter your name.').max(LIMITS.name, `Name must be at most ${LIMITS.name} characters.`),
  ),
  company: text().pipe(
    z
      .string()
      .min(1, 'Please enter your shelter or company name.')
      .max(LIMITS.company, `Company must be at most ${LIMITS.company} characters.`),
  ),
  email,
  number: optionalText(LIMITS.number, 'Phone number').pipe(
    z
      .string()
      .regex(/^[0-9+().\-\s]+$/, 'Phone number may contain only digits, spaces and + ( ) - .')
      .nullable(),
  ),
  comments: optionalText(LIMITS.comments, 'Comments'),
});

export type ShelterInquiryInput = z.infer<typeof shelterInquirySchema>;
export type ShelterInquiryField = keyof ShelterInquiryInput;

export const newsletterSchema = z.object({ email });
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** What the shelter form says once an enquiry is stored and mailed. */
export const SHELTER_SUCCESS = 'Thank you! Your message has been sent. Our partnerships team will reply within two working days.';
