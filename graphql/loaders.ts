import DataLoader from 'dataloader';
import type { Conn } from '../server/db/knex.ts';
import { vendorsByIds, type VendorRow } from '../server/domain/vendors/vendors.queries.ts';
import { findByVendorIds, type WebsiteRow } from '../server/domain/websites/websites.queries.ts';

function byKey<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map<K, V>();
  for (const row of rows) map.set(keyOf(row), row);
  return keys.map((k) => map.get(k) ?? null);
}

/** One set per request, so batching and caching never cross viewers. */
export function createLoaders(db: Conn) {
  return {
    vendor: new DataLoader<number, VendorRow | null>(async (ids) =>
      byKey(ids, await vendorsByIds(db, ids), (r) => Number(r.id))),
    websiteByVendor: new DataLoader<number, WebsiteRow | null>(async (ids) =>
      byKey(ids, await findByVendorIds(db, ids), (r) => Number(r.vendor_id))),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
