import type { Request, RequestHandler } from 'express';
import { onForeignSite, type ClinicHomes } from '../../domain/accounts/clinic-home.ts';
import { logOut } from '../routes/accounts.shared.ts';
import { requestOrigin } from '../request-origin.ts';

/** A page a browser opens (not a call, an asset or a logout, which ends this site's session as it is). */
function opensPage(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/api/') && req.path !== '/graphql'
    && req.path !== '/app/logout' && !!req.accepts('html');
}

/**
 * Mount after the viewer is loaded: a clinic login is signed in on its own clinic's site and on the main
 * site only. On another clinic's site (a session begun there before sign-in sent logins home, or a token) it
 * is nobody: a page it opens ends that site's session and goes to the same page of its own site, signed in
 * there once by a one-time code; a call is answered as to a visitor. It never sees its own clinic's data
 * under another clinic's brand.
 */
export function clinicSiteGuard(homes: ClinicHomes): RequestHandler {
  return (req, res, next) => {
    const viewer = req.viewer;
    if (!onForeignSite(viewer, req.site?.kind === 'vendor' ? req.site.vendorId : null)) return next();
    req.viewer = null;
    if (req.bearer || !opensPage(req)) return next();
    const target = req.path === '/app' || req.path.startsWith('/app/') ? req.originalUrl : '/app';
    homes.handoffUrl(viewer, requestOrigin(req), target)
      .then(async (url) => {
        await logOut(req, res);
        res.redirect(303, url);
      })
      .catch(next);
  };
}
