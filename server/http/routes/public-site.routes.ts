import { Router, type Request, type RequestHandler } from 'express';
import { createElement } from 'react';
import { renderPage } from '../../render/render-page.ts';
import { ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import {
  MARKETING_PAGES,
  PUBLIC_PATHS,
  canonicalMarketingPath,
  marketingPageIn,
} from '../../../views/pages/marketing/content/index.ts';
import type { MarketingPageContent } from '../../../views/pages/marketing/content/types.ts';
import { faqJsonLd } from '../../../views/pages/marketing/content/faqs.ts';
import { intlFor } from '../../i18n/server-intl.ts';
import { cleanAnswers, isEmergency } from '../../../views/pages/marketing/content/assessment.ts';
import { MarketingPage, type MarketingPageState } from '../../../views/pages/marketing/marketing-page.tsx';

const CACHEABLE = new Set(PUBLIC_PATHS);

/**
 * Cacheable: the public pages on any site, a vendor site's home too (its booking island fetches slots itself;
 * the page cache drops a vendor's pages when its listings or website change, see page-cache.ts).
 */
export function isCacheablePage(req: Request): boolean {
  return CACHEABLE.has(req.path);
}

/**
 * Request state for pages with interactive sections: the questionnaire's submitted answers (with an emergency,
 * the in-person practices near the zip code given; a malformed one is a 400 with its message), the shelter
 * form's sent flag.
 */
async function stateFor(page: MarketingPageContent, req: Request, services: Services): Promise<{ state: MarketingPageState; status: number }> {
  if (page.path === '/pet-health-assessment/' && Object.keys(req.query).length) {
    const answers = cleanAnswers(req.query as Record<string, unknown>);
    const zip = typeof req.query.zip === 'string' ? req.query.zip.trim() : null;
    if (!isEmergency(answers) || zip === null) return { state: { assessment: { answers, submitted: true } }, status: 200 };
    try {
      const practices = await services.vetList.nearbyPractices(zip);
      return { state: { assessment: { answers, submitted: true, nearby: { zip, practices, error: null } } }, status: 200 };
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      return { state: { assessment: { answers, submitted: true, nearby: { zip, practices: null, error: err.message } } }, status: 400 };
    }
  }
  if (page.sections.some((s) => s.kind === 'shelter-form') && req.query.sent === '1') return { state: { shelter: { sent: true } }, status: 200 };
  return { state: {}, status: 200 };
}

/**
 * The path without (or with) its trailing slash redirects permanently to the canonical one, for every
 * public page (those of the booking flow too). Middleware, mounted before the routing table.
 */
export const canonicalPathRedirect: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const canonical = canonicalMarketingPath(req.path);
  if (!canonical) return next();
  const query = req.originalUrl.indexOf('?');
  res.redirect(301, canonical + (query >= 0 ? req.originalUrl.slice(query) : ''));
};

/** Public pages whose content is the booking wizard's page (bookings.routes.ts serves them). */
const BOOKING_FLOW_PAGES = new Set(MARKETING_PAGES.filter((p) => p.sections.some((s) => s.kind === 'order')).map((p) => p.path));

/** GET routes of the data-driven marketing pages. */
export function publicSiteRoutes(services: Services): Router {
  const router = Router({ strict: true });

  for (const page of MARKETING_PAGES.filter((p) => !BOOKING_FLOW_PAGES.has(p.path))) {
    router.get(page.path, async (req, res) => {
      // The page in the request's language (the content is the same data in every language).
      const content = marketingPageIn(page.path, intlFor(req.locale)) ?? page;
      const { state, status } = await stateFor(content, req, services);
      const faq = content.sections.find((s) => s.kind === 'faq');
      await renderPage(req, res, createElement(MarketingPage, { content, state }), {
        status,
        title: content.title,
        description: content.description,
        canonicalPath: content.path,
        jsonLd: faq ? [faqJsonLd(faq.groups)] : undefined,
      });
    });
  }

  return router;
}
