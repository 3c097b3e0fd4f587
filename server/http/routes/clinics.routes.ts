import { Router, type Request } from 'express';
import { createElement } from 'react';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../errors.ts';
import { renderPage } from '../../render/render-page.ts';
import { CLINIC_ACCESS_MESSAGES, type ClinicAnswer } from '../../../contracts/customers.ts';
import { MyClinicsPage } from '../../../views/pages/clinics/my-clinics-page.tsx';
import { translate } from '../../i18n/server-intl.ts';

const NOT_FOUND = 'Oops! Sorry page not found';
const idOf = (value: unknown): number | null => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : null);
const answerOf = (value: unknown): ClinicAnswer | null => (value === 'accept' || value === 'decline' ? value : null);

/**
 * My Clinics (owners): the page, with a request email's answer preselected (`?clinic=&answer=`), and the plain
 * form post of an answer, which comes back to the page with what changed (`?done=`). Who may answer what is the
 * consent service's to decide.
 */
export function clinicsRoutes({ services }: Pick<AppDeps, 'services'>): Router {
  const router = Router();

  router.get('/app/my-clinics', async (req: Request, res) => {
    const clinics = await services.clinicConsent.list(req.viewer ?? null);
    const clinic = clinics.find((c) => c.vendorId === idOf(req.query.clinic));
    const answer = answerOf(req.query.answer);
    const done = answerOf(req.query.done);
    await renderPage(req, res, createElement(MyClinicsPage, {
      view: {
        clinics,
        asked: clinic && answer && !done ? { clinic, answer } : null,
        notice: done ? CLINIC_ACCESS_MESSAGES[done === 'accept' ? 'accepted' : 'declined'] : null,
      },
    }), { title: translate(req.locale, 'dash.title.myClinics'), noindex: true });
  });

  router.post('/app/my-clinics/:vendorId', async (req, res, next) => {
    const vendorId = idOf(req.params.vendorId);
    if (vendorId === null) return next(new NotFoundError(NOT_FOUND));
    const answer = (req.body as Record<string, unknown> | undefined)?.answer;
    await services.clinicConsent.answer(req.viewer ?? null, vendorId, answer, new Date());
    res.redirect(303, `/app/my-clinics?done=${String(answer)}&clinic=${vendorId}`);
  });

  return router;
}
