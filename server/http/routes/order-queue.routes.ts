import { Router, type Request, type Response } from 'express';
import { createElement } from 'react';
import type { Services } from '../../services.ts';
import { renderPage } from '../../render/render-page.ts';
import { isAppError } from '../../errors.ts';
import { FULFILMENT_MESSAGES } from '../../../contracts/order-fulfilment.ts';
import { pageQuery } from '../page-query.ts';
import { OrderQueuePage } from '../../../views/pages/orders/order-queue-page.tsx';
import { OrderDetailPage } from '../../../views/pages/orders/order-detail-page.tsx';
import { translate } from '../../i18n/server-intl.ts';

const idOf = (raw: unknown) => (/^\d{1,15}$/.test(String(raw)) ? Number(raw) : 0);

/** The line a clinic's action leaves on the detail page (`?done=`). */
const DONE: Record<string, string> = {
  assigned: FULFILMENT_MESSAGES.assigned, started: FULFILMENT_MESSAGES.started, asked: FULFILMENT_MESSAGES.asked, askedClinic: FULFILMENT_MESSAGES.askedClinic, delivered: FULFILMENT_MESSAGES.delivered,
};

/**
 * The clinic's order queue (`/app/orders`, its detail and the vet's moves) and the owner's side of an order
 * (answering the vet's question, the report's PDF). Each route parses, calls `services.fulfilment`, and renders or
 * redirects; the service decides who may do what.
 */
export function orderQueueRoutes(services: Services): Router {
  const router = Router({ strict: true });

  // The whole queue: the table narrows it by product, status and assignee (in the browser, or here from the address).
  router.get('/app/orders', async (req, res) => {
    const view = await services.fulfilment.queue(req.viewer ?? null, new Date());
    const everyone = req.viewer?.kind === 'vendor' && req.viewer.subrole === 'root_admin';
    await renderPage(req, res, createElement(OrderQueuePage, { view, everyone, query: pageQuery(req.query) }), { title: translate(req.locale, 'dash.title.orders'), noindex: true });
  });

  async function detailPage(req: Request, res: Response, error: { message: string; status: number; fields?: Record<string, string> } | null = null) {
    const view = await services.fulfilment.detail(req.viewer ?? null, idOf(req.params.orderId), new Date());
    const done = typeof req.query.done === 'string' ? DONE[req.query.done] ?? null : null;
    await renderPage(req, res, createElement(OrderDetailPage, { view, notice: error ? { kind: 'error', text: error.message } : done ? { kind: 'success', text: done } : null, errors: error?.fields ?? {} }), {
      title: translate(req.locale, 'clinicOrder.title', { id: String(view.order.id) }), noindex: true, status: error?.status,
    });
  }

  router.get('/app/orders/:orderId', (req, res) => detailPage(req, res));

  /** A plain form's move: done, back to the detail with its line; refused (bad input, wrong status), the detail with why. */
  function formMove(path: string, done: string, act: (req: Request) => Promise<string | void>) {
    router.post(path, async (req, res) => {
      let line: string;
      try {
        line = (await act(req)) || done;
      } catch (err) {
        if (isAppError(err) && err.status < 500 && err.status !== 404 && err.status !== 401 && req.viewer?.kind === 'vendor') {
          const fields = (err as { fields?: Record<string, string> }).fields;
          return detailPage(req, res, { message: err.message, status: err.status, fields });
        }
        throw err;
      }
      res.redirect(303, `/app/orders/${idOf(req.params.orderId)}?done=${line}`);
    });
  }

  formMove('/app/orders/:orderId/assign', 'assigned', (req) => services.fulfilment.assign(req.viewer ?? null, idOf(req.params.orderId), { loginId: req.body?.loginId }));
  formMove('/app/orders/:orderId/start', 'started', (req) => services.fulfilment.start(req.viewer ?? null, idOf(req.params.orderId), new Date()));
  // A peer consult's question goes to the clinic that ordered it, not to an owner.
  formMove('/app/orders/:orderId/question', 'asked', async (req) =>
    (await services.fulfilment.ask(req.viewer ?? null, idOf(req.params.orderId), { text: req.body?.text ?? '' }, new Date())) === 'clinic' ? 'askedClinic' : 'asked');

  // The report island sends the four sections as JSON: 200 once delivered, else the refusal with its field.
  router.post('/api/orders/:orderId/report', async (req, res) => {
    await services.fulfilment.deliver(req.viewer ?? null, idOf(req.params.orderId), req.body ?? {}, new Date());
    res.json({ ok: true });
  });

  router.get('/app/orders/:orderId/report.pdf', async (req, res) => {
    res.redirect(302, await services.fulfilment.reportUrl(req.viewer ?? null, idOf(req.params.orderId)));
  });
  router.get('/app/orders/:orderId/files/:fileId', async (req, res) => {
    res.redirect(302, await services.fulfilment.fileUrl(req.viewer ?? null, idOf(req.params.orderId), idOf(req.params.fileId)));
  });

  // The owner's side: the report (the answer to the vet's question is posted from My Orders: orders.routes.ts).
  router.get('/app/my-orders/:orderId/report.pdf', async (req, res) => {
    res.redirect(302, await services.fulfilment.reportUrl(req.viewer ?? null, idOf(req.params.orderId)));
  });

  return router;
}
