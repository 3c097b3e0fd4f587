import { Router, type Request, type Response } from 'express';
import { createElement } from 'react';
import type { Services } from '../../services.ts';
import { renderPage } from '../../render/render-page.ts';
import { ORDER_PRODUCTS, type OrderProduct } from '../../domain/orders/order-products.ts';
import { requireUser } from '../../domain/accounts/viewer.ts';
import { OrderPage } from '../../../views/pages/orders/order-page.tsx';
import { MyOrdersPage } from '../../../views/pages/orders/my-orders-page.tsx';
import { isAppError } from '../../errors.ts';
import { ORDER_CANCEL_MESSAGES } from '../../../contracts/refund-policy.ts';
import { FULFILMENT_MESSAGES } from '../../../contracts/order-words.ts';
import { refuse } from './payment-answer.ts';
import { parseOrder } from './orders.payment.ts';
import { translate } from '../../i18n/server-intl.ts';

/**
 * The order forms: `POST /api/orders` stores an order (paid later at /checkout, through
 * POST /api/payment with `paymentType: 100`: payments.routes.ts), and the two order pages
 * for signed-in owners.
 */
export function ordersRoutes(services: Services): Router {
  const router = Router({ strict: true });

  // Store first: the order waits as 'new' until /checkout pays it.
  router.post('/api/orders', async (req: Request, res: Response) => {
    try {
      const { orderId } = await services.orders.store(req.viewer ?? null, parseOrder(req.body), req.site.kind === 'vendor' ? req.site.vendorId : null);
      res.status(201).json({ orderId });
    } catch (err) {
      refuse(res, err);
    }
  });

  /** My Orders, with the cancel being confirmed (`?cancel=`) or the line a cancel left (`?canceled=`, or a refusal). */
  async function myOrdersPage(req: Request, res: Response, error: { message: string; status: number } | null = null) {
    const view = await services.myOrders.list(req.viewer ?? null, new Date(), req.locale);
    const id = (name: string) => (typeof req.query[name] === 'string' && /^\d{1,15}$/.test(req.query[name]) ? Number(req.query[name]) : null);
    const canceled = id('canceled');
    const answered = id('answered');
    const notice = error ? { kind: 'error' as const, text: error.message }
      : canceled && view.orders.some((o) => o.id === canceled && o.status === 'canceled') ? { kind: 'success' as const, text: ORDER_CANCEL_MESSAGES.canceled }
        : answered && view.orders.some((o) => o.id === answered) ? { kind: 'success' as const, text: FULFILMENT_MESSAGES.answered } : null;
    await renderPage(req, res, createElement(MyOrdersPage, { view, confirming: error ? null : id('cancel'), notice }), {
      title: translate(req.locale, 'dash.title.myOrders'), noindex: true, status: error?.status,
    });
  }

  router.get('/app/my-orders', (req, res) => myOrdersPage(req, res));

  // The no-JavaScript cancel: Yes posts here; a refusal (already canceled, its days passed, used) shows on the page with its status.
  router.post('/app/my-orders/:orderId/cancel', async (req, res) => {
    const orderId = /^\d{1,15}$/.test(String(req.params.orderId)) ? Number(req.params.orderId) : 0;
    try {
      await services.myOrders.cancel(req.viewer ?? null, orderId, new Date());
    } catch (err) {
      if (isAppError(err) && err.status !== 404 && err.status < 500 && req.viewer?.kind === 'user') return myOrdersPage(req, res, { message: err.message, status: err.status });
      throw err;
    }
    res.redirect(303, `/app/my-orders?canceled=${orderId}`);
  });

  // The answer to the vet's question (a plain form; API clients may send JSON with `files`, their own uploads).
  // A refusal (empty, too long, nothing asked) shows on My Orders with its status.
  router.post('/app/my-orders/:orderId/answer', async (req, res) => {
    const orderId = /^\d{1,15}$/.test(String(req.params.orderId)) ? Number(req.params.orderId) : 0;
    const input = { text: req.body?.text ?? '', files: Array.isArray(req.body?.files) ? req.body.files : [] };
    try {
      await services.fulfilment.answer(req.viewer ?? null, orderId, input, new Date());
    } catch (err) {
      if (isAppError(err) && err.status !== 404 && err.status < 500 && req.viewer?.kind === 'user' && !req.is('application/json')) {
        return myOrdersPage(req, res, { message: err.message, status: err.status });
      }
      throw err;
    }
    if (req.is('application/json')) return void res.json({ ok: true });
    res.redirect(303, `/app/my-orders?answered=${orderId}`);
  });

  for (const product of Object.values(ORDER_PRODUCTS)) {
    const path = `/${product.slug}/order`;
    router.get(`${path}/`, (_req, res) => res.redirect(301, path));
    router.get(path, async (req, res) => {
      const viewer = requireUser(req.viewer); // the page registry already sent anyone else to log in or to switch accounts
      const pets = product.slug === 'second-medical-opinion' ? (await services.pets.list(viewer)).filter((p) => p.sharedBy === null).map(({ id, name }) => ({ id, name })) : [];
      await renderPage(req, res, createElement(OrderPage, { product: toView(product), pets }), {
        title: translate(req.locale, 'orderPage.title', { product: translate(req.locale, `orders.product.${product.code}`) }), canonicalPath: path, noindex: true,
      });
    });
  }

  return router;
}

function toView(p: OrderProduct) {
  return { code: p.code, slug: p.slug, label: p.label, priceLabel: p.priceLabel, priceCents: p.priceCents };
}
