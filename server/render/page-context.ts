import type { Request } from 'express';
import { publicConfig, type Config } from '../config.ts';
import type { Site } from '../tenancy/site-resolver.ts';
import type { Viewer } from '../domain/accounts/viewer.ts';
import type { PageContextValue, SiteView, ViewerView } from '../../views/page-context.tsx';
import { localeOf } from '../http/middleware/locale.ts';

/** The configuration a page context is built from. */
export type PageContextConfig = Pick<Config, 'publicUrl' | 'mainDomain' | 'features' | 'videoBaseUrl' | 'paypal' | 'mail'>;

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
    ...(viewer.kind === 'vendor' && viewer.clinicEmailPending ? { clinicEmailPending: true } : {}),
    ...(viewer.kind === 'vendor' && viewer.clinicStanding ? { clinicStanding: viewer.clinicStanding } : {}),
    ...(viewer.kind === 'user' && viewer.shelter ? { shelter: true } : {}),
  };
}

/**
 * What every view may know about this request: site, viewer, path, public URLs and feature switches.
 * Works at any point of the middleware chain (an error page rendered before the site or the
 * session ran gets the main site and no viewer), so an error page never lacks its context.
 */
export function buildPageContext(req: Request, config: PageContextConfig): PageContextValue {
  const site: Site = req.site ?? { kind: 'main' };
  const publicUrl = site.kind === 'main' ? config.publicUrl : `${req.protocol}://${req.get('host')}`;
  return {
    site: siteView(site),
    viewer: viewerView(req.viewer),
    path: req.path,
    query: req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '',
    locale: localeOf(req),
    publicUrl,
    mainDomain: config.mainDomain,
    features: { ...config.features },
    paypalClientId: publicConfig(config).paypalClientId,
    operatorEmail: config.mail.operatorEmail,
    formToken: null,
  };
}
