import { Router } from 'express';
import { createElement } from 'react';
import type { Services } from '../../services.ts';
import { failureLimit, type RateLimitStore } from '../middleware/rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { renderPage } from '../../render/render-page.ts';
import { keepLinkPrivate, zOf } from '../middleware/consultation-redirect.ts';
import { translate } from '../../i18n/server-intl.ts';
import { ConsultationPage, InvalidLinkPage } from '../../../views/pages/consultation/consultation-page.tsx';

/**
 * The consultation link page, `/appointments?z=...`, on the main site and on
 * vendor sites (each in its own layout). The redirect of any other page whose
 * query carries z is middleware (consultation-redirect.ts), mounted before the table.
 */
export function consultationRoutes(services: Services, rateLimits: RateLimitStore): Router {
  const router = Router();
  const guesses = failureLimit(rateLimits, RATE_LIMITS.linkGuess);
  router.get('/appointments', async (req, res) => {
    keepLinkPrivate(res);
    await guesses.before(req);
    const site = req.site;
    const view = await services.consultations.page(zOf(req.originalUrl), site.kind === 'vendor' ? site.vendorId : null, new Date(), req.locale);
    if (!view) {
      await guesses.missed(req);
      await renderPage(req, res, createElement(InvalidLinkPage), { title: translate(req.locale, 'pub.consult.invalidTitle'), status: 404, noindex: true });
      return;
    }
    await renderPage(req, res, createElement(ConsultationPage, { view }), { title: translate(req.locale, `consultation.${view.type}`), noindex: true });
  });

  return router;
}
