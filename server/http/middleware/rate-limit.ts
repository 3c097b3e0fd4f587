import type { Request, RequestHandler } from 'express';
import { RateLimitError } from '../../errors.ts';
import type { RateLimitStore } from '../../adapters/rate-limit-store.ts';

/** Fixed-window rate limits on rate-limiter-flexible (server/adapters/rate-limit-store.ts). */
export type { RateLimitStore };

export interface RateLimitRule {
  /** Prefix of the counter key, e.g. 'login'. */
  name: string;
  limit: number;
  windowMs: number;
  /** What is counted (IP + email, a phone number...); null skips the limit for this request. */
  key(req: Request): string | null;
}

/** The library's answer for a counter (a refusal rejects with one); a store failure is an Error instead. */
interface LimiterAnswer { consumedPoints: number; msBeforeNext: number }
const isLimiterAnswer = (value: unknown): value is LimiterAnswer =>
  typeof value === 'object' && value !== null && !(value instanceof Error) && 'msBeforeNext' in value;

function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * Counts this request against a rule and throws a 429 RateLimitError (with the
 * seconds to wait in `retryAfter`) once the limit is passed. For handlers that
 * want to render the refusal themselves, e.g. a plain HTML form post.
 */
export async function checkRateLimit(store: RateLimitStore, rule: RateLimitRule, req: Request): Promise<void> {
  const key = rule.key(req);
  if (key === null) return;
  try {
    await store.limiter(rule).consume(key);
  } catch (refusal) {
    if (isLimiterAnswer(refusal)) refuse(req, refusal.msBeforeNext);
    throw refusal;
  }
}

function refuse(req: Request, waitMs: number): never {
  req.res?.set('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new RateLimitError(`Too many attempts. Please try again in ${minutesText(waitMs)}.`);
}

/**
 * For lookups by a secret (share links, consultation links), where only a miss says someone may be
 * guessing: `before` refuses every lookup from a requester whose misses passed the limit (so a
 * guesser cannot tell a hit from a miss until the window ends), `missed` counts one miss.
 */
export function failureLimit(store: RateLimitStore, rule: RateLimitRule) {
  return {
    async before(req: Request): Promise<void> {
      const key = rule.key(req);
      if (key === null) return;
      const counted = await store.limiter(rule).get(key);
      if (counted && counted.consumedPoints >= rule.limit) refuse(req, counted.msBeforeNext);
    },
    async missed(req: Request): Promise<void> {
      const key = rule.key(req);
      // A penalty counts without refusing: the refusal is `before`'s, at the next lookup.
      if (key !== null) await store.limiter(rule).penalty(key, 1);
    },
  };
}

/** The same check as middleware: put it before anything expensive (bcrypt, SMS, mail). */
export function rateLimit(store: RateLimitStore, rule: RateLimitRule): RequestHandler {
  return (req, _res, next) => {
    checkRateLimit(store, rule, req).then(() => next(), next);
  };
}
