import { Router } from 'express';
import { createElement } from 'react';
import type { AppDeps } from '../../app-deps.ts';
import { renderPage } from '../../render/render-page.ts';
import { MyPetsPage } from '../../../views/pages/pets/my-pets-page.tsx';
import { CO_OWNER_MESSAGES } from '../../../contracts/co-owners.ts';
import { translate } from '../../i18n/server-intl.ts';

/**
 * My Pets for owners. Anonymous visits never reach here (the app shell sends
 * them to /404); a vendor, or any visit while the pets feature is off, falls
 * through to the 404 page as if the page did not exist.
 */
export function petsRoutes({ config, services }: Pick<AppDeps, 'config' | 'services'>): Router {
  const router = Router();

  router.get('/app/my-pets', async (req, res, next) => {
    if (!config.features.pets || req.viewer?.kind !== 'user') return next();
    const [pets, petTypes] = await Promise.all([services.pets.list(req.viewer), services.pets.types()]);
    await renderPage(req, res, createElement(MyPetsPage, { pets, petTypes, notice: req.query.shared === '1' ? CO_OWNER_MESSAGES.accepted : null }), { title: translate(req.locale, 'dash.title.myPets'), noindex: true });
  });

  return router;
}
