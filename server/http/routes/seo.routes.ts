import { Router } from 'express';
import type { PageContextValue } from '../../../views/page-context.tsx';
import { PUBLIC_PATHS } from '../../../views/pages/marketing/content/index.ts';
import { escapeHtml } from '../../render/render-page.ts';

/** Disallowed for crawlers: the signed-in area, checkout and developer tools. */
export const ROBOTS_DISALLOW = ['/app', '/checkout', '/dev'];

/** `/sitemap.xml` (every public page) and `/robots.txt`, both for the site the request reached. */
export function seoRoutes(): Router {
  const router = Router();

  router.get('/sitemap.xml', (_req, res) => {
    const { publicUrl } = res.locals.pageContext as PageContextValue;
    const urls = PUBLIC_PATHS.map((p) => `<url><loc>${escapeHtml(publicUrl + p)}</loc></url>`).join('');
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
  });

  router.get('/robots.txt', (_req, res) => {
    const { publicUrl } = res.locals.pageContext as PageContextValue;
    const lines = ['User-agent: *', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''];
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(lines.join('\n'));
  });

  return router;
}
