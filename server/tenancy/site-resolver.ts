import type { Conn } from '../db/knex.ts';
import { classifyHost, customDomainCandidates } from './host.ts';
import { sanitizeTenantHtml } from '../domain/websites/sanitize.ts';
import { findByCustomDomains, findBySubDomain, type WebsiteRow } from '../domain/websites/websites.queries.ts';

/** The site a request is for: the main marketplace, or one vendor's branded site. */
export type Site =
  | { kind: 'main' }
  | {
      kind: 'vendor';
      vendorId: number;
      websiteId: number;
      name: string;
      logo: string | null;
      subDomain: string | null;
      customDomain: string | null;
      headerSection: string;
      bodySection: string;
    };

export const MAIN_SITE: Site = Object.freeze({ kind: 'main' });

function toSite(row: WebsiteRow): Site {
  return {
    kind: 'vendor',
    vendorId: Number(row.vendor_id),
    websiteId: Number(row.id),
    name: row.name,
    logo: row.logo,
    subDomain: row.sub_domain,
    customDomain: row.custom_domain,
    // Sanitized again on render: rows written before a sanitizer change stay safe.
    headerSection: sanitizeTenantHtml(row.header_section ?? ''),
    bodySection: sanitizeTenantHtml(row.body_section ?? ''),
  };
}

interface CacheEntry {
  site: Site | null;
  expires: number;
}

/**
 * Resolves a Host header to a Site, or null for 'Site not found'. Results are
 * cached briefly per host (found and not found alike) so a burst of requests
 * costs one lookup; `invalidate()` drops the cache when a website changes.
 */
export class SiteResolver {
  private cache = new Map<string, CacheEntry>();

  constructor(
    private readonly db: Conn,
    private readonly mainDomain: string,
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 5_000,
  ) {}

  async resolve(host: string | undefined, now = Date.now()): Promise<Site | null> {
    const kind = classifyHost(host, this.mainDomain);
    if (kind.kind === 'main') return MAIN_SITE;
    const key = kind.kind === 'subdomain' ? `s:${kind.label}` : `c:${kind.domain}`;
    const hit = this.cache.get(key);
    if (hit && hit.expires > now) return hit.site;

    const row =
      kind.kind === 'subdomain'
        ? await findBySubDomain(this.db, kind.label)
        : await findByCustomDomains(this.db, customDomainCandidates(kind.domain));
    const site = row ? toSite(row) : null;
    if (this.cache.size >= this.maxEntries) this.cache.clear();
    this.cache.set(key, { site, expires: now + this.ttlMs });
    return site;
  }

  invalidate(): void {
    this.cache.clear();
  }
}
