import { Router, type NextFunction, type Request, type Response } from 'express';
import { createElement } from 'react';
import type { Viewer } from '../../domain/accounts/viewer.ts';
import { NotFoundError } from '../../errors.ts';
import { renderPage } from '../../render/render-page.ts';
import { AppPlaceholderPage } from '../../../views/pages/accounts/app-placeholder.tsx';
import { logOut } from './accounts.shared.ts';
import { safeRedirect } from '../../../contracts/account-rules.ts';

const NOT_FOUND = 'Oops! Sorry page not found';

/** Who may open a page of the signed-in area; anyone else gets the 404 page, as if it did not exist. */
type Access = (viewer: Viewer) => boolean;
const owner: Access = (v) => v.kind === 'user';

/** The placeholder pages of each role until their areas land (appointments, listings and pets have their own routes). */
const PAGES: Array<{ path: string; title: string; access: Access }> = [
  { path: '/app/medical-records', title: 'Medical Records', access: owner },
];

function allow(access: Access) {
  return (req: Request, _res: Response, next: NextFunction) => (access(req.viewer!) ? next() : next(new NotFoundError(NOT_FOUND)));
}

/**
 * The signed-in shell: /app sends each role to its home, /app/logout, and the placeholder pages. Who may
 * open which page is the page registry's (middleware/page-access.ts). Unknown /app paths fall through to
 * the 404 page.
 */
export function appShellRoutes(): Router {
  const router = Router();

  router.get('/404', (_req, _res, next) => next(new NotFoundError(NOT_FOUND)));

  // `next` lets a page that needs the other kind of account log out and go straight to the right login.
  router.get('/app/logout', async (req, res) => {
    await logOut(req, res);
    res.redirect(303, safeRedirect(req.query.next, '/'));
  });

  router.get('/app', (req, res) => {
    res.redirect(302, req.viewer!.kind === 'user' ? '/app/my-appointments' : '/app/appointments');
  });

  for (const page of PAGES) {
    router.get(page.path, allow(page.access), async (req, res) => {
      await renderPage(req, res, createElement(AppPlaceholderPage, { title: page.title }), { title: page.title, noindex: true });
    });
  }

  return router;
}
