import type { Viewer } from '../accounts/viewer.ts';

/**
 * Who may see and edit a listing: a login of the listing's vendor that is either the root admin
 * or named in the listing's managers. Another vendor's login never may (the tenant check).
 */
export function canManageListing(viewer: Viewer | null | undefined, listing: { vendor_id: number; managers: readonly number[] }): boolean {
  if (!viewer || viewer.kind !== 'vendor') return false;
  if (viewer.vendorId !== Number(listing.vendor_id)) return false;
  if (viewer.subrole === 'root_admin') return true;
  return listing.managers.map(Number).includes(viewer.id);
}

/** The managers filter a login's listing queries use: null (all of the vendor's) for a root admin. */
export function managerScope(viewer: Extract<Viewer, { kind: 'vendor' }>): number | null {
  return viewer.subrole === 'root_admin' ? null : viewer.id;
}
