/** Phone numbers as people type them, as we store them, and as people read them. */

/** A mobile number as stored and compared: exactly 10 digits, after `normalizePhone`. */
export const MOBILE_PATTERN = /^\d{10}$/;
/** Spaces (any kind), parentheses, dashes and dots people type between the digits of a number. */
const PHONE_FORMATTING = /[\s().\-\u2010-\u2015]/g;

/**
 * A phone number as typed to the digits we store and compare: "555 000 4444",
 * "(555) 000-4444", "555.000.4444" and "+1 555-000-4444" all become
 * "5550004444". Only formatting is removed (a leading +1 or 1 before ten digits
 * is the country code); anything else stays, so MOBILE_PATTERN still refuses it.
 */
export function normalizePhone(phone: string): string {
  const bare = phone.replace(PHONE_FORMATTING, '');
  const withCountryCode = /^\+?1(\d{10})$/.exec(bare);
  return withCountryCode ? withCountryCode[1] : bare;
}

/**
 * A stored number as people read it: the 10 digits we keep as "(212) 555-0123"; anything else (a number
 * stored before the rule) as it is.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return MOBILE_PATTERN.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : phone;
}
