import { Router, type Request, type Response } from 'express';
import { createElement } from 'react';
import type { AppDeps } from '../../app-deps.ts';
import { translate } from '../../i18n/server-intl.ts';
import { VERIFY_EMAIL_PATH } from '../../domain/accounts/email-verification.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { renderPage } from '../../render/render-page.ts';
import { VerificationSentPage, VerifyEmailPage, type VerifyEmailState } from '../../../views/pages/accounts/verify-email-page.tsx';
import { RESEND_VERIFICATION_PATH } from '../../../views/components/verification-banner.tsx';
import { checkRateLimit } from '../middleware/rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';

/**
 * A clinic's sign-up address: the page the mailed link opens (a click confirms it, a plain form post) and the
 * dashboard's "Send the link again". Thin: one service call each.
 */
export function emailVerificationRoutes({ services, rateLimits }: Pick<AppDeps, 'services' | 'rateLimits'>): Router {
  const router = Router();
  const verification = services.accounts.emailVerification;

  async function show(req: Request, res: Response, state: VerifyEmailState) {
    // The link carries its signature: never stored by a cache, never passed on as a Referer.
    res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer');
    await renderPage(req, res, createElement(VerifyEmailPage, { state }), {
      title: translate(req.locale, 'accountMsg.verify.heading'), noindex: true, status: state.kind === 'invalid' ? 410 : undefined,
    });
  }

  router.get(VERIFY_EMAIL_PATH, async (req, res) => {
    const found = await verification.check(req.query, new Date());
    await show(req, res, !found ? { kind: 'invalid' } : found.alreadyVerified ? { kind: 'already' } : { kind: 'confirm', email: found.email, action: req.originalUrl });
  });

  router.post(VERIFY_EMAIL_PATH, async (req, res) => {
    try {
      await verification.confirm(req.query);
      await show(req, res, { kind: 'verified' });
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      await show(req, res, { kind: 'invalid' });
    }
  });

  router.post(RESEND_VERIFICATION_PATH, async (req, res, next) => {
    // A form post passes no page-access check: anyone but a clinic's root admin gets the 404 page.
    const viewer = req.viewer;
    if (viewer?.kind !== 'vendor' || viewer.subrole !== 'root_admin') return next(new NotFoundError('Oops! Sorry page not found'));
    await checkRateLimit(rateLimits, RATE_LIMITS.verifyEmail, req);
    try {
      const email = await verification.resend(viewer);
      await renderPage(req, res, createElement(VerificationSentPage, { email }), { title: translate(req.locale, 'accountMsg.verify.heading'), noindex: true });
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      await show(req, res, { kind: 'already' });
    }
  });

  return router;
}
