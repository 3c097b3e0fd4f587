import { Router, type Request, type Response } from 'express';
import { createElement } from 'react';
import type { Services } from '../../services.ts';
import { renderPage } from '../../render/render-page.ts';
import { ORDER_PRODUCTS, type OrderProduct } from '../../domain/orders/order-products.ts';
import { requireUser } from '../../domain/accounts/viewer.ts';
import { OrderPage } from '../../../views/pages/orders/order-page.tsx';
import { fail, refuse } from './payment-answer.ts';
import { parseOrder } from './orders.payment.ts';

/**
 * The order forms: `POST /api/orders` stores an order (paid later at /checkout, through
 * POST /api/payment with `paymentType: 100`: payments.routes.ts), and the two order pages
 * for signed-in owners.
 */
export function ordersRoutes(services: Services): Router {
  const router = Router({ strict: true });

  // Store first: the order waits as 'new' until /checkout pays it.
  router.post('/api/orders', async (req: Request, res: Response) => {
    const parsed = parseOrder(req.body);
    if ('error' in parsed) return fail(res, 400, parsed.error, parsed.fields);
    try {
      const { orderId } = await services.orders.store(req.viewer ?? null, parsed.order);
      res.status(201).json({ orderId });
    } catch (err) {
      refuse(res, err);
    }
  });

  for (const product of Object.values(ORDER_PRODUCTS)) {
    const path = `/${product.slug}/order`;
    router.get(`${path}/`, (_req, res) => res.redirect(301, path));
    router.get(path, async (req, res) => {
      const viewer = requireUser(req.viewer); // the page registry already sent anyone else to log in or to switch accounts
      const pets = product.slug === 'second-medical-opinion' ? (await services.pets.list(viewer)).map(({ id, name }) => ({ id, name })) : [];
      await renderPage(req, res, createElement(OrderPage, { product: toView(product), pets }), {
        title: `Order: ${product.label}`, canonicalPath: path, noindex: true,
      });
    });
  }

  return router;
}

function toView(p: OrderProduct) {
  return { code: p.code, slug: p.slug, label: p.label, priceLabel: p.priceLabel, priceCents: p.priceCents };
}
