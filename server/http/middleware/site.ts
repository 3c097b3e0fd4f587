import type { RequestHandler } from 'express';
import { createElement } from 'react';
import type { Site, SiteResolver } from '../../domain/websites/site-service.ts';
import type { Viewer } from '../../domain/accounts/viewer.ts';
import type { Config } from '../../config.ts';
import type { PageContextValue, SiteView, ViewerView } from '../../../views/page-context.tsx';
import { renderPage } from '../../render/render-page.ts';
import { SiteNotFoundPage } from '../../../views/pages/errors/site-not-found.tsx';

declare module 'express-serve-static-core' {
  interface Request {
    site: Site;
  }
}

function siteView(site: Site): SiteView {
  return site.kind === 'main' ? site : { kind: 'vendor', vendorId: site.vendorId, name: site.name, logo: site.logo };
}

export function viewerView(viewer: Viewer | null | undefined): ViewerView | null {
  if (!viewer) return null;
  return {
    kind: viewer.kind,
    id: viewer.id,
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    email: viewer.email,
    pic: viewer.pic,
    vendorId: viewer.kind === 'vendor' ? viewer.vendorId : null,
    subrole: viewer.kind === 'vendor' ? viewer.subrole : null,
  };
}

/** Resolves the Host once per request; an unknown host gets the 'Site not found' page with status 404. */
export function siteMiddleware(resolver: SiteResolver): RequestHandler {
  return async (req, res, next) => {
    try {
      const site = await resolver.resolve(req.get('host'));
      if (site) {
        req.site = site;
        return next();
      }
      req.site = { kind: 'main' };
      res.locals.pageContext = { site: { kind: 'main' }, viewer: null, path: req.path, publicUrl: '', mainDomain: '', features: { pets: false } };
      if (!req.accepts('html') || req.path.startsWith('/api/') || req.path === '/graphql') {
        return res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Site not found' } });
      }
      await renderPage(req, res, createElement(SiteNotFoundPage), { title: 'Site not found', status: 404, noindex: true });
    } catch (err) {
      next(err);
    }
  };
}

/** The plain data every view may read: site, viewer, path, public URLs and feature switches. */
export function pageContextMiddleware(config: Pick<Config, 'publicUrl' | 'mainDomain' | 'features'>): RequestHandler {
  return (req, res, next) => {
    const publicUrl = req.site.kind === 'main' ? config.publicUrl : `${req.protocol}://${req.get('host')}`;
    res.locals.pageContext = {
      site: siteView(req.site),
      viewer: viewerView(req.viewer),
      path: req.path,
      publicUrl,
      mainDomain: config.mainDomain,
      features: { ...config.features },
    } satisfies PageContextValue;
    next();
  };
}
