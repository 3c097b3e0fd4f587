import type { Request, RequestHandler } from 'express';
import { RateLimitError } from '../../errors.ts';
import type { RateLimitStore } from '../../adapters/rate-limit-store.ts';

/** Fixed-window rate limits over a shared counter store (server/adapters/rate-limit-store.ts). */
export type { RateLimitStore };

export interface RateLimitRule {
  /** Prefix of the counter key, e.g. 'login'. */
  name: string;
  limit: number;
  windowMs: number;
  /** What is counted (IP + email, a phone number...); null skips the limit for this request. */
  key(req: Request): string | null;
}

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
  const { hits, resetAt } = await store.hit(`${rule.name}:${key}`, rule.windowMs);
  if (hits <= rule.limit) return;
  const waitMs = resetAt.getTime() - Date.now();
  req.res?.set('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new RateLimitError(`Too many attempts. Please try again in ${minutesText(waitMs)}.`);
}

/** The same check as middleware: put it before anything expensive (bcrypt, SMS, mail). */
export function rateLimit(store: RateLimitStore, rule: RateLimitRule): RequestHandler {
  return (req, _res, next) => {
    checkRateLimit(store, rule, req).then(() => next(), next);
  };
}
