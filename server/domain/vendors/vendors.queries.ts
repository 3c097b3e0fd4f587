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
