import { Router, type Request, type Response } from 'express';
import { createElement } from 'react';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import { renderPage } from '../../render/render-page.ts';
import { CO_OWNER_MESSAGES } from '../../../contracts/co-owners.ts';
import type { Viewer } from '../../domain/accounts/viewer.ts';
import { SharingPage, type SharingView } from '../../../views/pages/sharing/sharing-page.tsx';
import { AcceptInvitationPage } from '../../../views/pages/sharing/accept-invitation-page.tsx';
import { translate } from '../../i18n/server-intl.ts';

const NOT_FOUND = 'Oops! Sorry page not found';
const idOf = (value: unknown): number | null => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : null);
/** The notices after a change, by the `done` of the redirect; their English is CO_OWNER_MESSAGES's. */
const NOTICES = { level: 'sharing.notice.level', revoke: 'sharing.notice.revoke', leave: 'sharing.notice.leave' } as const;

/**
 * Sharing (owners): the page of co-owners with its plain form posts (invite; change a level or revoke; a co-owner's
 * leaving a share given to them), and the
 * invitation link's page and its Accept. Who may do what is the co-owner service's to decide.
 */
export function sharingRoutes({ services }: Pick<AppDeps, 'services'>): Router {
  const router = Router();

  async function view(viewer: Viewer | null, extra: Partial<SharingView>): Promise<SharingView> {
    const now = new Date();
    const [pets, shares, sharedWithMe] = await Promise.all([
      services.pets.list(viewer), services.coOwners.list(viewer, now), services.coOwners.sharedWithMe(viewer),
    ]);
    return { pets: pets.filter((p) => p.sharedBy === null), shares, sharedWithMe, notice: null, ...extra };
  }

  const page = (req: Request, res: Response, v: SharingView, status = 200) =>
    renderPage(req, res, createElement(SharingPage, { view: v }), { title: translate(req.locale, 'dash.title.sharing'), noindex: true, status });

  router.get('/app/sharing', async (req, res) => {
    const invited = typeof req.query.invited === 'string' ? req.query.invited : null;
    const done = typeof req.query.done === 'string' && Object.hasOwn(NOTICES, req.query.done)
      ? translate(req.locale, NOTICES[req.query.done as keyof typeof NOTICES]) : null;
    await page(req, res, await view(req.viewer ?? null, { notice: invited ? translate(req.locale, 'sharing.notice.invited', { email: invited }) : done }));
  });

  router.post('/app/sharing', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const sent = { email: String(body.email ?? ''), pet: String(body.pet ?? ''), level: String(body.level ?? '') };
    try {
      const share = await services.coOwners.invite(req.viewer ?? null, sent, new Date(), req.locale);
      res.redirect(303, `/app/sharing?invited=${encodeURIComponent(share.email)}`);
    } catch (err) {
      if (!(err instanceof AppError) || !['BAD_USER_INPUT', 'CONFLICT'].includes(err.code)) throw err;
      const errors = err.fields && Object.keys(err.fields).length ? err.fields : { form: err.message };
      await page(req, res, await view(req.viewer ?? null, { sent, errors }), err.status);
    }
  });

  router.get('/app/sharing/accept', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    try {
      const invitation = await services.coOwners.invitation(req.viewer ?? null, token, new Date());
      await renderPage(req, res, createElement(AcceptInvitationPage, { token, invitation, error: null }), { title: translate(req.locale, 'sharing.accept.title'), noindex: true });
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
      await renderPage(req, res, createElement(AcceptInvitationPage, { token: '', invitation: null, error: err.message }), {
        title: translate(req.locale, 'sharing.accept.title'), noindex: true, status: 410,
      });
    }
  });

  router.post('/app/sharing/accept', async (req, res) => {
    const token = (req.body as Record<string, unknown> | undefined)?.token;
    try {
      await services.coOwners.accept(req.viewer ?? null, token, new Date());
      res.redirect(303, '/app/my-pets?shared=1');
    } catch (err) {
      if (!(err instanceof AppError) || !['NOT_FOUND', 'FORBIDDEN'].includes(err.code) || !req.viewer) throw err;
      await renderPage(req, res, createElement(AcceptInvitationPage, { token: '', invitation: null, error: err.message }), {
        title: translate(req.locale, 'sharing.accept.title'), noindex: true, status: err.status === 404 ? 410 : err.status,
      });
    }
  });

  router.post('/app/sharing/:shareId', async (req, res, next) => {
    const id = idOf(req.params.shareId);
    if (id === null) return next(new NotFoundError(NOT_FOUND));
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.action === 'revoke') await services.coOwners.revoke(req.viewer ?? null, id, new Date());
    else if (body.action === 'leave') await services.coOwners.leave(req.viewer ?? null, id, new Date(), req.locale);
    else if (body.action === 'level') await services.coOwners.setLevel(req.viewer ?? null, id, { level: body.level });
    else throw new ValidationError(CO_OWNER_MESSAGES.level);
    res.redirect(303, `/app/sharing?done=${String(body.action)}`);
  });

  return router;
}
