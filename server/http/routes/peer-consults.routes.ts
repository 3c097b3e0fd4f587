import { Router, type Request, type Response } from 'express';
import { createElement } from 'react';
import type { Services } from '../../services.ts';
import { renderPage } from '../../render/render-page.ts';
import { isAppError } from '../../errors.ts';
import { PEER_CONSULT_MESSAGES, PEER_CONSULTS_PATH } from '../../../contracts/peer-consult-words.ts';
import { PeerConsultListPage } from '../../../views/pages/peer-consults/peer-consult-list-page.tsx';
import { PeerConsultFormPage } from '../../../views/pages/peer-consults/peer-consult-form-page.tsx';
import { PeerConsultDetailPage } from '../../../views/pages/peer-consults/peer-consult-detail-page.tsx';
import { translate } from '../../i18n/server-intl.ts';

const idOf = (raw: unknown) => (/^\d{1,15}$/.test(String(raw)) ? Number(raw) : 0);

/** The line an action leaves on the consult's page (`?done=`). */
const DONE: Record<string, string> = {
  answered: PEER_CONSULT_MESSAGES.answered, shared: PEER_CONSULT_MESSAGES.shared, canceled: PEER_CONSULT_MESSAGES.canceled,
};

/**
 * The Peer-to-Peer Consult on the requesting clinic's side (`/app/peer-consults`): its patients and consults, the
 * order form for one patient (the `peer-consult-form` island posts `POST /api/peer-consults`, then pays at
 * `/checkout?orderId=`), one consult's page with the answer to the specialist's question, the report and the
 * share into the pet's record, and its cancel (for a full refund) until a specialist starts it. Each route parses, calls one service and renders or redirects; the services decide.
 */
export function peerConsultRoutes(services: Services): Router {
  const router = Router({ strict: true });

  router.get(PEER_CONSULTS_PATH, async (req, res) => {
    const view = await services.peerConsults.list(req.viewer ?? null);
    await renderPage(req, res, createElement(PeerConsultListPage, { view }), { title: translate(req.locale, 'dash.title.peerConsults'), noindex: true });
  });

  router.get(`${PEER_CONSULTS_PATH}/new/:petId`, async (req, res) => {
    const view = await services.peerConsults.form(req.viewer ?? null, idOf(req.params.petId), new Date());
    await renderPage(req, res, createElement(PeerConsultFormPage, { view }), { title: translate(req.locale, 'dash.title.orderPeerConsult'), noindex: true });
  });

  router.post('/api/peer-consults', async (req, res) => {
    res.status(201).json(await services.peerConsults.store(req.viewer ?? null, req.body ?? {}, new Date()));
  });

  async function detailPage(req: Request, res: Response, error: { message: string; status: number; fields?: Record<string, string> } | null = null) {
    const view = await services.peerConsults.detail(req.viewer ?? null, idOf(req.params.orderId));
    const done = typeof req.query.done === 'string' ? DONE[req.query.done] ?? null : null;
    await renderPage(req, res, createElement(PeerConsultDetailPage, {
      view, notice: error ? { kind: 'error', text: error.message } : done ? { kind: 'success', text: done } : null, errors: error?.fields ?? {},
    }), { title: translate(req.locale, 'p2p.title', { id: String(view.consult.id) }), noindex: true, status: error?.status });
  }

  router.get(`${PEER_CONSULTS_PATH}/:orderId`, (req, res) => detailPage(req, res));

  /** A plain form's action: done, back to the consult with its line; refused (bad input, wrong status), the consult with why. */
  function formAction(path: string, done: string, act: (req: Request) => Promise<void>) {
    router.post(path, async (req, res) => {
      try {
        await act(req);
      } catch (err) {
        if (isAppError(err) && err.status < 500 && ![401, 403, 404].includes(err.status) && req.viewer?.kind === 'vendor') {
          return detailPage(req, res, { message: err.message, status: err.status, fields: (err as { fields?: Record<string, string> }).fields });
        }
        throw err;
      }
      res.redirect(303, `${PEER_CONSULTS_PATH}/${idOf(req.params.orderId)}?done=${done}`);
    });
  }

  formAction(`${PEER_CONSULTS_PATH}/:orderId/answer`, 'answered',
    (req) => services.fulfilment.answer(req.viewer ?? null, idOf(req.params.orderId), { text: req.body?.text ?? '' }, new Date()));
  formAction(`${PEER_CONSULTS_PATH}/:orderId/share`, 'shared', (req) => services.peerConsults.share(req.viewer ?? null, idOf(req.params.orderId)));
  formAction(`${PEER_CONSULTS_PATH}/:orderId/cancel`, 'canceled', (req) => services.peerConsults.cancel(req.viewer ?? null, idOf(req.params.orderId), new Date()));

  router.get(`${PEER_CONSULTS_PATH}/:orderId/report.pdf`, async (req, res) => {
    res.redirect(302, await services.fulfilment.requesterReportUrl(req.viewer ?? null, idOf(req.params.orderId)));
  });
  router.get(`${PEER_CONSULTS_PATH}/:orderId/files/:fileId`, async (req, res) => {
    res.redirect(302, await services.fulfilment.requesterFileUrl(req.viewer ?? null, idOf(req.params.orderId), idOf(req.params.fileId)));
  });

  return router;
}
