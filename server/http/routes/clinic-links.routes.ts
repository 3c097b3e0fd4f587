import { Router } from 'express';
import type { Services } from '../../services.ts';
import { CLINIC_LINK_PATH, originOn } from '../../tenancy/host.ts';
import { keepLinkPrivate, zOf } from '../middleware/consultation-redirect.ts';
import { requestOrigin } from '../request-origin.ts';

/**
 * The links emails carry to a clinic's site (`clinicLink`): on the main site, `/clinic/<id>/<path>` goes on to
 * that page of the clinic's site as it is today, so a link survives the clinic renaming its sub-domain or
 * changing its domain; a clinic with no site is the main site's page. Temporary redirects, never stored.
 */
export function clinicLinkRoutes(services: Services): Router {
  const router = Router();
  router.get(CLINIC_LINK_PATH, async (req, res, next) => {
    const vendorId = Number(req.params.vendorId);
    if (req.site.kind !== 'main' || !Number.isSafeInteger(vendorId) || vendorId <= 0) return next();
    const rest = ([] as string[]).concat((req.params as { rest?: string | string[] }).rest ?? []).map(encodeURIComponent).join('/');
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    if (zOf(req.originalUrl) !== null) keepLinkPrivate(res);
    else res.set('Cache-Control', 'no-store');
    const host = await services.clinicHomes.siteHostOf(vendorId);
    const path = `/${rest}${query}`;
    res.redirect(302, host ? `${originOn(host, requestOrigin(req))}${path}` : path);
  });
  return router;
}
