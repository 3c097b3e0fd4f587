import type { Conn } from '../../db/knex.ts';

export interface VendorRow {
  id: number;
  name: string;
  type: number;
  categories: number[];
  details: Record<string, unknown>;
  created_at: Date;
}

export function vendorsByIds(db: Conn, ids: readonly number[]): Promise<VendorRow[]> {
  return db('vendors').select('id', 'name', 'type', 'categories', 'details', 'created_at').whereIn('id', ids as number[]);
}

export async function insertVendor(db: Conn, vendor: { name: string; type: number; details: Record<string, unknown> }): Promise<number> {
  const [row] = await db('vendors').insert({ ...vendor, details: JSON.stringify(vendor.details) }).returning('id');
  return Number(row.id);
}
