import type { RequestHandler, Router } from 'express';
import { consultationRedirect } from '../middleware/consultation-redirect.ts';
import { pageAccess } from '../middleware/page-access.ts';
import type { AppDeps } from '../../app-deps.ts';
import { pagesRoutes } from './pages.routes.ts';
import { healthRoutes } from './health.routes.ts';
import { metricsRoutes } from './metrics.routes.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { appShellRoutes } from './app-shell.routes.ts';
import { accountPagesRoutes } from './account-pages.routes.ts';
import { canonicalPathRedirect, publicSiteRoutes } from './public-site.routes.ts';
import { inquiriesRoutes } from './inquiries.routes.ts';
import { seoRoutes } from './seo.routes.ts';
import { listingsRoutes } from './listings.routes.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { ordersRoutes } from './orders.routes.ts';
import { orderQueueRoutes } from './order-queue.routes.ts';
import { peerConsultRoutes } from './peer-consults.routes.ts';
import { bookingsRoutes } from './bookings.routes.ts';
import { consultationRoutes } from './consultation.routes.ts';
import { clinicLinkRoutes } from './clinic-links.routes.ts';
import { emailVerificationRoutes } from './email-verification.routes.ts';
import { petsRoutes } from './pets.routes.ts';
import { appointmentsRoutes } from './appointments.routes.ts';
import { reportsRoutes } from './reports.routes.ts';
import { usersRoutes } from './users.routes.ts';
import { settingsRoutes } from './settings.routes.ts';
import { fileUploadRoutes } from './files.routes.ts';
import { healthRecordsRoutes } from './health-records.routes.ts';
import { recordsRequestsRoutes } from './records-requests.routes.ts';
import { waitlistRoutes } from './waitlist.routes.ts';
import { houseCallsRoutes } from './house-calls.routes.ts';
import { clinicsRoutes } from './clinics.routes.ts';
import { sharingRoutes } from './sharing.routes.ts';
import { noticesRoutes } from './notices.routes.ts';
import { calendarFeedRoutes } from './calendar-feed.routes.ts';
import { sheltersRoutes } from './shelters.routes.ts';
import { pushRoutes } from './push.routes.ts';
import { opsRoutes } from './ops.routes.ts';

/**
 * Middleware every request passes before the routing table, in this order: each answers (a
 * redirect, a login, a 404) or passes on; none is a route.
 */
export function pageMiddleware(): RequestHandler[] {
  return [
    // A page whose query carries z goes to the consultation link page, whoever may open the page itself.
    consultationRedirect,
    // Who may open which page (the page registry).
    pageAccess(),
    // A public page's other trailing-slash form goes to the canonical one.
    canonicalPathRedirect,
  ];
}

/**
 * What answers before the site, the sessions and the viewer: the probes (/healthz, /readyz) and /metrics, for the
 * platform and the scraper, never a person.
 */
export function operatorRoutes(deps: AppDeps): Router[] {
  return [healthRoutes(deps), metricsRoutes(deps)];
}

/**
 * The routing table: every product area's router, mounted after the middleware above and
 * before the 404 handler. No request is served by two of them (test/integration/routing-table.test.ts
 * checks every route against every other router), so their order carries no meaning. Add an area's
 * router here.
 */
export function areaRoutes(deps: AppDeps): Router[] {
  const { services } = deps;
  return [
    pagesRoutes(services), accountsRoutes(deps), accountPagesRoutes(deps), appShellRoutes(),
    publicSiteRoutes(services), inquiriesRoutes(services, deps.rateLimits), seoRoutes(), consultationRoutes(services, deps.rateLimits), clinicLinkRoutes(services),
    listingsRoutes(services), petsRoutes(deps), bookingsRoutes(deps), appointmentsRoutes(deps),
    ordersRoutes(services), orderQueueRoutes(services), peerConsultRoutes(services), paymentsRoutes(services, deps.rateLimits), fileUploadRoutes(services, deps.rateLimits),
    reportsRoutes(deps), usersRoutes(deps), settingsRoutes(deps), healthRecordsRoutes(deps), clinicsRoutes(deps), sharingRoutes(deps), noticesRoutes(services), emailVerificationRoutes(deps),
    recordsRequestsRoutes(deps), houseCallsRoutes(deps), calendarFeedRoutes(deps), sheltersRoutes(deps), pushRoutes(deps),
    waitlistRoutes(deps),
    opsRoutes(deps),
  ];
}
