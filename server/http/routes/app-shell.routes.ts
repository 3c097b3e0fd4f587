import { Router, type NextFunction, type Request, type Response } from 'express';
import { createElement } from 'react';
import type { Viewer } from '../../domain/accounts/viewer.ts';
import { NotFoundError } from '../../errors.ts';
import { renderPage } from '../../render/render-page.ts';
import { AppPlaceholderPage, type SettingsTab } from '../../../views/pages/accounts/app-placeholder.tsx';
import { logOut } from './accounts.shared.ts';
import { safeRedirect } from '../../../contracts/account-rules.ts';

const NOT_FOUND = 'Oops! Sorry page not found';

/** Who may open a page of the signed-in area; anyone else gets the 404 page, as if it did not exist. */
type Access = (viewer: Viewer) => boolean;
const owner: Access = (v) => v.kind === 'user';
const vendor: Access = (v) => v.kind === 'vendor';
const rootAdmin: Access = (v) => v.kind === 'vendor' && v.subrole === 'root_admin';

/** The placeholder pages of each role until their areas land (appointments, listings and pets have their own routes). */
const PAGES: Array<{ path: string; title: string; access: Access }> = [
  { path: '/app/medical-records', title: 'Medical Records', access: owner },
  { path: '/app/my-profile', title: 'My Profile', access: owner },
  { path: '/app/users', title: 'Users', access: rootAdmin },
];

const SETTINGS_TABS: Array<SettingsTab & { access: Access }> = [
  { href: '/app/settings/site', label: 'Website', access: rootAdmin },
  { href: '/app/settings/domains', label: 'Domains', access: rootAdmin },
  { href: '/app/settings/users', label: 'Team', access: rootAdmin },
  { href: '/app/settings/profile', label: 'My Profile', access: vendor },
];

function allow(access: Access) {
  return (req: Request, _res: Response, next: NextFunction) => (access(req.viewer!) ? next() : next(new NotFoundError(NOT_FOUND)));
}

/**
 * The signed-in shell: /app sends each role to its home; the placeholder pages and the settings tabs.
 * Who may open which page is the page registry's (middleware/page-access.ts); the checks here repeat it
 * for the tabs a sub-user may not see. Unknown /app paths fall through to the 404 page.
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

  router.get(['/app/settings', '/app/settings/*tab'], allow(vendor), async (req, res, next) => {
    const tabs = SETTINGS_TABS.filter((t) => t.access(req.viewer!));
    const requested = SETTINGS_TABS.find((t) => t.href === req.path.replace(/\/$/, ''));
    if (requested && !requested.access(req.viewer!)) return next(new NotFoundError(NOT_FOUND));
    const current = requested ?? tabs[0]; // an unmatched path selects the first tab
    await renderPage(req, res, createElement(AppPlaceholderPage, {
      title: 'Settings', tabs: tabs.map(({ href, label }) => ({ href, label })), currentTab: current.href,
    }), { title: `Settings: ${current.label}`, noindex: true });
  });

  router.get(['/app/reports', '/app/reports/*rest'], allow(rootAdmin), async (req, res) => {
    await renderPage(req, res, createElement(AppPlaceholderPage, { title: 'Appointments Report' }), { title: 'Reports', noindex: true });
  });

  return router;
}
