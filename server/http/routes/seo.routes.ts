import { Router } from 'express';
import type { PageContextValue } from '../../../views/page-context.tsx';
import { PUBLIC_PATHS } from '../../../views/pages/marketing/content/index.ts';
import { escapeHtml } from '../../render/render-page.ts';
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from '../../../contracts/locale.ts';
import { TRANSLATED_PATHS } from '../../../contracts/messages/converted.ts';

/** Disallowed for crawlers: the signed-in area, checkout and developer tools. */
export const ROBOTS_DISALLOW = ['/app', '/checkout', '/dev'];

/** Each language's sitemap: English (every public page) at `/sitemap.xml`, another at `/sitemap-<lang>.xml`. */
export function sitemapPath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/sitemap.xml' : `/sitemap-${locale}.xml`;
}

/**
 * A language's sitemap: its pages (English: every public page; another language: the pages translated into it),
 * each translated page naming its versions in every language (`xhtml:link` alternates, as the pages' hreflang do).
 */
export function sitemapXml(publicUrl: string, locale: Locale): string {
  const paths = locale === DEFAULT_LOCALE ? PUBLIC_PATHS : PUBLIC_PATHS.filter((p) => TRANSLATED_PATHS.includes(p));
  const urls = paths.map((p) => {
    const alternates = TRANSLATED_PATHS.includes(p)
      ? [...LOCALES.map((l) => [l, localizedPath(p, l)]), ['x-default', p]]
        .map(([l, href]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(publicUrl + href)}"/>`).join('')
      : '';
    return `<url><loc>${escapeHtml(publicUrl + localizedPath(p, locale))}</loc>${alternates}</url>`;
  }).join('');
  return '<?xml version="1.0" encoding="UTF-8"?>'
    + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>`;
}

/** `/sitemap.xml` and one sitemap per other language (`/sitemap-es.xml`), and `/robots.txt`, for the site the request reached. */
export function seoRoutes(): Router {
  const router = Router();

  for (const locale of LOCALES) {
    router.get(sitemapPath(locale), (_req, res) => {
      const { publicUrl } = res.locals.pageContext as PageContextValue;
      res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(sitemapXml(publicUrl, locale));
    });
  }

  router.get('/robots.txt', (_req, res) => {
    const { publicUrl } = res.locals.pageContext as PageContextValue;
    const lines = ['User-agent: *', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', ...LOCALES.map((l) => `Sitemap: ${publicUrl}${sitemapPath(l)}`), ''];
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(lines.join('\n'));
  });

  return router;
}
