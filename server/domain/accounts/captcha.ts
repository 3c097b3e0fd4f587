import { createHmac, randomInt } from 'node:crypto';
import { sameDigest } from './codes.ts';

/**
 * A small self-hosted arithmetic captcha. The challenge travels in the form as
 * a token "a.b.expiry.signature" signed with the server secret, so the server
 * keeps no state and the answer cannot be forged without the secret.
 */
export interface Captcha {
  question: string;
  token: string;
}

export const CAPTCHA_TTL_MS = 30 * 60_000;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', `captcha:${secret}`).update(payload).digest('hex');
}

export function createCaptcha(secret: string, now = Date.now(), pick: (max: number) => number = (max) => randomInt(1, max)): Captcha {
  const a = pick(10);
  const b = pick(10);
  const payload = `${a}.${b}.${now + CAPTCHA_TTL_MS}`;
  return { question: `What is ${a} + ${b}?`, token: `${payload}.${sign(secret, payload)}` };
}

/** True when the token is ours, unexpired, and the answer is the sum it asks for. */
export function verifyCaptcha(secret: string, token: unknown, answer: unknown, now = Date.now()): boolean {
  if (typeof token !== 'string' || (typeof answer !== 'string' && typeof answer !== 'number')) return false;
  const parts = token.split('.');
  if (parts.length !== 4) return false;
  const [a, b, expiry, signature] = parts;
  if (!/^[0-9a-f]{64}$/.test(signature) || !sameDigest(signature, sign(secret, `${a}.${b}.${expiry}`))) return false;
  if (Number(expiry) < now) return false;
  return String(answer).trim() === String(Number(a) + Number(b));
}
