import type { VendorRow } from './vendors.queries.ts';

/**
 * The practice as GraphQL and pages see it: plain data, never rows (no details jsonb). Its site's DTO is
 * websites/website-presenter.ts.
 */
export interface VendorDto {
  id: number;
  name: string;
  type: number;
  categories: number[];
  createdAt: Date;
}

export function toVendorDto(row: VendorRow): VendorDto {
  return { id: Number(row.id), name: row.name, type: Number(row.type), categories: row.categories ?? [], createdAt: row.created_at };
}
