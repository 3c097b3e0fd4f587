import DataLoader from 'dataloader';
import type { Conn } from '../server/db/knex.ts';
import { vendorsByIds } from '../server/domain/vendors/index.ts';
import { findByVendorIds } from '../server/domain/websites/index.ts';
import { toVendorDto, type VendorDto } from '../server/domain/vendors/vendor-presenter.ts';
import { toWebsiteDto, type WebsiteDto } from '../server/domain/websites/website-presenter.ts';

function byKey<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map<K, V>();
  for (const row of rows) map.set(keyOf(row), row);
  return keys.map((k) => map.get(k) ?? null);
}

/** One set per request, so batching and caching never cross viewers. Each answers DTOs, never rows. */
export function createLoaders(db: Conn) {
  return {
    vendor: new DataLoader<number, VendorDto | null>(async (ids) =>
      byKey(ids, (await vendorsByIds(db, ids)).map(toVendorDto), (r) => r.id)),
    websiteByVendor: new DataLoader<number, WebsiteDto | null>(async (ids) => {
      const rows = await findByVendorIds(db, ids);
      const dtoByVendor = new Map(rows.map((r) => [Number(r.vendor_id), toWebsiteDto(r)]));
      return ids.map((id) => dtoByVendor.get(id) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
