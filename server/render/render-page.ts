import type { Request, Response } from 'express';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { IslandCollector, IslandContext, scriptJson } from '../../views/island.tsx';
import { PageContext, type PageContextValue } from '../../views/page-context.tsx';
import { FormTokenContext } from '../../views/form-token.tsx';
import type { AssetTags } from './assets.ts';
import { buildPageContext, type PageContextConfig } from './page-context.ts';
import type { FormTokens } from '../http/middleware/form-token.ts';
import { menuCountsOf } from './menu-counts.ts';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, localizedPath, type Locale } from '../../contracts/locale.ts';
import { TRANSLATED_PATHS } from '../../contracts/messages/converted.ts';
import { ISLAND_MESSAGE_PREFIXES, PAGE_WORD_IDS, PAGE_WORDS_ID } from '../../contracts/messages/islands.ts';
import { CATALOGUES, islandMessages } from '../i18n/catalogues.ts';
import { keepMessageFormats } from '../i18n/message-formats.ts';
import { SubtreeMemoContext } from '../../views/subtree-memo.tsx';
import { subtreeMemo } from './subtree-memo.ts';

export interface PageMeta {
  title: string;
  description?: string;
  /** Path of the canonical URL; defaults to the request path. */
  canonicalPath?: string;
  noindex?: boolean;
  status?: number;
  /** Structured data, serialised into <script type="application/ld+json"> (data, not code). */
  jsonLd?: object[];
}

export interface Renderer {
  assets: AssetTags;
  /** Dev server only: lets Vite inject its HMR client and React refresh preamble. */
  transformHtml?: (url: string, html: string) => Promise<string>;
  siteName: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * One react-intl object per language for every page, made once: its message and number formats are memoized in
 * it, so a render never parses a message again (and finds a message's format without serialising the call:
 * message-formats.ts).
 */
const intlShapes = new Map<Locale, IntlShape>();
function pageIntl(locale: Locale): IntlShape {
  let intl = intlShapes.get(locale);
  if (!intl) {
    intl = keepMessageFormats(createIntl({ locale: INTL_LOCALE[locale], defaultLocale: INTL_LOCALE[DEFAULT_LOCALE], messages: CATALOGUES[locale] }, createIntlCache()));
    intlShapes.set(locale, intl);
  }
  return intl;
}

const intlScripts = new Map<string, string>();
/**
 * The islands' messages, this language's only and already parsed (none of the islands' bundles holds a catalogue):
 * the same few kilobytes for every page with the same islands, so serialised once per language and set of islands.
 */
function intlDataOf(locale: Locale, names: ReadonlySet<string>): string {
  const speaking = [...names].filter((n) => Object.hasOwn(ISLAND_MESSAGE_PREFIXES, n));
  const key = `${locale}|${speaking.join(',')}`;
  let script = intlScripts.get(key);
  if (script === undefined) {
    const messages = islandMessages(locale, speaking);
    script = Object.keys(messages).length
      ? `<script type="application/json" id="intl-messages">${scriptJson({ locale: INTL_LOCALE[locale], islands: speaking, messages })}</script>`
      : '';
    intlScripts.set(key, script);
  }
  return script;
}

const pageWordScripts = new Map<Locale, string>();
/**
 * The words every island's shared helpers may say (a failed call's, the session banner's: PAGE_WORD_IDS), in the
 * page's language, for client/lib/page-words.ts. None in English, where the helpers' own English is the page's.
 */
function pageWordsOf(locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return '';
  let script = pageWordScripts.get(locale);
  if (script === undefined) {
    const intl = pageIntl(locale);
    const words = Object.fromEntries(PAGE_WORD_IDS.map((id) => [id, intl.formatMessage({ id })]));
    script = `<script type="application/json" id="${PAGE_WORDS_ID}">${scriptJson(words)}</script>`;
    pageWordScripts.set(locale, script);
  }
  return script;
}

/** Renders a full HTML document: the page element into the shell with head meta and only the assets it needs. */
export function renderDocument(renderer: Renderer, ctx: PageContextValue, element: ReactElement, meta: PageMeta): string {
  const collector = new IslandCollector();
  const { locale } = ctx;
  const intl = pageIntl(locale);
  const body = renderToString(
    createElement(RawIntlProvider, { value: intl },
      createElement(SubtreeMemoContext.Provider, { value: subtreeMemo(intl) },
        createElement(IslandContext.Provider, { value: collector },
          createElement(PageContext.Provider, { value: ctx },
            createElement(FormTokenContext.Provider, { value: ctx.formToken }, element))))),
  );
  const title = meta.title.includes(renderer.siteName) ? meta.title : `${meta.title} | ${renderer.siteName}`;
  const canonicalPath = meta.canonicalPath ?? ctx.path;
  // A translated public page is one page per language, each its own canonical, naming the others (hreflang).
  const translated = !meta.noindex && ctx.site.kind === 'main' && TRANSLATED_PATHS.includes(canonicalPath);
  const canonical = `${ctx.publicUrl}${translated ? localizedPath(canonicalPath, locale) : canonicalPath}`;
  const alternates = translated
    ? [
      ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(ctx.publicUrl + localizedPath(canonicalPath, l))}">`),
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(ctx.publicUrl + canonicalPath)}">`,
    ]
    : [];
  const intlData = intlDataOf(locale, collector.names);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : '',
    meta.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    meta.description ? `<meta property="og:description" content="${escapeHtml(meta.description)}">` : '',
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:site_name" content="${escapeHtml(renderer.siteName)}">`,
    '<meta name="theme-color" content="#0f766e">',
    '<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">',
    // The installable app (web app manifest, home-screen icon on iOS).
    '<link rel="manifest" href="/static/manifest.webmanifest">',
    '<link rel="apple-touch-icon" href="/static/icons/icon-192.png">',
    ...renderer.assets.styles,
    ...(collector.names.size ? renderer.assets.scripts(collector.names) : []),
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    intlData,
    collector.names.size ? pageWordsOf(locale) : '',
  ].filter(Boolean);
  return `<!doctype html><html lang="${locale}"><head>${head.join('')}</head><body>${body}</body></html>`;
}

