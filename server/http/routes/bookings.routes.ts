import { Router, type Request, type RequestHandler, type Response } from 'express';
import { createElement } from 'react';
import type { AppDeps } from '../../app-deps.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { NotFoundError } from '../../errors.ts';
import { renderPage } from '../../render/render-page.ts';
import { marketingPage, marketingPageIn } from '../../../views/pages/marketing/content/index.ts';
import { CheckoutPage, NewAppointmentPage, OrderBookingPage } from '../../../views/pages/bookings/booking-pages.tsx';
import { wizardViewer } from '../../../views/pages/bookings/wizard-viewer.ts';
import type { PageContextValue } from '../../../views/page-context.tsx';
import { checkoutProps } from './bookings.checkout.ts';
import { customerLookupSchema, discountCheckSchema, newCustomerSchema } from '../../../contracts/bookings.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { PRODUCT } from '../../../contracts/products.ts';
import { intlFor, translate } from '../../i18n/server-intl.ts';


/**
 * Each main-site order route that books through the wizard: its consultation type and, for the
 * e-Consultation, the product (the wizard lists the vets offering it, at their listings' price).
 */
const WIZARD_ORDERS = [
  { path: '/e-consultation/order', type: 'video' as const, product: { productId: PRODUCT.E_CONSULTATION } },
  { path: '/talk-to-a-vet/order', type: 'phone' as const, product: null },
];

const ctx = (res: Response) => res.locals.pageContext as PageContextValue;

/**
 * The booking wizard's pages (order routes, New Appointment, vendor home is in
 * pages.routes.ts), /checkout, and the wizard's JSON calls. Mounted before the
 * public-site router so the two wizard order routes are served here.
 */
export function bookingsRoutes({ services, rateLimits }: AppDeps): Router {
  const router = Router({ strict: true });

  router.post('/api/payment/check_discount', rateLimit(rateLimits, RATE_LIMITS.promo), async (req: Request, res: Response) => {
    const q = parseInput(discountCheckSchema, req.body ?? {});
    res.json(await services.discounts.check(req.viewer ?? null, { ...q, userId: q.userId ?? undefined, listingId: q.listingId ?? undefined }, new Date()));
  });

  router.post('/api/bookings/customer/register', rateLimit(rateLimits, RATE_LIMITS.customer), async (req: Request, res: Response) => {
    res.status(201).json(await services.customers.register(req.viewer ?? null, parseInput(newCustomerSchema, req.body ?? {})));
  });

  router.post('/api/bookings/customer', rateLimit(rateLimits, RATE_LIMITS.customer), async (req: Request, res: Response) => {
    const { email } = parseInput(customerLookupSchema, req.body ?? {});
    res.json(await services.customers.byEmail(req.viewer ?? null, email));
  });

  for (const order of WIZARD_ORDERS) {
    const english = marketingPage(order.path);
    if (!english) continue;
    router.get(order.path, async (req, res) => {
      const content = marketingPageIn(order.path, intlFor(req.locale)) ?? english;
      await renderPage(req, res, createElement(OrderBookingPage, {
        content,
        wizard: { heading: translate(req.locale, 'booking.heading.order'), listings: null, fixedType: order.type, product: order.product, viewer: wizardViewer(ctx(res).viewer),
          pets: ctx(res).features.pets },
      }), { title: content.title, description: content.description, canonicalPath: content.path });
    });
  }

  router.get('/checkout', async (req, res) => {
    const props = await checkoutProps(services, req.viewer ?? null, req.query as Record<string, unknown>, req.originalUrl, ctx(res).features.pets, req.locale);
    await renderPage(req, res, createElement(CheckoutPage, { checkout: props }), { title: translate(req.locale, 'checkout.title'), noindex: true });
  });

  return router;
}

/**
 * New Appointment, the booking wizard at /app/appointments/new: vendors book for a customer on the
 * listings they may book on; owners only on a vendor site (on the main site they use the order routes
 * and the vet list). Mounted by appointments.routes.ts, which owns the /app/appointments paths.
 */
export function newAppointmentPage({ services }: Pick<AppDeps, 'services'>): RequestHandler {
  return async (req, res, next) => {
    const viewer = req.viewer;
    if (!viewer) return next(new NotFoundError('Oops! Sorry page not found'));
    const listings = await services.listings.bookableFor(viewer, req.site.kind === 'vendor' ? req.site.vendorId : null);
    if (listings === null) return next(new NotFoundError('Oops! Sorry page not found'));
    // "Book for this customer": one of the clinic's own customers, as the clinic sees them; anyone else is not found.
    const customerId = typeof req.query.customer === 'string' && /^\d{1,15}$/.test(req.query.customer) ? Number(req.query.customer) : null;
    const customer = viewer.kind === 'vendor' && customerId !== null ? await services.customers.byId(viewer, customerId) : null;
    await renderPage(req, res, createElement(NewAppointmentPage, {
      wizard: { heading: translate(req.locale, 'booking.heading.appointment'), listings, fixedType: null, viewer: wizardViewer(ctx(res).viewer),
        pets: ctx(res).features.pets, customer },
    }), { title: translate(req.locale, 'dash.title.newAppointment'), noindex: true });
  };
}
