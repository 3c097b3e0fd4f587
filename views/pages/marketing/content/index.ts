import { createIntl } from '@formatjs/intl';
import { en } from '../../../../contracts/messages/en.ts';
import { DEFAULT_LOCALE, INTL_LOCALE } from '../../../../contracts/locale.ts';
import { companyPages } from './company-pages.ts';
import { faqPage } from './faqs.ts';
import { legalPages } from './legal-pages.ts';
import { orderPages } from './order-pages.ts';
import { servicePages } from './service-pages.ts';
import type { MarketingPageContent } from './types.ts';
import { vetPages } from './vet-pages.ts';
import { sayWith, type MessageFormatter, type Say } from './say.ts';

/** Every data-driven public page in one language (the intl's), built once per language. */
const BUILT = new Map<string, { pages: readonly MarketingPageContent[]; byPath: Map<string, MarketingPageContent> }>();

function built(intl: MessageFormatter) {
  let entry = BUILT.get(intl.locale);
  if (!entry) {
    const say = sayWith(intl);
    const pages = [...vetPages(say), ...servicePages(say), ...companyPages(say), faqPage(say), ...legalPages(say), ...orderPages(say)];
    entry = { pages, byPath: new Map(pages.map((p) => [p.path, p])) };
    BUILT.set(intl.locale, entry);
  }
  return entry;
}

/** Every data-driven public page in the language of `intl` (the server's `intlFor(req.locale)`). */
export function marketingPagesIn(intl: MessageFormatter): readonly MarketingPageContent[] {
  return built(intl).pages;
}

/** The page whose canonical path is `path`, in the language of `intl`, if any. */
export function marketingPageIn(path: string, intl: MessageFormatter): MarketingPageContent | undefined {
  return built(intl).byPath.get(path);
}

const ENGLISH_INTL = createIntl({ locale: INTL_LOCALE[DEFAULT_LOCALE], messages: en });

/** The marketing words in English (the text maps' source: the English messages of contracts/ and the server). */
export const ENGLISH: Say = sayWith(ENGLISH_INTL);

/** Every data-driven public page in English, keyed by its canonical path: the registry of paths. */
export const MARKETING_PAGES: readonly MarketingPageContent[] = marketingPagesIn(ENGLISH_INTL);

const BY_PATH = new Map(MARKETING_PAGES.map((p) => [p.path, p]));

/** The page whose canonical path is `path`, if any (in English). */
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
