import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import {
  MESSAGES, OTP_PATTERN, PASSWORD_MAX_BYTES, PASSWORD_MIN, normalizeEmail, trimFields, utf8Length,
} from './account-rules.ts';
import { personName, phoneNumber } from './person-fields.ts';
import { parseInput } from './forms.ts';
import { ACCOUNT_DELETION } from './profile.ts';

/**
 * Zod at the edge for the account calls; messages are the spec's words where it
 * has them. Pure, so the account-form island checks the same rules before sending.
 */

const name = (label: string) => personName({
  label: `${label.charAt(0).toUpperCase()}${label.slice(1)}`, required: `Please enter your ${label}.`, invalid: `Please enter your ${label} using letters only.`,
});

const email = z.string({ error: 'Please enter a valid email.' })
  .transform(normalizeEmail)
  .pipe(z.email('Please enter a valid email.'));

const newPassword = z.string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, MESSAGES.passwordTooShort)
  .refine((p) => utf8Length(p) <= PASSWORD_MAX_BYTES, MESSAGES.passwordTooLong);

/** Numbers arrive formatted as people type them ("(555) 000-4444") and leave as the 10 digits we store. */
const verifiedMobile = phoneNumber(MESSAGES.phoneNotVerified);
const mobile = phoneNumber('Please enter a 10-digit mobile number.');
const role = z.enum(['user', 'vendor'], { error: 'Role must be user or vendor.' }).default('user');
const optionalId = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number().int().positive().nullable());

export const registerSchema = z.object({
  first_name: name('first name'),
  last_name: name('last name'),
  email,
  phone: verifiedMobile,
  password: newPassword,
  plan_id: optionalId.optional(),
  source: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.null()])).optional(),
  role: z.literal('user', { error: 'Vets sign up through /api/account/register_vendor.' }).default('user'),
  captcha_token: z.string().optional(),
  captcha_answer: z.union([z.string(), z.number()]).optional(),
  /** The browser's zone, remembered for the owner's emails. */
  timeZone: z.string().max(64).optional(),
});

export const registerVendorSchema = z.object({
  first_name: name('first name'),
  last_name: name('last name'),
  email,
  mobile_phone: verifiedMobile,
  password: newPassword,
});

export const loginSchema = z.object({
  email,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
  role,
  /** The browser's zone, remembered for an owner's emails. */
  timeZone: z.string().max(64).optional(),
  /**
   * An API client asks for a bearer token (the spec's login answer) with `token: true`, and may name itself;
   * it then gets the token and no session. A browser never asks: it keeps only its httpOnly session cookie.
   */
  token: z.boolean({ error: 'token must be true or false.' }).optional(),
  token_name: z.string().trim().min(1).max(60, 'Please use at most 60 characters.').optional(),
  /** Where the browser goes next; a clinic login on another clinic's site is taken there on its own site. */
  redirectUrl: z.string().max(2000).optional(),
});

export const sendOtpSchema = z.object({ mobile });
export const verifyOtpSchema = z.object({
  mobile,
  otp: z.string({ error: MESSAGES.invalidOtp }).regex(OTP_PATTERN, MESSAGES.invalidOtp),
});

export const forgotSchema = z.object({ email, role });

/** Deleting one's own account (owners): the password confirms it. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: (issue) => (issue.input === undefined ? ACCOUNT_DELETION.passwordRequired : undefined) })
    .min(1, ACCOUNT_DELETION.passwordRequired).max(1000),
});

export const changePasswordSchema = z.object({
  forgotCode: z.string().max(200).optional().transform((v) => v || undefined),
  currentPassword: z.string().max(1000).optional().transform((v) => v || undefined),
  newPassword,
  email,
  role,
});

/**
 * Parses a body (text trimmed, passwords untouched) or throws a ValidationError
 * whose message is the first problem and whose fields name each field's first problem.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, overrideMessage?: string): z.infer<S> {
  const trimmed = trimFields((body ?? {}) as Record<string, unknown>, ['password', 'newPassword', 'currentPassword', 'confirm']);
  return parseInput(schema, trimmed, overrideMessage);
}
