import type { Request, RequestHandler } from 'express';
import { createElement } from 'react';
import { loginUrl } from '../../../contracts/session.ts';
import { NotFoundError } from '../../errors.ts';
import { renderPage } from '../../render/render-page.ts';
import { loginKindFor, mayOpen, pageRouteFor } from '../page-registry.ts';
import { sendsSessionCookie } from './session.ts';
import { SwitchAccountPage } from '../../../views/pages/accounts/switch-account-page.tsx';
import { translate } from '../../i18n/server-intl.ts';

const NOT_FOUND = 'Oops! Sorry page not found';

/** The browser still holds a session cookie that no longer signs anyone in: the session expired or was ended. */
function hadSession(req: Request): boolean {
  return !req.viewer && sendsSessionCookie(req);
}

/** Where login should return: the page's canonical path when the request differed only by a trailing slash. */
function comeBackTo(req: Request, pattern: string): string {
  if (/[:*]/.test(pattern) || req.path === pattern) return req.originalUrl;
  const query = req.originalUrl.indexOf('?');
  return query === -1 ? pattern : `${pattern}${req.originalUrl.slice(query)}`;
}

/**
 * Enforces the page registry for every page, in one place:
 * - an anonymous visitor of a signed-in page goes to the right login with the way back (and a line saying the
 *   session ended when the browser still held one);
 * - a signed-in person opening a dashboard page of the other kind of account gets the same 404 as an unknown page;
 * - outside the dashboard (an owner's order form) they get a page that explains which account is needed and
 *   offers to switch, never a redirect back to a login that would send them straight back.
 * Pages not in the registry pass (unknown paths end at the 404 handler).
 */
export function pageAccess(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const route = pageRouteFor(req.path);
    // The console's pages answer for themselves, by the console's own session (ops.routes.ts).
    if (!route || route.access === 'operator' || mayOpen(route.access, req.viewer)) return next();
    if (!req.viewer) return res.redirect(302, loginUrl(loginKindFor(route.access), comeBackTo(req, route.path), hadSession(req)));
    if (req.path === '/app' || req.path.startsWith('/app/')) return next(new NotFoundError(NOT_FOUND));
    renderPage(req, res, createElement(SwitchAccountPage, { need: loginKindFor(route.access), continuePath: req.originalUrl }), {
      title: translate(req.locale, 'accountMsg.switch.title'), noindex: true, status: 403,
    }).catch(next);
  };
}
