import type { Conn } from '../../db/knex.ts';

export interface WebsiteRow {
  id: number;
  vendor_id: number;
  name: string;
  logo: string | null;
  sub_domain: string | null;
  custom_domain: string | null;
  header_section: string | null;
  body_section: string | null;
}

const COLUMNS = ['id', 'vendor_id', 'name', 'logo', 'sub_domain', 'custom_domain', 'header_section', 'body_section'];

export function findBySubDomain(db: Conn, subDomain: string): Promise<WebsiteRow | undefined> {
  return db('websites').select(COLUMNS).where({ sub_domain: subDomain.toLowerCase() }).first();
}

/** The site serving one of these custom domains: only a verified domain is served (a pending claim proves nothing). */
export function findByCustomDomains(db: Conn, domains: string[]): Promise<WebsiteRow | undefined> {
  return db('websites')
    .select(COLUMNS)
    .whereIn('custom_domain', domains.map((d) => d.toLowerCase()))
    .whereNotNull('custom_domain_verified_at')
    .orderByRaw('custom_domain = ? desc', [domains[0]])
    .first();
}

export function findByVendorIds(db: Conn, vendorIds: readonly number[]): Promise<WebsiteRow[]> {
  return db('websites').select(COLUMNS).whereIn('vendor_id', vendorIds as number[]);
}

/** Everything the settings tabs read of a vendor's website (one per vendor). */
export interface WebsiteSettingsRow extends WebsiteRow {
  custom_domain_token: string | null;
  custom_domain_verified_at: Date | null;
}

export function websiteOfVendor(db: Conn, vendorId: number, options: { forUpdate?: boolean } = {}): Promise<WebsiteSettingsRow | undefined> {
  const q = db('websites').select([...COLUMNS, 'custom_domain_token', 'custom_domain_verified_at']).where({ vendor_id: vendorId }).first();
  return options.forUpdate ? q.forUpdate() : q;
}

export type WebsiteWrite = Partial<Pick<WebsiteSettingsRow,
  'name' | 'logo' | 'header_section' | 'body_section' | 'sub_domain' | 'custom_domain' | 'custom_domain_token' | 'custom_domain_verified_at'>>;

export async function insertWebsite(db: Conn, vendorId: number, write: WebsiteWrite & { name: string }): Promise<void> {
  await db('websites').insert({ vendor_id: vendorId, ...write });
}

export async function updateWebsite(db: Conn, vendorId: number, write: WebsiteWrite): Promise<void> {
  await db('websites').where({ vendor_id: vendorId }).update({ ...write, updated_at: db.fn.now() });
}

/** Marks the vendor's custom domain verified, only while it is still the claim that was checked (rows changed). */
export function markCustomDomainVerified(db: Conn, vendorId: number, claim: { domain: string; token: string }, now: Date): Promise<number> {
  return db('websites').where({ vendor_id: vendorId, custom_domain: claim.domain, custom_domain_token: claim.token })
    .update({ custom_domain_verified_at: now, updated_at: db.fn.now() });
}

/** The clinic that gave up a sub-domain since `since`, if any (its old links still lead to it). */
export async function releasedSubDomain(db: Conn, subDomain: string, since: Date): Promise<{ vendor_id: number } | undefined> {
  const row = await db('released_sub_domains').select('vendor_id').where({ sub_domain: subDomain.toLowerCase() }).where('released_at', '>', since).first();
  return row ? { vendor_id: Number(row.vendor_id) } : undefined;
}

/** Records that a clinic gave up a sub-domain now (again, if it had before). */
export async function releaseSubDomain(db: Conn, subDomain: string, vendorId: number, now: Date): Promise<void> {
  await db('released_sub_domains').insert({ sub_domain: subDomain, vendor_id: vendorId, released_at: now })
    .onConflict('sub_domain').merge(['vendor_id', 'released_at']);
}

/** Forgets a released sub-domain as it is claimed (by its clinic again, or by anyone once the hold is over). */
export async function forgetReleasedSubDomain(db: Conn, subDomain: string): Promise<void> {
  await db('released_sub_domains').where({ sub_domain: subDomain }).delete();
}

/**
 * Serialises every change of who holds a sub-domain name (a rename releasing it, a claim taking it) until the
 * transaction ends, so a claim cannot slip in between a release and its record.
 */
export async function lockSubDomainNames(db: Conn, names: string[]): Promise<void> {
  for (const name of [...new Set(names)].sort()) await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`sub_domain:${name}`]);
}
