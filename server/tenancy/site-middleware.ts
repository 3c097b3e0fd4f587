import type { RequestHandler } from 'express';
import { createElement } from 'react';
import type { Site, SiteResolver } from './site-resolver.ts';
import { buildPageContext, type PageContextConfig } from '../render/page-context.ts';
import { renderPage } from '../render/render-page.ts';
import { ClinicClosedPage, SiteNotFoundPage } from '../../views/pages/errors/site-not-found.tsx';
import { CLINIC_CLOSURE } from '../../contracts/data-exports.ts';
import { originOn } from './host.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { localeOf } from '../http/middleware/locale.ts';
import { translate } from '../i18n/server-intl.ts';

declare module 'express-serve-static-core' {
  interface Request {
    site: Site;
  }
}

/** Resolves the Host once per request; an unknown host gets the 'Site not found' page with status 404. */
export function siteMiddleware(resolver: SiteResolver): RequestHandler {
  return async (req, res, next) => {
    try {
      const site = await resolver.resolve(req.get('host'));
      if (site?.kind === 'vendor' && site.closed) {
        // A closed clinic's site: a neutral notice on every address of it, pages and calls alike.
        req.site = { kind: 'main' };
        res.set('Cache-Control', 'no-store');
        if (!req.accepts('html') || req.path.startsWith('/api/') || req.path === '/graphql') {
          return res.status(410).json({ error: { code: 'GONE', message: CLINIC_CLOSURE.siteNotice } });
        }
        return await renderPage(req, res, createElement(ClinicClosedPage, { name: site.name }), { title: site.name, status: 410, noindex: true });
      }
      if (site) {
        req.site = site;
        return next();
      }
      // A sub-domain its clinic renamed away from leads to the clinic's address now, path and query kept, for 90 days.
      const moved = await resolver.movedTo(req.get('host'));
      if (moved) {
        res.set('Cache-Control', 'no-store');
        return res.redirect(req.method === 'GET' || req.method === 'HEAD' ? 302 : 307, `${originOn(moved, requestOrigin(req))}${req.originalUrl}`);
      }
      req.site = { kind: 'main' };
      if (!req.accepts('html') || req.path.startsWith('/api/') || req.path === '/graphql') {
        return res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Site not found' } });
      }
      await renderPage(req, res, createElement(SiteNotFoundPage), { title: translate(localeOf(req), 'pub.siteNotFound.heading'), status: 404, noindex: true });
    } catch (err) {
      next(err);
    }
  };
}

/** The plain data every view may read: site, viewer, path, public URLs and feature switches. */
export function pageContextMiddleware(config: PageContextConfig): RequestHandler {
  return (req, res, next) => {
    res.locals.pageContext = buildPageContext(req, config);
    next();
  };
}
