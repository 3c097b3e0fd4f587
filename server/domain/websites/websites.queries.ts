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

export function findByCustomDomains(db: Conn, domains: string[]): Promise<WebsiteRow | undefined> {
  return db('websites')
    .select(COLUMNS)
    .whereIn('custom_domain', domains.map((d) => d.toLowerCase()))
    .orderByRaw('custom_domain = ? desc', [domains[0]])
    .first();
}

export function findByVendorIds(db: Conn, vendorIds: readonly number[]): Promise<WebsiteRow[]> {
  return db('websites').select(COLUMNS).whereIn('vendor_id', vendorIds as number[]);
}
