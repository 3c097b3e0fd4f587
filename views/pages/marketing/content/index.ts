import { COMPANY_PAGES } from './company-pages.ts';
import { FAQ_PAGE } from './faqs.ts';
import { LEGAL_PAGES } from './legal-pages.ts';
import { ORDER_PAGES } from './order-pages.ts';
import { SERVICE_PAGES } from './service-pages.ts';
import type { MarketingPageContent } from './types.ts';
import { VET_PAGES } from './vet-pages.ts';

/** Every data-driven public page, keyed by its canonical path. */
export const MARKETING_PAGES: readonly MarketingPageContent[] = [
  ...VET_PAGES,
  ...SERVICE_PAGES,
  ...COMPANY_PAGES,
  FAQ_PAGE,
  ...LEGAL_PAGES,
  ...ORDER_PAGES,
];

const BY_PATH = new Map(MARKETING_PAGES.map((p) => [p.path, p]));

/** The page whose canonical path is `path`, if any. */
export function marketingPage(path: string): MarketingPageContent | undefined {
  return BY_PATH.get(path);
}

/**
 * The canonical form of a path that differs only by its trailing slash, or
 * undefined when neither form is a public page. `/faqs` -> `/faqs/`,
 * `/e-consultation/order/` -> `/e-consultation/order`.
 */
export function canonicalMarketingPath(path: string): string | undefined {
  const alternative = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
  return BY_PATH.has(alternative) ? alternative : undefined;
}

/** Every public page of the main site, home first: the sitemap and the page cache read this. */
export const PUBLIC_PATHS: readonly string[] = ['/', ...MARKETING_PAGES.map((p) => p.path)];
