import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { MOBILE_PATTERN, NAME_MAX, NAME_PATTERN, normalizeName, normalizePhone } from './account-rules.ts';
import { tooLongMessage } from './limit-words.ts';

/**
 * The zod fields for a person's name and phone number, built on the one rule of
 * account-rules.ts. Every form that takes a name or a number uses these (owner
 * and vet sign-up, phone codes, a vendor's customer registration, the house-call
 * order), on the server and in the islands alike; each caller keeps its own words.
 */

/**
 * A name by NAME_PATTERN, trimmed and stored in NFC, at most `max` characters (NAME_MAX unless given). Each
 * problem has its own words: missing says `required`, too long names the field (`label`) and the limit,
 * anything else says `invalid` (the schema-wide `required` would otherwise answer for every check).
 */
export function personName(messages: { label: string; required: string; invalid: string; max?: number }) {
  const max = messages.max ?? NAME_MAX;
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.invalid) })
    .trim().min(1, messages.required)
    .max(max, { error: (issue) => tooLongMessage(messages.label, max, issue.input) })
    .regex(NAME_PATTERN, messages.invalid)
    .transform(normalizeName);
}

/** Turns a text field into a phone number: its output normalised to bare digits, which must be 10. */
export function asPhoneNumber(text: z.ZodType<string, string>, message: string) {
  return text.transform(normalizePhone).pipe(z.string().regex(MOBILE_PATTERN, message));
}

/** A required 10-digit number typed with any formatting ("(555) 000-4444"); the output is the bare digits. */
export function phoneNumber(message: string, required = message) {
  return asPhoneNumber(z.string({ error: required }).trim().min(1, required), message);
}

/** The same, optional: an empty field stays empty. */
export function optionalPhoneNumber(message: string, max: number) {
  return z.string().trim().max(max)
    .transform((v) => (v === '' ? v : normalizePhone(v)))
    .refine((v) => v === '' || MOBILE_PATTERN.test(v), message);
}
