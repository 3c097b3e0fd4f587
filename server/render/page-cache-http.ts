import type { OutgoingHttpHeaders } from 'node:http';

/** The content codings the page cache stores, best first. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * Picks the stored coding for an Accept-Encoding header: brotli, then gzip,
 * then the plain bytes. A coding is acceptable when it (or `*`) is listed with
 * a q-value above zero; an explicit `q=0` refuses it even when `*` is allowed.
 * `brotliReady` false skips brotli (its copy is still being made).
 */
export function chooseEncoding(acceptEncoding: string | undefined, brotliReady = true): PageEncoding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [k, v] = param.split('=');
      if (k.trim().toLowerCase() === 'q') weight = Number(v);
    }
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const star = q.get('*');
  const accepts = (coding: string) => (q.get(coding) ?? star ?? 0) > 0;
  if (brotliReady && accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/**
 * True when If-None-Match names one of the page's entity tags (or is `*`).
 * Every stored coding of a page carries its own strong tag; any of them proves
 * the client holds the current page, so all of them earn a 304. Weak
 * comparison, as RFC 9110 prescribes for If-None-Match.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    return etags.includes(opaque);
  });
}

/**
 * Headers that belong to one response or one coding and so are never replayed
 * from the first rendering: the cache sets its own validators, length, coding
 * and Vary, Node sets Date and the connection headers, and a cookie is
 * personal by definition.
 */
const NOT_REPLAYED = new Set([
  'set-cookie', 'content-length', 'content-encoding', 'content-type', 'etag', 'last-modified', 'cache-control',
  'vary', 'x-page-cache', 'date', 'connection', 'keep-alive', 'transfer-encoding',
]);

/**
 * The headers of the first rendering worth sending again with every hit: the
 * security headers helmet set (CSP, frame and referrer policies, HSTS in
 * production, ...) and anything else the page's middleware added that is not
 * specific to one response.
 */
export function replayableHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !NOT_REPLAYED.has(name.toLowerCase())) kept[name] = value;
  }
  return kept;
}
