import type { Request, Response } from 'express';
import type { ReactElement } from 'react';
import { LRUCache } from 'lru-cache';
import type { DbVersion } from '../db/db-version.ts';
import type { CacheVersions } from '../db/cache-versions.ts';
import { renderPageHtml, sendSignedInPage, type PageMeta } from './render-page.ts';
import { signedInBySession } from '../http/middleware/session.ts';
import type { FormTokens } from '../http/middleware/form-token.ts';
import { cacheCounts } from '../observability/cache-stats.ts';

/** A page as its route renders it, and until when (ms epoch) what it shows holds whatever else happens. */
export interface PrivatePage {
  element: ReactElement;
  meta: PageMeta;
  /** The first moment the page would read differently with nothing written (a booking's start); null: none. */
  holdsUntil: number | null;
}

interface Kept {
  html: Buffer;
  version: string;
  /** When its computation began: it shows every write committed before then. */
  startedAt: number;
  holdsUntil: number;
}

export interface PrivatePageCacheOptions {
  /** Versions of tables every page reads (the accounts; see db-version.ts). */
  versions: Array<Pick<DbVersion, 'begin' | 'unchanged'>>;
  /** The per-owner and per-clinic versions (cache-versions.ts) of what each page shows, named by its route. */
  scoped: Pick<CacheVersions, 'begin'>;
  formTokens: FormTokens;
  /** Bytes of pages kept by this process, least recently used first out. */
  maxBytes?: number;
  /** How long a page is kept at most. */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * How far apart two web processes' clocks may be: a page whose computation began less than this after the
 * session's last write, by this process's clock, is not trusted to show that write.
 */
export const CLOCK_SKEW_MS = 1_000;

/**
 * A signed-in person's own pages kept for them by this process, for the pages they come back to most (their
 * appointment lists): the kept HTML is sent while all of these hold, else the page is rendered again.
 * - It is this viewer's, signed in by this session, for this URL, host, site, language and form token (the key).
 * - Nothing changed in what the page shows: the versions of the scopes its route names (the owner's, or the
 *   clinic's) and the accounts version are those it was computed under. A change made by another process shows
 *   within the versions' read interval (a second); one made by this process at once (a result computed across a
 *   local write is not kept). A change at a clinic the page does not show leaves it kept.
 * - The session has written nothing since the page's computation began (its `wroteAt`, recorded at the end of
 *   every form post and GraphQL mutation it makes; see session.ts), so a person who books or cancels in one web
 *   process sees it in the next page from any other.
 * - Time has not reached the page's own `holdsUntil` (an upcoming booking's start turns it complete) nor the
 *   kept page's maximum age.
 * Bearer-token callers and sessions without the form cookie (a first page) are rendered each time.
 */
export function privatePageCache(options: PrivatePageCacheOptions) {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const counts = cacheCounts('private_pages');
  const kept = new LRUCache<string, Kept>({
    maxSize: options.maxBytes ?? 16 * 1024 * 1024,
    sizeCalculation: (page, key) => page.html.length + key.length,
  });

  async function currentVersion(scopes: readonly string[]): Promise<{ version: string; unchanged: () => boolean }> {
    const [scoped, ...read] = await Promise.all([options.scoped.begin(scopes), ...options.versions.map((v) => v.begin())]);
    return {
      version: [scoped.version, ...read.map((r) => r.version)].join('.'),
      unchanged: () => scoped.unchanged() && read.every((r, i) => options.versions[i].unchanged(r.generation)),
    };
  }

  return {
    /**
     * Sends this viewer's page for the request: the kept one while it holds, else `render`'s (kept when it may be).
     * `scopes` name everything the page shows (cache-versions.ts): a change outside them leaves the page kept.
     */
    async send(req: Request, res: Response, scopes: readonly string[], render: () => Promise<PrivatePage>): Promise<void> {
      const formToken = options.formTokens.issue(req, res);
      const html = (page: PrivatePage) => renderPageHtml(req, res, page.element, page.meta, formToken);
      const keyed = req.method === 'GET' && signedInBySession(req) && options.formTokens.hasCookie(req);
      if (!keyed) {
        const page = await render();
        sendSignedInPage(res, await html(page), page.meta.status);
        return;
      }
      const viewer = req.viewer!;
      // The language too: a ?lang= switch remembered in the account or the cookie changes the page at the same URL.
      const key = [viewer.kind, viewer.id, req.locale, req.protocol, req.get('host'), req.originalUrl, formToken, siteKey(req)].join('\n');
      const wroteAt = req.session.wroteAt ?? 0;
      const { version, unchanged } = await currentVersion(scopes);
      const startedAt = now();
      const hit = kept.get(key);
      if (hit && hit.version === version && hit.startedAt > wroteAt + CLOCK_SKEW_MS && startedAt < hit.holdsUntil) {
        counts.hits += 1;
        res.set('X-Page-Cache', 'HIT');
        sendSignedInPage(res, hit.html, 200);
        return;
      }
      counts.misses += 1;
      const page = await render();
      const rendered = Buffer.from(await html(page));
      const holdsUntil = Math.min(page.holdsUntil ?? Infinity, startedAt + maxAgeMs);
      if ((page.meta.status ?? 200) === 200 && unchanged() && startedAt > wroteAt + CLOCK_SKEW_MS && holdsUntil > now()) {
        kept.set(key, { html: rendered, version, startedAt, holdsUntil });
      } else {
        kept.delete(key);
      }
      sendSignedInPage(res, rendered, page.meta.status);
    },
    /** Pages kept now (tests). */
    size: () => kept.size,
  };
}

export type PrivatePageCache = ReturnType<typeof privatePageCache>;

/** What createApp leaves in app.locals for sendPrivatePage. */
export interface PrivatePageLocals {
  privatePages: PrivatePageCache;
}

/** Sends a signed-in person's page through the app's private page cache. */
export function sendPrivatePage(req: Request, res: Response, scopes: readonly string[], render: () => Promise<PrivatePage>): Promise<void> {
  return (req.app.locals as PrivatePageLocals).privatePages.send(req, res, scopes, render);
}

/** What of the site a page shows: a vendor site's name and logo (they change without a database version). */
function siteKey(req: Request): string {
  const site = req.site;
  return !site || site.kind === 'main' ? 'main' : `${site.vendorId}:${site.name}:${site.logo ?? ''}`;
}
