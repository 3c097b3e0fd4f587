import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { SESSION_COOKIE } from '../http/middleware/session.ts';
import type { Renderer } from './render-page.ts';

interface CachedPage {
  html: string;
  etag: string;
}

export interface PageCache {
  middleware: RequestHandler;
  /** Number of pages held (tests and diagnostics). */
  size(): number;
  clear(): void;
}

/** The build version: the hashed asset URLs change with every client build, and so does this. */
export function buildVersion(renderer: Renderer): string {
  const tags = [...renderer.assets.styles, ...renderer.assets.scripts([])].join('\n');
  return createHash('sha1').update(tags).digest('hex').slice(0, 12);
}

/**
 * Only anonymous, query-free GET/HEAD requests qualify: a signed-in viewer (or
 * anyone holding a session cookie) sees their own header, and a query string
 * can change what the page shows.
 */
function isAnonymousPlainGet(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.originalUrl.includes('?')) return false;
  if (req.viewer) return false;
  if (req.get('authorization')) return false;
  return !(req.get('cookie') ?? '').includes(`${SESSION_COOKIE}=`);
}

function sendCached(res: Response, page: CachedPage, state: 'HIT' | 'MISS'): void {
  res.set('ETag', page.etag);
  // Browsers revalidate (cheap 304s); shared caches must not hand an anonymous page to a signed-in visitor.
  res.set('Cache-Control', 'private, no-cache');
  res.set('X-Page-Cache', state);
}

/**
 * An in-process cache of rendered public pages, keyed by (host, path, build
 * version): each page is rendered once and then served as stored bytes with an
 * ETag, so a matching If-None-Match gets a 304 (express checks freshness in
 * res.send). `cacheable` decides which paths qualify; the dev server never caches.
 */
export function createPageCache(options: {
  renderer: Renderer;
  cacheable: (req: Request) => boolean;
  maxEntries?: number;
}): PageCache {
  const { renderer, cacheable, maxEntries = 2000 } = options;
  const pages = new Map<string, CachedPage>();
  const enabled = !renderer.transformHtml;
  const version = enabled ? buildVersion(renderer) : 'dev';

  const middleware: RequestHandler = (req, res, next) => {
    if (!enabled || !isAnonymousPlainGet(req) || !cacheable(req)) return next();
    const key = `${req.get('host') ?? ''}|${req.path}|${version}`;
    const hit = pages.get(key);
    if (hit) {
      sendCached(res, hit, 'HIT');
      res.type('html').send(hit.html);
      return;
    }
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const type = String(res.get('content-type') ?? '');
      if (res.statusCode === 200 && typeof body === 'string' && type.startsWith('text/html')) {
        const page = { html: body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"` };
        if (pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
        pages.set(key, page);
        sendCached(res, page, 'MISS');
      }
      return send(body);
    };
    next();
  };

  return { middleware, size: () => pages.size, clear: () => pages.clear() };
}
