import type { Request, RequestHandler } from 'express';
import { ForbiddenError } from '../../errors.ts';
import type { FormTokens } from './form-token.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_REFUSED = 'Cross-site request refused.';

/** The body types a page on another site can send without a CORS preflight (a plain form, or fetch in no-cors mode). */
function isSimpleBody(req: Request): boolean {
  const type = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return type === '' || type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data' || type === 'text/plain';
}

function sameHost(url: string, req: Request): boolean {
  try {
    return new URL(url).host.toLowerCase() === (req.get('host') ?? '').toLowerCase();
  } catch {
    return false;
  }
}

export type OriginVerdict = 'allow' | 'refuse';

/**
 * Decides whether a state-changing request comes from one of this host's own pages, in order of how much each
 * signal can be trusted:
 * 1. a real `Origin` (not "null") must be this host;
 * 2. else `Sec-Fetch-Site`: `same-origin` passes; `cross-site` and `same-site` (a sibling sub-domain is another
 *    clinic's site) are refused; `none` tells nothing;
 * 3. else a `Referer` must be this host;
 * 4. else, with nothing usable (our pages send `Referrer-Policy: no-referrer`, so a browser may post a form with
 *    `Origin: null` and, if it predates Fetch Metadata, nothing else), a body a foreign page could forge needs the
 *    form token; a JSON body cannot be sent cross-site without a preflight we never grant, so it passes.
 */
export function originVerdict(req: Request, tokens: FormTokens): OriginVerdict {
  const origin = req.get('origin');
  if (origin && origin !== 'null') return sameHost(origin, req) ? 'allow' : 'refuse';
  const fetchSite = req.get('sec-fetch-site')?.toLowerCase();
  if (fetchSite === 'same-origin') return 'allow';
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return 'refuse';
  const referer = req.get('referer');
  if (referer) return sameHost(referer, req) ? 'allow' : 'refuse';
  if (tokens.verify(req)) return 'allow';
  if (origin === 'null' || fetchSite === 'none') return 'refuse';
  return isSimpleBody(req) ? 'refuse' : 'allow';
}

/**
 * CSRF defence for cookie sessions (with SameSite=Lax cookies). Runs after the body parsers, since the form token
 * travels in the body. Requests carrying a bearer token hold no ambient credentials and pass.
 */
export function originCheck(tokens: FormTokens): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || req.get('authorization')?.toLowerCase().startsWith('bearer ')) return next();
    if (originVerdict(req, tokens) === 'allow') return next();
    next(new ForbiddenError(CROSS_SITE_REFUSED));
  };
}
