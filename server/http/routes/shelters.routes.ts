import { Router, type Request, type Response } from 'express';
import { createElement } from 'react';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { renderPage } from '../../render/render-page.ts';
import { keepLinkPrivate } from '../middleware/consultation-redirect.ts';
import { failureLimit } from '../middleware/rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { SHELTER_MESSAGES } from '../../../contracts/shelters.ts';
import { ShelterPage, type ShelterPageView } from '../../../views/pages/shelters/shelter-page.tsx';
import { AdoptedRecordPage } from '../../../views/pages/shelters/adopted-record-page.tsx';
import { translate } from '../../i18n/server-intl.ts';
import { AdoptionInvitePage } from '../../../views/pages/shelters/adoption-invite-page.tsx';

const NOT_FOUND = 'Oops! Sorry page not found';
const idOf = (value: unknown): number | null => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : null);
const NOTICES: Record<string, string> = { invited: SHELTER_MESSAGES.invited, canceled: SHELTER_MESSAGES.canceled };
/** A refusal the form shows beside itself (bad input, a conflict); anything else goes to the error page. */
const formRefusal = (err: unknown): err is AppError => err instanceof AppError && (err.status === 400 || err.status === 409);

/**
 * The shelter partners' area and the adoption invite. Routes parse, call one service and render; who may do what
 * is the shelters services' to decide (a non-shelter gets 404 for the pages, 403 for the posts).
 */
export function sheltersRoutes({ services, rateLimits }: Pick<AppDeps, 'services' | 'rateLimits'>): Router {
  const router = Router();
  const guesses = failureLimit(rateLimits, RATE_LIMITS.linkGuess);

  async function renderShelter(req: Request, res: Response, extra: Partial<ShelterPageView> = {}, status = 200) {
    const overview = await services.shelters.overview(req.viewer ?? null, new Date());
    const notice = NOTICES[String(req.query.notice ?? '')] ?? (typeof extra.notice === 'string' ? extra.notice : null);
    await renderPage(req, res, createElement(ShelterPage, { view: { overview, notice, error: extra.error ?? null } }), {
      title: overview.name, noindex: true, status,
    });
  }

  router.get('/app/shelter', async (req, res, next) => {
    if (!(await services.shelters.isShelter(req.viewer ?? null))) return next(new NotFoundError(NOT_FOUND));
    await renderShelter(req, res);
  });

  router.post('/app/shelter/pets/:petId/adopt', async (req, res, next) => {
    const petId = idOf(req.params.petId);
    if (petId === null) return next(new NotFoundError(SHELTER_MESSAGES.petNotFound));
    try {
      await services.adoptions.adoptOut(req.viewer ?? null, petId, req.body, new Date(), req.locale);
    } catch (err) {
      if (!formRefusal(err)) throw err;
      return renderShelter(req, res, { error: { form: 'adopt', petId, message: err.fields?.email ?? err.message } }, err.status);
    }
    res.redirect(303, '/app/shelter?notice=invited');
  });

  router.post('/app/shelter/invites/:adoptionId/cancel', async (req, res, next) => {
    const id = idOf(req.params.adoptionId);
    if (id === null) return next(new NotFoundError(SHELTER_MESSAGES.adoptionNotFound));
    await services.adoptions.cancelInvite(req.viewer ?? null, id, new Date());
    res.redirect(303, '/app/shelter?notice=canceled');
  });

  router.post('/app/shelter/announcements', async (req, res) => {
    let sent: { recipients: number };
    try {
      sent = await services.shelters.announce(req.viewer ?? null, req.body);
    } catch (err) {
      if (!formRefusal(err)) throw err;
      const message = err.fields ? Object.values(err.fields).join(' ') : err.message;
      return renderShelter(req, res, { error: { form: 'announce', message } }, err.status);
    }
    await renderShelter(req, res, { notice: SHELTER_MESSAGES.sent(sent.recipients) });
  });

  router.get('/app/shelter/adoptions/:adoptionId', async (req, res, next) => {
    const id = idOf(req.params.adoptionId);
    if (id === null) return next(new NotFoundError(NOT_FOUND));
    const record = await services.shelters.adoptedRecord(req.viewer ?? null, id, new Date());
    await renderPage(req, res, createElement(AdoptedRecordPage, record), { title: translate(req.locale, 'shelter.record.title', { pet: record.pet.name }), noindex: true });
  });

  // The adopter's invite: the token in the path is the authority to see it; accepting needs the invited account.
  router.get('/adopt/:token', async (req, res) => {
    keepLinkPrivate(res);
    await guesses.before(req);
    const token = String(req.params.token);
    const invite = await services.adoptions.invitation(token, new Date());
    if (invite.status === 'invalid') await guesses.missed(req);
    const viewer = req.viewer;
    const signedInAs = !viewer ? 'nobody' : viewer.kind === 'user' && invite.status === 'open' && viewer.email === invite.email ? 'invited' : 'other';
    await renderPage(req, res, createElement(AdoptionInvitePage, { view: { invite, path: req.path, signedInAs, error: null } }), {
      title: invite.status === 'open' ? translate(req.locale, 'pub.adopt.title', { pet: invite.petName }) : translate(req.locale, 'pub.text.inviteInvalid'), noindex: true,
      status: invite.status === 'open' ? 200 : invite.status === 'gone' ? 410 : 404,
    });
  });

  router.post('/adopt/:token', async (req, res) => {
    keepLinkPrivate(res);
    await guesses.before(req);
    const { petId } = await services.adoptions.accept(req.viewer ?? null, String(req.params.token), new Date());
    res.redirect(303, `/app/medical-records?pet=${petId}&notice=adopted`);
  });

  // The adopter's choice of a shelter's updates (My Profile).
  router.post('/app/my-profile/shelter-updates/:adoptionId', async (req, res, next) => {
    const id = idOf(req.params.adoptionId);
    if (id === null) return next(new NotFoundError(SHELTER_MESSAGES.adoptionNotFound));
    const receive = (req.body as Record<string, unknown> | undefined)?.receive === '1';
    await services.shelters.setUpdates(req.viewer ?? null, id, receive, new Date());
    res.redirect(303, `/app/my-profile?notice=${receive ? 'updates-on' : 'updates-off'}#shelter-updates`);
  });

  return router;
}
