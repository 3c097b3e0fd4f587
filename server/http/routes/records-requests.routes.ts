import { Router, type Request, type Response } from 'express';
import { createElement } from 'react';
import type { AppDeps } from '../../app-deps.ts';
import { renderPage } from '../../render/render-page.ts';
import { isAppError, NotFoundError, ValidationError } from '../../errors.ts';
import { parseInput } from '../../../contracts/forms.ts';
import {
  RECORDS_MESSAGES, recordsFormInput, recordsRequestSchema, recordsUploadGrantSchema, recordsUploadSubmitSchema, vetErrorKey,
} from '../../../contracts/records-requests.ts';
import { RecordsRequestsPage } from '../../../views/pages/records-requests/records-requests-page.tsx';
import { RecordsLinkRefusedPage, RecordsUploadPage } from '../../../views/pages/records-requests/records-upload-page.tsx';
import { recordsUploadWords } from '../../../views/pages/records-requests/records-words.ts';
import { sayText } from '../../../contracts/messages/fill.ts';
import { keepLinkPrivate } from '../middleware/consultation-redirect.ts';
import { failureLimit } from '../middleware/rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { refuse } from './payment-answer.ts';
import { requireUser } from '../../domain/accounts/viewer.ts';
import { translate } from '../../i18n/server-intl.ts';

const PAGE = '/app/records-requests';
const idOf = (raw: unknown) => (typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : 0);
/** The form's values to show again after a refusal: never the card number or security code. */
const echo = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body)
  .filter(([k, v]) => typeof v === 'string' && !['cardNumber', 'ccv', '_csrf'].includes(k)) as Array<[string, string]>);

/**
 * Medical Records Assistance: the owner's page and its plain form (`/app/records-requests`), the signed release
 * as a PDF, and the clinic's private upload link (`/records-upload/:token`, its grant and submit calls), whose
 * failed lookups count against the address's link-guess limit.
 */
export function recordsRequestsRoutes({ services, rateLimits }: Pick<AppDeps, 'services' | 'rateLimits'>): Router {
  const router = Router();
  const guesses = failureLimit(rateLimits, RATE_LIMITS.linkGuess);

  async function page(req: Request, res: Response, refused: { sent: Record<string, string>; errors: Record<string, string>; message: string; status: number } | null = null) {
    const view = await services.recordsRequests.page(req.viewer ?? null);
    const sent = idOf(req.query.sent);
    const notice = refused ? { kind: 'error' as const, text: refused.message }
      : sent && view.requests.some((r) => r.id === sent) ? { kind: 'success' as const, text: RECORDS_MESSAGES.sent } : null;
    await renderPage(req, res, createElement(RecordsRequestsPage, { ...view, sent: refused?.sent, errors: refused?.errors, notice }), {
      title: translate(req.locale, 'dash.title.recordsRequests'), noindex: true, status: refused?.status,
    });
  }

  router.get(PAGE, (req, res) => page(req, res));

  router.post(PAGE, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const raw = recordsFormInput(body);
    const rows = raw.rows as number[];
    const str = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '');
    const owner = requireUser(req.viewer); // before the input is read: anyone else is refused, not told about fields
    // With PayPal in production, card numbers never reach our server: this form's card fields are not read, and a
    // request beyond the free vets is refused until the provider's flow takes it (the records README).
    if (services.payments.refusesCardFields && str('cardNumber')) {
      return page(req, res, { sent: echo(body), errors: {}, message: RECORDS_MESSAGES.cardNotHere, status: 400 });
    }
    try {
      const input = parseInput(recordsRequestSchema, raw);
      const outcome = await services.recordsRequests.create(owner, input, {
        ip: req.ip ?? null, now: new Date(), idempotencyKey: req.get('idempotency-key'),
        card: { number: str('cardNumber'), name: str('name'), expiry: str('expDt'), securityCode: str('ccv') },
      });
      if (outcome.result === 'Error') return await page(req, res, { sent: echo(body), errors: {}, message: outcome.status, status: 402 });
      res.redirect(303, `${PAGE}?sent=${outcome.result}`);
    } catch (err) {
      if (!isAppError(err) || err.status >= 500 || err.status === 401 ) throw err;
      const errors = Object.fromEntries(Object.entries(err instanceof ValidationError ? err.fields ?? {} : {}).map(([k, v]) => [vetErrorKey(k, rows), v]));
      await page(req, res, { sent: echo(body), errors, message: err.message, status: err.status });
    }
  });

  router.get(`${PAGE}/:requestId/release.pdf`, async (req, res) => {
    const pdf = await services.recordsRequests.releasePdf(req.viewer ?? null, idOf(req.params.requestId));
    res.set({ 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="release-authorisation-${idOf(req.params.requestId)}.pdf"`, 'cache-control': 'no-store' });
    res.send(pdf);
  });

  // The clinic's page: no account; the token is the authority. An unknown token is a counted guess.
  router.get('/records-upload/:token', async (req, res) => {
    await guesses.before(req);
    keepLinkPrivate(res);
    try {
      const view = await services.recordsRequests.uploadPage(req.params.token, new Date());
      await renderPage(req, res, createElement(RecordsUploadPage, { view, token: String(req.params.token) }), { title: translate(req.locale, 'recUpload.title'), noindex: true });
    } catch (err) {
      if (!isAppError(err) || err.status >= 500) throw err;
      if (err instanceof NotFoundError) await guesses.missed(req);
      await renderPage(req, res, createElement(RecordsLinkRefusedPage, { message: err.message }), { title: sayText(err.message, recordsUploadWords(req.locale).texts), status: err.status, noindex: true });
    }
  });

  router.post('/api/records-upload/:token/files', async (req, res) => {
    await guesses.before(req);
    try {
      await services.recordsRequests.openLink(req.params.token, new Date()); // the link first: a bad one is told nothing more
      const input = parseInput(recordsUploadGrantSchema, req.body);
      res.status(201).json(await services.recordsRequests.grantUpload(req.params.token, input, new Date()));
    } catch (err) {
      if (err instanceof NotFoundError) await guesses.missed(req);
      refuse(res, err);
    }
  });

  router.post('/api/records-upload/:token/submit', async (req, res) => {
    await guesses.before(req);
    try {
      await services.recordsRequests.openLink(req.params.token, new Date());
      const input = parseInput(recordsUploadSubmitSchema, req.body);
      await services.recordsRequests.submitUpload(req.params.token, input, new Date());
      res.json({ received: true });
    } catch (err) {
      if (err instanceof NotFoundError) await guesses.missed(req);
      refuse(res, err);
    }
  });

  return router;
}
