import { Router, type Request, type Response } from 'express';
import { createElement } from 'react';
import type { AppDeps } from '../../app-deps.ts';
import { renderPage } from '../../render/render-page.ts';
import { isAppError, ValidationError } from '../../errors.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { HOUSE_VISIT_MESSAGES, houseVisitBookingSchema } from '../../../contracts/house-call-plan.ts';
import { requireUser } from '../../domain/accounts/viewer.ts';
import { HouseCallHoldersPage, HouseCallsPage } from '../../../views/pages/house-calls/house-calls-page.tsx';
import { translate } from '../../i18n/server-intl.ts';

const PAGE = '/app/house-calls';

/**
 * The house-call package's ledger: the owner's page (`/app/house-calls`, plain forms to book and cancel a visit)
 * and the practice's package holders (`/app/house-call-holders`, root admin).
 */
export function houseCallsRoutes({ services }: Pick<AppDeps, 'services'>): Router {
  const router = Router();

  async function page(req: Request, res: Response, refused: { message: string; status: number; errors: Record<string, string> } | null = null) {
    const plans = await services.houseCallPlans.list(req.viewer ?? null, new Date());
    const done = req.query.done === 'booked' ? HOUSE_VISIT_MESSAGES.booked : req.query.done === 'canceled' ? HOUSE_VISIT_MESSAGES.canceled : null;
    const notice = refused ? { kind: 'error' as const, text: refused.message } : done ? { kind: 'success' as const, text: done } : null;
    await renderPage(req, res, createElement(HouseCallsPage, { plans, notice, errors: refused?.errors }), { title: translate(req.locale, 'dash.title.houseCalls'), noindex: true, status: refused?.status });
  }

  /** A refusal the owner can act on is shown on the page with its status; anything else is the error handler's. */
  const refusedOn = (req: Request, res: Response, err: unknown) => {
    if (!isAppError(err) || err.status >= 500 || err.status === 401) throw err;
    return page(req, res, { message: err.message, status: err.status, errors: err instanceof ValidationError ? err.fields ?? {} : {} });
  };

  router.get(PAGE, (req, res) => page(req, res));

  router.post(`${PAGE}/visits`, async (req, res) => {
    const owner = requireUser(req.viewer);
    try {
      await services.houseCallPlans.book(owner, parseInput(houseVisitBookingSchema, req.body ?? {}), new Date());
    } catch (err) {
      return refusedOn(req, res, err);
    }
    res.redirect(303, `${PAGE}?done=booked`);
  });

  router.post(`${PAGE}/visits/:visitId/cancel`, async (req, res) => {
    const owner = requireUser(req.viewer);
    const visitId = /^\d{1,15}$/.test(String(req.params.visitId)) ? Number(req.params.visitId) : 0;
    try {
      await services.houseCallPlans.cancel(owner, visitId, new Date());
    } catch (err) {
      return refusedOn(req, res, err);
    }
    res.redirect(303, `${PAGE}?done=canceled`);
  });

  router.get('/app/house-call-holders', async (req, res) => {
    const holders = await services.houseCallPlans.holders(req.viewer ?? null, new Date());
    await renderPage(req, res, createElement(HouseCallHoldersPage, { holders }), { title: translate(req.locale, 'dash.title.houseCallPackages'), noindex: true });
  });

  return router;
}
