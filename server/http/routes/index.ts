import type { RequestHandler, Router } from 'express';
import { pageAccess } from '../middleware/page-access.ts';
import type { AppDeps } from '../../app-deps.ts';
import { pagesRoutes } from './pages.routes.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { appShellRoutes } from './app-shell.routes.ts';
import { accountPagesRoutes } from './account-pages.routes.ts';
import { publicSiteRoutes } from './public-site.routes.ts';
import { inquiriesRoutes } from './inquiries.routes.ts';
import { seoRoutes } from './seo.routes.ts';
import { listingsRoutes } from './listings.routes.ts';
import { paymentAttemptLimit, paymentsRoutes } from './payments.routes.ts';
import { ordersRoutes } from './orders.routes.ts';
import { bookingsRoutes } from './bookings.routes.ts';
import { consultationRoutes } from './consultation.routes.ts';
import { petsRoutes } from './pets.routes.ts';
import { appointmentsRoutes } from './appointments.routes.ts';

/**
 * The routers of every product area, mounted after sessions, body parsing and
 * the page context, before the 404 handler. Add an area's router here.
 */
export function areaRoutes(deps: AppDeps): Array<Router | RequestHandler> {
  return [
    // First: any page whose query carries z is redirected to the consultation link page.
    consultationRoutes(deps.services),
    // Then who may open which page (the page registry), for every router below.
    pageAccess(),
    pagesRoutes(deps.services), accountsRoutes(deps), accountPagesRoutes(deps), appShellRoutes(),
    // Before publicSiteRoutes: the e-consultation and talk-to-a-vet order routes show the booking wizard.
    bookingsRoutes(deps),
    publicSiteRoutes(), inquiriesRoutes(deps.services), seoRoutes(),
    listingsRoutes(deps.services),
    petsRoutes(deps),
    // My Appointments lists and details; after bookingsRoutes, which owns /app/appointments/new.
    appointmentsRoutes(deps),
    // Every POST /api/payment is counted first; then ordersRoutes takes the service-order payloads (paymentType 100).
    paymentAttemptLimit(deps.rateLimits),
    ordersRoutes(deps.services),
    paymentsRoutes(deps.services),
  ];
}
