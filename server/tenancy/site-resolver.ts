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

/** Told which vendor's public content changed (null: any vendor's, or which is unknown). */
export type SiteChangeListener = (vendorId: number | null) => void;

/**
 * Resolves a Host header to a Site, or null for 'Site not found'. Results are
 * cached briefly per host (found and not found alike) so a burst of requests
 * costs one lookup; `invalidate()` drops the cache when a website changes, and
 * `contentChanged()` tells listeners (the page cache) that a vendor site's pages
 * read differently now. Other processes see either within `ttlMs`.
 */
export class SiteResolver {
  private cache = new Map<string, CacheEntry>();
  private listeners: SiteChangeListener[] = [];

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
    this.contentChanged(null);
  }

  /** A vendor's public content (its listings, say) changed: stored pages of its site go. */
  contentChanged(vendorId: number | null): void {
    for (const listener of this.listeners) listener(vendorId);
  }

  onContentChange(listener: SiteChangeListener): void {
    this.listeners.push(listener);
  }

  /** How long another process may keep showing a site as it was (its cache's lifetime). */
  get staleForMs(): number {
    return this.ttlMs;
  }
}
