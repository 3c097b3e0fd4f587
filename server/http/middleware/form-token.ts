import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

import { FORM_TOKEN_FIELD } from '../../../views/form-token.tsx';

export { FORM_TOKEN_FIELD };
/** A random per-browser value the token is bound to; host-only, httpOnly, ends with the browser session. */
export const FORM_COOKIE = 'petcare.form';

export interface FormTokens {
  /** The token for this browser's forms, setting its cookie on the response when the browser has none yet. */
  issue(req: Request, res: Response): string;
  /** Whether the browser sent a well-formed form cookie (it has seen one of our pages before). */
  hasCookie(req: Request): boolean;
  /** True when the posted `_csrf` field is the token of this browser's cookie. */
  verify(req: Request): boolean;
}

function cookieValue(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/**
 * Synchroniser tokens for the rare form post that arrives with no usable origin (an older browser that sends
 * neither a real Origin nor Sec-Fetch-Site). The token is an HMAC of a random cookie, so nothing is stored on
 * the server and no session is created for it; a page from another site can neither read the cookie nor
 * compute the token. Pages served from the shared page cache carry no token (they are the same for everyone).
 */
export function formTokens(secret: string, secure: boolean): FormTokens {
  const sign = (value: string) => createHmac('sha256', `form-token:${secret}`).update(value).digest('base64url');
  const wellFormed = (value: string | null): value is string => value !== null && /^[A-Za-z0-9_-]{22,64}$/.test(value);
  return {
    issue(req, res) {
      let value = cookieValue(req, FORM_COOKIE);
      if (!wellFormed(value)) {
        // 122 random bits; randomUUID draws them from a pool it refills in batches, a fraction of a randomBytes call's cost.
        value = randomUUID().replaceAll('-', '');
        res.cookie(FORM_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure: secure && req.secure, path: '/' });
      }
      return sign(value);
    },
    hasCookie: (req) => wellFormed(cookieValue(req, FORM_COOKIE)),
    verify(req) {
      const value = cookieValue(req, FORM_COOKIE);
      const posted = (req.body as Record<string, unknown> | undefined)?.[FORM_TOKEN_FIELD];
      if (!value || typeof posted !== 'string') return false;
      const expected = Buffer.from(sign(value));
      const given = Buffer.from(posted);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
