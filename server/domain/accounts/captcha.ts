import { randomBytes, randomInt } from 'node:crypto';
import type { CaptchaStore } from '../../adapters/captcha-store.ts';

/**
 * A small self-hosted arithmetic captcha whose challenges are single-use. The
 * token the form carries is an opaque random id that says nothing of the
 * question or its answer; the answer waits on the server in a CaptchaStore
 * (Redis or the captcha_challenges table) for CAPTCHA_TTL_MS. Checking a token
 * removes it whatever the answer, so a solved challenge cannot be replayed and
 * a wrong one cannot be tried again: every attempt needs a fresh question.
 */
export interface Captcha {
  question: string;
  token: string;
}

/** Long enough to fill in the sign-up form, phone code included; short enough to leave little lying around. */
export const CAPTCHA_TTL_MS = 15 * 60_000;

/** 128 random bits, base64url: 22 characters. */
const TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Stores a new challenge and returns its question and token. `pick` chooses each operand in [1, max). */
export async function createCaptcha(store: CaptchaStore, pick: (max: number) => number = (max) => randomInt(1, max)): Promise<Captcha> {
  const a = pick(10);
  const b = pick(10);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await store.save(token, String(a + b), CAPTCHA_TTL_MS);
  return { question: `What is ${a} + ${b}?`, token };
}

/**
 * True when the token names a live challenge and the answer is its sum. The
 * challenge is used up by this call either way; an unknown, used or expired
 * token is simply false.
 */
export async function verifyCaptcha(store: CaptchaStore, token: unknown, answer: unknown): Promise<boolean> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token.trim())) return false;
  const expected = await store.take(token.trim());
  if (expected === null) return false;
  if (typeof answer !== 'string' && typeof answer !== 'number') return false;
  return String(answer).trim() === expected;
}
