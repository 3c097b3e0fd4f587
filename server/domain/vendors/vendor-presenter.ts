import type { VendorRow } from './vendors.queries.ts';
import type { WebsiteRow } from '../websites/index.ts';

/**
 * The practice and its site as GraphQL and pages see them: plain data, never rows
 * (no details jsonb, no tenant HTML).
 */
export interface VendorDto {
  id: number;
  name: string;
  type: number;
  categories: number[];
  createdAt: Date;
}

export interface WebsiteDto {
  id: number;
  name: string;
  logo: string | null;
  subDomain: string | null;
  customDomain: string | null;
}

export function toVendorDto(row: VendorRow): VendorDto {
  return { id: Number(row.id), name: row.name, type: Number(row.type), categories: row.categories ?? [], createdAt: row.created_at };
}

export function toWebsiteDto(row: WebsiteRow): WebsiteDto {
  return { id: Number(row.id), name: row.name, logo: row.logo, subDomain: row.sub_domain, customDomain: row.custom_domain };
}
