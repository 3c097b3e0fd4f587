import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, RequestHandler } from 'express';
import type { Logger } from '../logger.ts';
import type { Site } from '../tenancy/site-resolver.ts';
import { sendsSessionCookie } from '../http/middleware/session.ts';
import { headerLocale } from '../http/middleware/locale.ts';
import { chooseEncoding, matchesEtag, replayableHeaders, type PageEncoding } from './page-cache-http.ts';
import type { Renderer } from './render-page.ts';
import { cacheCounts } from '../observability/cache-stats.ts';

const brotli = promisify(zlib.brotliCompress);

/** One stored coding of a page: its bytes and the complete header sets for 200 and 304. */
interface Variant {
  body: Buffer;
  ok: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
}

interface CachedPage {
  variants: { identity: Variant; gzip: Variant; br?: Variant };
  etags: string[];
  /** The vendor whose site the page belongs to (null: the marketplace). */
  vendorId: number | null;
  /** When a vendor site's page stops being served (ms epoch); marketplace pages live as long as the build. */
  expires: number;
}

export interface PageCacheStats {
  /** Requests answered from memory (200s and 304s). */
  hits: number;
  /** Of those, the 304s. */
  notModified: number;
  /** Pages rendered and stored. */
  stored: number;
}

export interface PageCache {
  /**
   * The HTTP server's own first step, before Express sees the request: answers a stored page with its
   * bytes and headers and returns true (a promise of it when the site must be looked up), or false at
   * once for anything else, which the caller hands to Express.
   */
  handle(req: IncomingMessage, res: ServerResponse): false | Promise<boolean>;
  /** Mount after the site middleware: stores the 200 HTML of cacheable pages as it is first sent. */
  store: RequestHandler;
  /** Number of pages held (tests and diagnostics). */
  size(): number;
  stats(): PageCacheStats;
  clear(): void;
}

/** The build version: the hashed asset URLs change with every client build, and so does this. */
export function buildVersion(renderer: Renderer): string {
  const tags = [...renderer.assets.styles, ...renderer.assets.scripts([])].join('\n');
  return createHash('sha1').update(tags).digest('hex').slice(0, 12);
}

/**
 * Only anonymous, query-free GET/HEAD requests qualify: anyone holding a
 * session cookie (or sending credentials) sees their own header, and a query
 * string can change what the page shows. `serve` runs before sessions, so the
 * cookie, not req.viewer, is the test.
 */
function isAnonymousPlainGet(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if ((req.url ?? '').includes('?')) return false;
  if (req.headers.authorization) return false;
  return !sendsSessionCookie(req);
}

/**
 * The scheme as Express's `req.protocol` reads it with one trusted proxy (the platform's router): the
 * first X-Forwarded-Proto, else the socket's own. Both steps key pages with this, so they agree.
 */
function protocolOf(headers: IncomingHttpHeaders, encrypted: boolean): string {
  const forwarded = headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim();
  return first || (encrypted ? 'https' : 'http');
}

const fingerprints = new WeakMap<Site, string>();

/**
 * What a page shows of its site: a change to a partner's name, logo or sections
 * (seen once the site resolver's short cache expires) makes a new key, not a
 * stale page. Resolved sites are shared objects, so each is hashed once.
 */
function siteFingerprint(site: Site): string {
  if (site.kind === 'main') return 'main';
  let fingerprint = fingerprints.get(site);
  if (!fingerprint) {
    fingerprint = `${site.websiteId}:${createHash('sha1').update(JSON.stringify(site)).digest('base64url').slice(0, 16)}`;
    fingerprints.set(site, fingerprint);
  }
  return fingerprint;
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

function variant(body: Buffer, etag: string, encoding: PageEncoding, replayed: OutgoingHttpHeaders): Variant {
  // Browsers revalidate (cheap 304s); shared caches must not hand an anonymous page to a signed-in visitor.
  const validators = { ETag: etag, 'Cache-Control': 'private, no-cache', Vary: 'Accept-Encoding', 'X-Page-Cache': 'HIT' };
  const ok: OutgoingHttpHeaders = {
    ...replayed,
    ...validators,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  };
  return { body, ok, notModified: { ...replayed, ...validators } };
}

/**
 * Keeps the page as plain and gzip bytes at once (level 9 costs about a
 * millisecond per page, paid once), so a hit never compresses; the brotli copy
 * at its best text setting takes longer, so it is made off the main thread and
 * joins the page when ready (until then brotli clients get gzip).
 */
function buildPage(html: string, replayed: OutgoingHttpHeaders, owner: Pick<CachedPage, 'vendorId' | 'expires'>): CachedPage {
  const identity = Buffer.from(html, 'utf8');
  const base = etagOf(identity).slice(0, -1);
  const etags = { identity: `${base}"`, gzip: `${base}-gz"`, br: `${base}-br"` };
  const page: CachedPage = {
    variants: {
      identity: variant(identity, etags.identity, 'identity', replayed),
      gzip: variant(zlib.gzipSync(identity, { level: 9 }), etags.gzip, 'gzip', replayed),
    },
    etags: Object.values(etags),
    ...owner,
  };
  brotli(identity, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  }).then((br) => {
    page.variants.br = variant(br, etags.br, 'br', replayed);
  }, () => {
    // Without a brotli copy, brotli clients keep getting gzip.
  });
  return page;
}

