import type { Request } from 'express';
import { normalizeEmail, normalizePhone } from '../../contracts/account-rules.ts';
import type { RateLimitRule } from './middleware/rate-limit.ts';

/**
 * Every rate limit, in one table. Each counts in the shared store (Redis, else the database) before
 * the work it protects (bcrypt, SMS, mail, a gateway call, a lookup), and answers 429 with
 * 'Too many attempts. Please try again in N minutes.' and Retry-After.
 *
 * | rule               | limit | window | counted per                     | protects                               |
 * |--------------------|-------|--------|---------------------------------|----------------------------------------|
 * | login              | 10    | 1 min  | address + email                 | password guessing (also change)        |
 * | sendOtp            | 3     | 10 min | phone number                    | SMS cost, texting a stranger           |
 * | verifyOtpNumber    | 10    | 1 hour | phone number                    | guessing 4-digit codes across codes    |
 * | verifyOtpAddress   | 30    | 1 hour | address                         | the same, spread over numbers          |
 * | forgot             | 5     | 1 hour | email                           | reset mail flooding                    |
 * | register           | 10    | 1 hour | address                         | mass sign-ups (owners and vets)        |
 * | payment            | 30    | 10 min | account (address for a visitor) | card testing                           |
 * | promo              | 30    | 1 min  | address + account               | guessing promo codes                   |
 * | customer           | 30    | 1 min  | address + account               | walking the customer lookup            |
 * | uploadSigning      | 60    | 10 min | account (address for a visitor) | filling storage with pending uploads   |
 * | linkGuess          | 20    | 1 hour | address, failed lookups only    | guessing share and consultation links  |
 * | newsletter         | 10    | 1 hour | address                         | signing up other people's addresses    |
 * | shelterForm        | 10    | 1 hour | address                         | inquiry spam (each mails the team)     |
 * | verifyEmail        | 3     | 10 min | account                         | mail flooding from the dashboard       |
 * | review             | 20    | 1 hour | account (address for a visitor) | review, reply and report spam          |
 * | threadMessage      | 30    | 1 min  | account (address for a visitor) | flooding a consultation thread (mails) |
 * | closeClinic        | 10    | 1 hour | account                         | guessing the root admin's password     |
 * | waitlist           | 20    | 1 hour | account (address for a visitor) | join/leave churn (each match may mail and text) |
 * | opsLogin           | 5     | 15 min | address + email                 | operator password guessing             |
 * | opsLoginAddress    | 20    | 1 hour | address                         | the same, spread over emails           |
 * | opsSecondFactor    | 5     | 15 min | operator (their password passed) | guessing TOTP and recovery codes      |
 *
 * A data export is limited to one a day per owner or clinic by its service (a refusal says so), not here.
 */

const bodyText = (req: Request, field: string) => {
  const v = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof v === 'string' ? v : '';
};
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// An account is named by kind and email: ids repeat across databases that share one Redis.
const accountOrAddress = (req: Request) => (req.viewer ? `${req.viewer.kind}:${req.viewer.email}` : `ip:${req.ip}`);
// The JSON call names the number `mobile`, the sign-up form `phone`; counted as stored, so
// "555 000 4444" and "(555) 000-4444" share one counter.
const phoneOf = (req: Request) => normalizePhone(bodyText(req, 'mobile') || bodyText(req, 'phone')) || null;

export const RATE_LIMITS = {
  login: { name: 'login', limit: 10, windowMs: MINUTE, key: (req) => `${req.ip}:${normalizeEmail(bodyText(req, 'email'))}` },
  sendOtp: { name: 'otp', limit: 3, windowMs: 10 * MINUTE, key: phoneOf },
  // Each code also dies after 5 wrong tries (the accounts service); these cap the tries across codes.
  verifyOtpNumber: { name: 'otp-verify', limit: 10, windowMs: HOUR, key: phoneOf },
  verifyOtpAddress: { name: 'otp-verify-ip', limit: 30, windowMs: HOUR, key: (req) => req.ip ?? null },
  forgot: { name: 'forgot', limit: 5, windowMs: HOUR, key: (req) => normalizeEmail(bodyText(req, 'email')) || null },
  register: { name: 'register', limit: 10, windowMs: HOUR, key: (req) => req.ip ?? null },
  payment: { name: 'payment', limit: 30, windowMs: 10 * MINUTE, key: accountOrAddress },
  promo: { name: 'promo', limit: 30, windowMs: MINUTE, key: (req) => `${req.ip}:${req.viewer ? `${req.viewer.kind}:${req.viewer.email}` : 'anon'}` },
  customer: { name: 'customer', limit: 30, windowMs: MINUTE, key: (req) => `${req.ip}:${req.viewer?.id ?? 'anon'}` },
  uploadSigning: { name: 'upload', limit: 60, windowMs: 10 * MINUTE, key: accountOrAddress },
  linkGuess: { name: 'link-guess', limit: 20, windowMs: HOUR, key: (req) => req.ip ?? null },
  newsletter: { name: 'newsletter', limit: 10, windowMs: HOUR, key: (req) => req.ip ?? null },
  shelterForm: { name: 'shelter', limit: 10, windowMs: HOUR, key: (req) => req.ip ?? null },
  verifyEmail: { name: 'verify-email', limit: 3, windowMs: 10 * MINUTE, key: accountOrAddress },
  review: { name: 'review', limit: 20, windowMs: HOUR, key: accountOrAddress },
  threadMessage: { name: 'thread-message', limit: 30, windowMs: MINUTE, key: accountOrAddress },
  closeClinic: { name: 'close-clinic', limit: 10, windowMs: HOUR, key: accountOrAddress },
  waitlist: { name: 'waitlist', limit: 20, windowMs: HOUR, key: accountOrAddress },
  opsLogin: { name: 'ops-login', limit: 5, windowMs: 15 * MINUTE, key: (req) => `${req.ip}:${normalizeEmail(bodyText(req, 'email'))}` },
  opsLoginAddress: { name: 'ops-login-ip', limit: 20, windowMs: HOUR, key: (req) => req.ip ?? null },
  // Counted per operator whose password passed (the console session names them), whatever address tries.
  opsSecondFactor: { name: 'ops-2fa', limit: 5, windowMs: 15 * MINUTE, key: (req) => (req.session?.ops ? `op:${req.session.ops.operatorId}` : `ip:${req.ip}`) },
} satisfies Record<string, RateLimitRule>;
