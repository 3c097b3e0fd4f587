/**
 * Pure account rules: input normalisation, password limits, the redirect
 * allow-list, names and phone numbers. No clock, no database, no Node APIs (the
 * islands check names and phones with these same rules before sending);
 * unit-tested in test/unit/domain/account-rules.test.ts.
 */

export { MOBILE_PATTERN, normalizePhone, formatPhone } from './phone.ts';

/** The spec's exact user-facing words. */
export const MESSAGES = {
  duplicateEmail: 'This email already exists in our System.',
  phoneNotVerified: 'Mobile number must be verified',
  somethingWrong: 'Sorry! Something went wrong. Please try again later.',
  loginFailed: 'Invalid email or password.',
  invalidOtp: 'Invalid OTP',
  forgotSent: 'Please check your inbox for further instructions on resetting your password.',
  passwordReset: 'Your password has been reset successfully!',
  confirmMismatch: 'The new password and confirm should match',
  promoApplied: 'Promo Applied!',
  invalidCode: 'Invalid code',
  otpSent: 'We sent a 4-digit code to your mobile.',
  verified: 'Verified',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  inviteLinkSpent: 'This invitation link has been used or has expired. Log in with the password you chose, or use Forgot password to get a new link.',
  passwordChosen: 'Your password is set. You can log in now.',
  currentPasswordWrong: 'Your current password is not correct.',
  currentPasswordRequired: 'Please enter your current password.',
  samePassword: 'Your new password must be different from your current password.',
  passwordRequired: 'Please enter your password.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password is too long: use at most 72 bytes (fewer if it has accented letters or emoji).',
  captchaWrong: 'Please answer the question correctly.',
} as const;

/**
 * A clinic's sign-up address is verified by a link mailed at sign-up (or sent again from the dashboard);
 * until then the clinic can neither publish its site nor take bookings, and the dashboard says so.
 */
export const VERIFY_MESSAGES = {
  pendingAdmin: (email: string) => `Please verify your email address: open the link we sent to ${email}. `
    + 'Until then your clinic cannot publish its site or take bookings.',
  pendingTeam: "Your clinic's administrator has not verified their email address yet. Until then the clinic cannot publish its site or take bookings.",
  resend: 'Send the link again',
  sent: (email: string) => `We sent a new link to ${email}. It works for 7 days.`,
  heading: 'Verify your email address',
  confirm: 'Confirm my email address',
  confirmText: (email: string) => `Confirm that ${email} is your address, so your clinic can publish its site and take bookings.`,
  verified: 'Thank you: your email address is verified. Your clinic can now publish its site and take bookings.',
  linkInvalid: 'This link is invalid or has expired. Log in and send a new one from your dashboard.',
  alreadyVerified: 'Your email address is already verified.',
  publishBlocked: 'Please verify your email address before publishing your site: open the link we sent you, or send it again from your dashboard.',
  bookingsBlocked: 'This clinic is not taking bookings yet.',
} as const;

export const PASSWORD_MIN = 8;
/** bcrypt reads only the first 72 bytes; longer passwords would be silently truncated, so they are refused. */
export const PASSWORD_MAX_BYTES = 72;
/**
 * A person's name: letters of any script, each optionally followed by combining
 * marks ("Zoe" + U+0308 is "Zoë" typed on some keyboards), in words joined by one
 * space, apostrophe (' or the typographic ’) or hyphen: "José", "Björn",
 * "O’Brien", "Anne-Marie". Digits, symbols and markup ("J0hn", "<b>") are refused.
 */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:[ '\u2019-]\p{L}[\p{L}\p{M}]*)*$/u;
export const OTP_PATTERN = /^\d{4}$/;
/** The longest first or last name any form takes. */
export const NAME_MAX = 60;

/** Emails are compared and stored trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Names are trimmed and stored in Unicode NFC, so "Zoë" is one spelling whichever way it was typed. */
export function normalizeName(name: string): string {
  return name.trim().normalize('NFC');
}

/** UTF-8 length in bytes (TextEncoder, so the browser counts the same way as the server). */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The message for a password that breaks a rule, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return MESSAGES.passwordTooShort;
  if (utf8Length(password) > PASSWORD_MAX_BYTES) return MESSAGES.passwordTooLong;
  return null;
}

export const DEFAULT_REDIRECT = '/app';

/**
 * Where to go after login or sign-up: only a same-site relative path
 * ("/app/x?y"), never another origin ("//evil", "/\\evil", "https://..."),
 * a scheme, or control characters; anything else falls back to /app.
 */
export function safeRedirect(target: unknown, fallback = DEFAULT_REDIRECT): string {
  if (typeof target !== 'string') return fallback;
  const value = target.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Browsers treat backslashes as slashes and drop tabs/newlines, so either could smuggle in "//host".
  if (value.includes('\\') || [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const base = 'http://same.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** Trims every string value of a form or JSON body (the spec: all text inputs are trimmed), except passwords. */
export function trimFields<T extends Record<string, unknown>>(body: T, keep: readonly string[] = []): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body ?? {})) out[k] = typeof v === 'string' && !keep.includes(k) ? v.trim() : v;
  return out as T;
}
