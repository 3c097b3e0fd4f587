import { Router } from 'express';
import { NotFoundError } from '../../errors.ts';
import { logOut } from './accounts.shared.ts';
import { safeRedirect } from '../../../contracts/account-rules.ts';

const NOT_FOUND = 'Oops! Sorry page not found';

/**
 * The signed-in shell: /app sends each role to its home, and /app/logout. Who may open which page is the
 * page registry's (middleware/page-access.ts). Unknown /app paths fall through to the 404 page.
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
    const viewer = req.viewer!;
    res.redirect(302, viewer.kind === 'user' ? (viewer.shelter ? '/app/shelter' : '/app/my-appointments') : '/app/appointments');
  });

  return router;
}
