import { Router, type Request, type Response } from 'express';
import { createElement } from 'react';
import type { AppDeps } from '../../app-deps.ts';
import { renderPage } from '../../render/render-page.ts';
import { isAppError, ValidationError } from '../../errors.ts';
import { WAITLIST_MESSAGES, waitlistFieldKey, waitlistFormInput } from '../../../contracts/waitlist.ts';
import { ClinicWaitlistPage, OwnerWaitlistPage } from '../../../views/pages/waitlist/waitlist-page.tsx';
import { WaitlistJoinPage } from '../../../views/pages/waitlist/waitlist-join-page.tsx';
import { WaitlistOfferPage } from '../../../views/pages/waitlist/waitlist-offer-page.tsx';
import { rateLimit } from '../middleware/rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { translate } from '../../i18n/server-intl.ts';

const PAGE = '/app/waitlist';
const idOf = (raw: unknown) => (typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : 0);
const textOf = (raw: unknown) => (typeof raw === 'string' ? raw : '');

/** A notice the page shows after a redirect (`?done=`), in the contract's words. */
const DONE: Record<string, string> = {
  joined: WAITLIST_MESSAGES.joined, left: WAITLIST_MESSAGES.left, declined: WAITLIST_MESSAGES.declined,
  on: WAITLIST_MESSAGES.turnedOn, off: WAITLIST_MESSAGES.turnedOff,
};

/**
 * The waitlist (issue 32), plain forms that work without JavaScript: `/app/waitlist` (an owner's entries and held
 * times; a clinic's lines per listing with the on/off switch), the join form, a held time's page (book it through
 * the checkout, or turn it down), leaving a line.
 */
export function waitlistRoutes({ services, rateLimits }: Pick<AppDeps, 'services' | 'rateLimits'>): Router {
  const router = Router();
  const limit = rateLimit(rateLimits, RATE_LIMITS.waitlist);

  router.get(PAGE, async (req, res) => {
    const done = DONE[textOf(req.query.done)] ?? null;
    const notice = done ? { kind: 'success' as const, text: done } : null;
    if (req.viewer?.kind === 'vendor') {
      const listings = await services.waitlist.clinicPage(req.viewer, new Date(), req.locale);
      return renderPage(req, res, createElement(ClinicWaitlistPage, { listings, notice }), { title: translate(req.locale, 'dash.title.waitlist'), noindex: true });
    }
    const entries = await services.waitlist.ownerPage(req.viewer ?? null, new Date(), req.locale);
    await renderPage(req, res, createElement(OwnerWaitlistPage, { entries, notice }), { title: translate(req.locale, 'dash.title.myWaitlist'), noindex: true });
  });

  async function joinPage(req: Request, res: Response, listingId: number, type: string | null, refused: { sent: Record<string, unknown>; errors: Record<string, string>; message: string; status: number } | null) {
    const view = await services.waitlist.joinPage(req.viewer ?? null, listingId, type, new Date(), req.locale);
    await renderPage(req, res, createElement(WaitlistJoinPage, { view, sent: refused?.sent ?? null, errors: refused?.errors ?? {}, message: refused?.message ?? null }), {
      title: translate(req.locale, 'dash.title.joinWaitlist'), noindex: true, status: refused?.status,
    });
  }

  router.get(`${PAGE}/join`, (req, res) => joinPage(req, res, idOf(req.query.listingId), textOf(req.query.type) || null, null));

  router.post(PAGE, limit, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    try {
      await services.waitlist.join(req.viewer ?? null, waitlistFormInput(body), new Date());
      res.redirect(303, `${PAGE}?done=joined`);
    } catch (err) {
      // Who may not join, or a listing that is not there, is answered as anywhere; bad input shows the form again.
      if (!isAppError(err) || err.status >= 500 || [401, 403, 404].includes(err.status)) throw err;
      const errors = Object.fromEntries(Object.entries(err instanceof ValidationError ? err.fields ?? {} : {}).map(([k, v]) => [waitlistFieldKey(k), v]));
      await joinPage(req, res, idOf(body.listingId), textOf(body.type) || null, { sent: body, errors, message: err.message, status: err.status });
    }
  });

  router.post(`${PAGE}/:entryId/leave`, limit, async (req, res) => {
    await services.waitlist.leave(req.viewer ?? null, idOf(req.params.entryId), new Date());
    res.redirect(303, `${PAGE}?done=left`);
  });

  router.get(`${PAGE}/offers/:holdId`, async (req, res) => {
    const offer = await services.waitlist.offer(req.viewer ?? null, idOf(req.params.holdId), new Date(), req.locale);
    await renderPage(req, res, createElement(WaitlistOfferPage, { offer }), { title: translate(req.locale, 'dash.title.waitlistOffer'), noindex: true });
  });

  router.post(`${PAGE}/offers/:holdId/decline`, async (req, res) => {
    await services.waitlist.decline(req.viewer ?? null, idOf(req.params.holdId), new Date());
    res.redirect(303, `${PAGE}?done=declined`);
  });

  router.post(`${PAGE}/listings/:listingId`, async (req, res) => {
    const enabled = textOf((req.body as Record<string, unknown> | undefined)?.enabled) === '1';
    await services.waitlist.setEnabled(req.viewer ?? null, idOf(req.params.listingId), enabled, new Date());
    res.redirect(303, `${PAGE}?done=${enabled ? 'on' : 'off'}#waitlist-listing-${idOf(req.params.listingId)}`);
  });

  return router;
}
