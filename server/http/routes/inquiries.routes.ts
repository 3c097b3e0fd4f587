import { Router, type Request, type Response } from 'express';
import { createElement } from 'react';
import type { Services } from '../../services.ts';
import { rateLimit, type RateLimitStore } from '../middleware/rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { renderPage } from '../../render/render-page.ts';
import { checkInput } from '../../../contracts/forms.ts';
import { newsletterSchema, shelterInquirySchema } from '../../../contracts/inquiries.ts';
import { marketingPageIn } from '../../../views/pages/marketing/content/index.ts';
import { intlFor, translate } from '../../i18n/server-intl.ts';
import { refusalTexts } from '../../i18n/refusal-text.ts';
import { localeOf } from '../middleware/locale.ts';
import {
  MarketingPage,
  NewsletterResultPage,
  NEWSLETTER_CONFIRMATION,
} from '../../../views/pages/marketing/marketing-page.tsx';
import { SHELTER_SUCCESS } from '../../../contracts/inquiries.ts';

const SHELTER_PAGES = ['/shelter-partnership/', '/shelter-partnership/form/'];

function wantsJson(req: Request): boolean {
  return req.is('application/json') === 'application/json' || !req.accepts('html');
}

/** Form fields as the visitor typed them, echoed back (React escapes them) after a failed plain POST. */
function typedValues(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** The error family's JSON shape (what the error handler would send), answered here because a JSON body may still accept HTML. */
function sendJsonError(res: Response, message: string, fields: Record<string, string>): void {
  res.status(400).json({ error: { code: 'BAD_USER_INPUT', message, fields }, ...refusalTexts(localeOf(res.req), message, fields) });
}

async function rerender(req: Request, res: Response, path: string, errors: Record<string, string>): Promise<void> {
  const page = marketingPageIn(path, intlFor(req.locale))!;
  await renderPage(req, res, createElement(MarketingPage, { content: page, state: { shelter: { values: typedValues(req.body), errors } } }), {
    title: page.title,
    description: page.description,
    canonicalPath: page.path,
    status: 400,
  });
}

/**
 * The public site's two forms. Each works as a plain form POST (errors
 * re-rendered with status 400; success redirects: post/redirect/get) and as
 * JSON for the islands (errors as the usual JSON error with `fields`).
 */
export function inquiriesRoutes(services: Services, rateLimits: RateLimitStore): Router {
  const router = Router();

  for (const path of SHELTER_PAGES) {
    router.post(path, rateLimit(rateLimits, RATE_LIMITS.shelterForm), async (req, res) => {
      const inquiry = checkInput(shelterInquirySchema, req.body ?? {});
      if (inquiry.fields) {
        if (wantsJson(req)) return sendJsonError(res, 'Please correct the highlighted fields.', inquiry.fields);
        return rerender(req, res, path, inquiry.fields);
      }
      const { id } = await services.inquiries.submitShelterInquiry({ ...inquiry.data, locale: req.locale });
      if (wantsJson(req)) return void res.status(201).json({ id, message: SHELTER_SUCCESS });
      res.redirect(303, `${path}?sent=1`);
    });
  }

  router.post('/newsletter', rateLimit(rateLimits, RATE_LIMITS.newsletter), async (req, res) => {
    const signUp = checkInput(newsletterSchema, req.body ?? {});
    if (signUp.fields) {
      const message = signUp.fields.email ?? 'Please enter a valid email address.';
      if (wantsJson(req)) return sendJsonError(res, message, { email: message });
      const email = typeof req.body?.email === 'string' ? req.body.email : '';
      return renderPage(req, res, createElement(NewsletterResultPage, { error: message, email }), {
        title: translate(req.locale, 'mkt.newsletter.title'),
        noindex: true,
        status: 400,
      });
    }
    await services.inquiries.subscribeToNewsletter(signUp.data.email);
    // The same answer whether or not the address was already on the list: it reveals nothing about who subscribed.
    if (wantsJson(req)) return void res.json({ subscribed: true, message: NEWSLETTER_CONFIRMATION });
    res.redirect(303, '/newsletter/subscribed');
  });

  router.get('/newsletter/subscribed', async (req, res) => {
    await renderPage(req, res, createElement(NewsletterResultPage), { title: translate(req.locale, 'mkt.newsletter.subscribed'), noindex: true });
  });

  return router;
}