/** What createApp leaves in app.locals for rendering: the context's configuration and the form tokens. */
export interface RenderLocals {
  renderer: Renderer;
  pageContextConfig: PageContextConfig;
  formTokens: FormTokens;
}

/**
 * The HTML of a page for this request with the view context built by the page-context middleware, or built here
 * when the request was answered before that middleware ran (an error page for a refused request). `formToken`:
 * the token already issued for this request, if any.
 */
export async function renderPageHtml(req: Request, res: Response, element: ReactElement, meta: PageMeta, formToken?: string): Promise<string> {
  const { renderer, pageContextConfig, formTokens } = req.app.locals as RenderLocals;
  const built = (res.locals.pageContext as PageContextValue | undefined) ?? buildPageContext(req, pageContextConfig);
  // The signed-in menu's counts, read here so that a kept page reads nothing (menu-counts.ts).
  const counts = built.viewer ? await menuCountsOf(res) : null;
  const base = counts && built.viewer ? { ...built, viewer: { ...built.viewer, ...counts } } : built;
  // A page kept by the shared page cache is the same for every visitor, so it carries no per-browser token.
  const ctx = res.locals.sharedPage ? base : { ...base, formToken: formToken ?? formTokens.issue(req, res) };
  const html = renderDocument(renderer, ctx, element, meta);
  return renderer.transformHtml ? renderer.transformHtml(req.originalUrl, html) : html;
}

/**
 * Sends a signed-in person's page. It holds their data (their name at least): no cache may keep it, not even the
 * browser's for the back button after logging out. Nothing can revalidate such a page, so it is sent as it is,
 * without hashing it for an ETag.
 */
export function sendSignedInPage(res: Response, html: Buffer | string, status = 200): void {
  const length = typeof html === 'string' ? Buffer.byteLength(html) : html.length;
  res.status(status).type('html').set('Cache-Control', 'private, no-store').set('Content-Length', String(length)).end(html);
}

/** Renders and sends a page for this request (see renderPageHtml); a signed-in person's as sendSignedInPage says. */
export async function renderPage(req: Request, res: Response, element: ReactElement, meta: PageMeta): Promise<void> {
  const html = await renderPageHtml(req, res, element, meta);
  if (req.viewer) return sendSignedInPage(res, html, meta.status);
  res.status(meta.status ?? 200).type('html').send(html);
}
