import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * One-time codes. OTPs are 4 digits, so a plain hash would fall to 10,000
 * guesses offline: they are stored as an HMAC keyed with the server secret and
 * bound to the number. Reset codes carry 256 random bits, so SHA-256 suffices.
 */

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TTL_MS = 60 * 60_000;

export function generateOtp(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

export function hashOtp(secret: string, mobile: string, code: string): string {
  return createHmac('sha256', `otp:${secret}`).update(`${mobile}:${code}`).digest('hex');
}

export function generateResetCode(): string {
  return randomBytes(32).toString('base64url');
}

export function hashResetCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
