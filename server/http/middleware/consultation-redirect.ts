import type { RequestHandler, Response } from 'express';

/** Paths that are not pages: never redirected, whatever their query says. */
// A clinic link (`/clinic/<id>/...`) takes its query, z included, on to the clinic's site.
const NOT_PAGES = /^\/(?:assets|static|api|graphql|files|healthz|readyz|appointments|clinic)(?:\/|$)/;

/**
 * A consultation link's z is a secret: the response must not be stored by any
 * cache, and no page it leads to may pass the URL on as a Referer.
 */
export function keepLinkPrivate(res: Response): void {
  res.set('Cache-Control', 'no-store');
  res.set('Referrer-Policy', 'no-referrer');
}

/** The z of a raw URL's query string (first one wins), or null. */
export function zOf(originalUrl: string): string | null {
  const at = originalUrl.indexOf('?');
  return at === -1 ? null : new URLSearchParams(originalUrl.slice(at + 1)).get('z');
}

/**
 * The spec: a page whose query string has z sends the visitor to /appointments
 * carrying z, on the same host (the Location is relative), so a vendor-site link
 * stays on the vendor's site.
 */
export const consultationRedirect: RequestHandler = (req, res, next) => {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(req.path)) return next();
  const z = zOf(req.originalUrl);
  if (z === null) return next();
  keepLinkPrivate(res);
  res.redirect(302, `/appointments?z=${encodeURIComponent(z)}`);
};
