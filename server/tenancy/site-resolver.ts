import type { Conn } from '../db/knex.ts';
import { searchScope, type CacheVersions } from '../db/cache-versions.ts';
import { classifyHost, customDomainCandidates, siteHost } from './host.ts';
import { RELEASED_SUB_DOMAIN_DAYS } from '../../contracts/websites.ts';
import { sanitizeTenantHtml } from '../domain/websites/sanitize.ts';
import { clinicClosed } from '../domain/vendors/index.ts';
import {
  findByCustomDomains, findBySubDomain, releasedSubDomain, websiteOfVendor, type WebsiteRow,
} from '../domain/websites/index.ts';

const HOLD_MS = RELEASED_SUB_DOMAIN_DAYS * 24 * 3600 * 1000;

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
      /** The clinic has closed: its site shows a neutral notice and nothing else. */
      closed?: boolean;
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

interface MovedEntry {
  host: string | null;
  expires: number;
}

/** Told which vendor's public content changed (null: any vendor's, or which is unknown). */
export type SiteChangeListener = (vendorId: number | null) => void;

/**
 * Resolves a Host header to a Site, or null for 'Site not found'. Results are
 * cached briefly per host (found and not found alike) so a burst of requests
 * costs one lookup; `invalidate()` drops the cache when a website changes, and
 * `contentChanged()` tells listeners (the page cache) that a vendor site's pages
 * read differently now. Other processes see either within `ttlMs`; with `versions`,
 * a change to whether a clinic is listed (approved, suspended, closed, verified:
 * every such change moves the public search's version, as the vet list needs)
 * within a second: a vendor host's lookup reads that version at most once a second
 * and drops this cache and the kept vendor pages when it moved.
 */
export class SiteResolver {
  private cache = new Map<string, CacheEntry>();
  private moved = new Map<string, MovedEntry>();
  private listeners: SiteChangeListener[] = [];

  constructor(
    private readonly db: Conn,
    private readonly mainDomain: string,
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 5_000,
    private readonly versions?: CacheVersions,
  ) {}

  /** The public search's version when this process last looked (see the class comment). */
  private searchVersion: string | null = null;

  private async dropIfListingsMoved(): Promise<void> {
    if (!this.versions) return;
    const { version } = await this.versions.begin([searchScope]);
    if (this.searchVersion !== null && version !== this.searchVersion) this.invalidate();
    this.searchVersion = version;
  }

  async resolve(host: string | undefined, now = Date.now()): Promise<Site | null> {
    const kind = classifyHost(host, this.mainDomain);
    if (kind.kind === 'main') return MAIN_SITE;
    await this.dropIfListingsMoved();
    const key = kind.kind === 'subdomain' ? `s:${kind.label}` : `c:${kind.domain}`;
    const hit = this.cache.get(key);
    if (hit && hit.expires > now) return hit.site;

    const row =
      kind.kind === 'subdomain'
        ? await findBySubDomain(this.db, kind.label)
        : await findByCustomDomains(this.db, customDomainCandidates(kind.domain));
    const site = row ? { ...toSite(row), ...(await clinicClosed(this.db, Number(row.vendor_id)) ? { closed: true } : {}) } : null;
    if (this.cache.size >= this.maxEntries) this.cache.clear();
    this.cache.set(key, { site, expires: now + this.ttlMs });
    return site;
  }

  /**
   * Where a sub-domain a clinic renamed away from in the last 90 days leads now: the clinic's address today
   * (its sub-domain, else its verified custom domain), or null for any other host. Asked only of hosts that
   * resolve to no site, and kept as briefly as the sites themselves.
   */
  async movedTo(host: string | undefined, now = Date.now()): Promise<string | null> {
    const kind = classifyHost(host, this.mainDomain);
    if (kind.kind !== 'subdomain') return null;
    const hit = this.moved.get(kind.label);
    if (hit && hit.expires > now) return hit.host;
    const released = await releasedSubDomain(this.db, kind.label, new Date(now - HOLD_MS));
    const site = released ? await websiteOfVendor(this.db, released.vendor_id) : undefined;
    const custom = site?.custom_domain && site.custom_domain_verified_at ? site.custom_domain : null;
    const target = site ? siteHost(this.mainDomain, { subDomain: site.sub_domain, customDomain: custom }) : null;
    const moved = target && target !== `${kind.label}.${this.mainDomain}` ? target : null;
    if (this.moved.size >= this.maxEntries) this.moved.clear();
    this.moved.set(kind.label, { host: moved, expires: now + this.ttlMs });
    return moved;
  }

  invalidate(): void {
    this.cache.clear();
    this.moved.clear();
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