/**
 * An in-process cache of rendered public pages, keyed by (protocol, host,
 * site, path, language, build version). The first anonymous request renders normally;
 * `store` captures the HTML and the headers the front middleware set (helmet's
 * security headers among them) and keeps identity, gzip and brotli copies.
 * Later requests are answered by `handle`, the HTTP server's step before Express, with
 * those bytes and headers replayed: a strong ETag per coding (a matching
 * If-None-Match gets a 304), Vary: Accept-Encoding, HEAD without a body.
 * `cacheable` decides which paths qualify; the dev server never caches. A vendor
 * site's pages show its listings, which change without a new build: they are
 * dropped when the site resolver reports a change to that vendor (`onSiteChange`)
 * and expire after `vendorPageTtlMs` anyway, the time another process may take
 * to see a change.
 */
export function createPageCache(options: {
  renderer: Renderer;
  cacheable: (req: Request) => boolean;
  /** The site resolver, consulted on every hit so a removed partner site stops being served. */
  resolveSite: (host: string | undefined) => Promise<Site | null>;
  logger?: Logger;
  maxEntries?: number;
  /** Subscribes the cache to changes of vendor sites' public content (vendor id, or null for all). */
  onSiteChange?: (listener: (vendorId: number | null) => void) => void;
  vendorPageTtlMs?: number;
  now?: () => number;
}): PageCache {
  const { renderer, cacheable, resolveSite, logger, maxEntries = 2000, vendorPageTtlMs = 30_000, now = Date.now } = options;
  const pages = new Map<string, CachedPage>();
  const paths = new Set<string>();
  const counts: PageCacheStats = { hits: 0, notModified: 0, stored: 0 };
  const shared = cacheCounts('public_pages');
  const enabled = !renderer.transformHtml;
  const version = enabled ? buildVersion(renderer) : 'dev';
  const keyOf = (req: IncomingMessage, path: string, site: Site) => {
    const encrypted = (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
    // The language too: an anonymous page is written in the `lang` cookie's or Accept-Language's (locale.ts).
    return `${protocolOf(req.headers, encrypted)}|${req.headers.host ?? ''}|${siteFingerprint(site)}|${path}|${headerLocale(req.headers)}|${version}`;
  };

  function reply(req: IncomingMessage, res: ServerResponse, path: string, page: CachedPage): void {
    const encoding = chooseEncoding(req.headers['accept-encoding'], page.variants.br !== undefined);
    const chosen = page.variants[encoding]!;
    counts.hits += 1;
    shared.hits += 1;
    if (logger?.isLevelEnabled('debug')) logger.debug({ path, encoding }, 'page cache hit');
    if (matchesEtag(req.headers['if-none-match'], page.etags)) {
      counts.notModified += 1;
      res.writeHead(304, chosen.notModified).end();
      return;
    }
    res.writeHead(200, chosen.ok).end(req.method === 'HEAD' ? undefined : chosen.body);
  }

  options.onSiteChange?.((vendorId) => {
    for (const [key, page] of pages) {
      if (page.vendorId !== null && (vendorId === null || page.vendorId === vendorId)) pages.delete(key);
    }
  });

  const handle = (req: IncomingMessage, res: ServerResponse): false | Promise<boolean> => {
    // The path is the URL itself: only query-free URLs qualify, and Express's req.path is the same string.
    const path = req.url ?? '';
    if (!enabled || !paths.has(path) || !isAnonymousPlainGet(req)) return false;
    return resolveSite(req.headers.host).then((site) => {
      if (!site) return false;
      const key = keyOf(req, path, site);
      const page = pages.get(key);
      if (!page) return false;
      if (page.expires <= now()) {
        pages.delete(key);
        return false;
      }
      reply(req, res, path, page);
      return true;
    }, () => false);
  };

  const store: RequestHandler = (req, res, next) => {
    if (!enabled || req.viewer || !isAnonymousPlainGet(req) || !cacheable(req) || req.originalUrl !== req.path) return next();
    const key = keyOf(req, req.path, req.site);
    res.locals.sharedPage = true; // renderPage leaves per-browser values (the form token) out of this page
    res.vary('Accept-Encoding');
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const type = String(res.get('content-type') ?? '');
      if (res.statusCode === 200 && typeof body === 'string' && type.startsWith('text/html')) {
        // Same tag as the identity copy will carry, so this response's ETag revalidates against the stored page.
        res.set('ETag', etagOf(Buffer.from(body, 'utf8')));
        res.set('Cache-Control', 'private, no-cache');
        res.set('X-Page-Cache', 'MISS');
        if (pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
        const vendorId = req.site.kind === 'vendor' ? req.site.vendorId : null;
        pages.set(key, buildPage(body, replayableHeaders(res.getHeaders()), { vendorId, expires: vendorId === null ? Infinity : now() + vendorPageTtlMs }));
        paths.add(req.path);
        counts.stored += 1;
        shared.misses += 1;
      }
      return send(body);
    };
    next();
  };

  return {
    handle,
    store,
    size: () => pages.size,
    stats: () => ({ ...counts }),
    clear: () => {
      pages.clear();
      paths.clear();
    },
  };
}
