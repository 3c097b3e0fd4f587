import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler } from 'express';
import {
  chooseLocale, isLocale, localeFromCookieHeader, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_MS, LOCALE_PARAM, type Locale,
} from '../../../contracts/locale.ts';
import type { Viewer } from '../../domain/accounts/viewer.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** The language of this request's pages and answers (contracts/locale.ts says how it is chosen). */
    locale: Locale;
  }
}

/**
 * The language of an anonymous request from its headers alone: the `lang` cookie, else `Accept-Language`. The
 * page cache keys its pages with this before Express runs, and it agrees with `localeOf` for every request the
 * cache may answer (no query string, no session).
 */
export function headerLocale(headers: IncomingHttpHeaders): Locale {
  return chooseLocale({ explicit: null, stored: null, cookie: localeFromCookieHeader(headers.cookie), acceptLanguage: headers['accept-language'] });
}

/** The language of a request at any point of the chain (an error page before this middleware ran included). */
export function localeOf(req: Request): Locale {
  if (req.locale) return req.locale;
  const explicit = req.query?.[LOCALE_PARAM];
  return chooseLocale({
    explicit: isLocale(explicit) ? explicit : null,
    stored: req.viewer?.locale ?? null,
    cookie: localeFromCookieHeader(req.headers.cookie),
    acceptLanguage: req.headers['accept-language'],
  });
}

/**
 * Sets `req.locale`. A `?lang=` (the switch's links, the alternates) is remembered: in the `lang` cookie for a
 * year, and for a signed-in person in their account (`remember`), so their mail follows too. The session cookie
 * is SameSite=Lax, so another site cannot change a person's stored language from an embedded request.
 */
export function localeMiddleware(remember: (viewer: Viewer, locale: Locale) => Promise<void>, secure: boolean): RequestHandler {
  return async (req, res, next) => {
    try {
      const raw = req.query[LOCALE_PARAM];
      const explicit = isLocale(raw) ? raw : null;
      req.locale = localeOf(req);
      if (explicit && (req.method === 'GET' || req.method === 'HEAD')) {
        if (localeFromCookieHeader(req.headers.cookie) !== explicit) {
          res.cookie(LOCALE_COOKIE, explicit, { maxAge: LOCALE_COOKIE_MAX_AGE_MS, sameSite: 'lax', secure: secure && req.secure, path: '/' });
        }
        if (req.viewer && req.viewer.locale !== explicit) await remember(req.viewer, explicit);
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}
