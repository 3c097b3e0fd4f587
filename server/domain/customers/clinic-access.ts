import type { Conn } from '../../db/knex.ts';
import type { VendorViewer } from '../accounts/viewer.ts';
import type { ClinicAccess } from '../../../contracts/customers.ts';
import { petIdsBookedOnManagedListings, relationOf } from './vendor-customers.queries.ts';

/**
 * What one clinic login may read of one owner's pets, and so of their health records, record files and record
 * PDFs: every place that shows a clinic an owner's pet asks this, and nothing else.
 * - `none`: the owner is not the clinic's customer, or has not shared with it (`access` says which);
 * - `all`: a root admin of a clinic the owner shares with;
 * - `some`: a sub-user of such a clinic reaches only the pets named by appointments on listings that name them.
 */
export type PetReach =
  | { kind: 'none'; access: ClinicAccess | null }
  | { kind: 'all' }
  | { kind: 'some'; petIds: ReadonlySet<number> };

/**
 * The one rule. A clinic reads an owner's pets only when the owner shares with it (`vendor_customers.access`
 * granted: they booked with the clinic themselves, or accepted it); a booking or registration made at the
 * clinic's desk asks the owner and grants nothing by itself. A sub-user's reach is narrower still: the pets of
 * appointments on their own listings.
 */
export async function clinicReach(db: Conn, login: VendorViewer, userId: number): Promise<PetReach> {
  const relation = await relationOf(db, login.vendorId, userId);
  if (!relation || relation.access !== 'granted') return { kind: 'none', access: relation?.access ?? null };
  if (login.subrole === 'root_admin') return { kind: 'all' };
  return { kind: 'some', petIds: new Set(await petIdsBookedOnManagedListings(db, login.vendorId, login.id, userId)) };
}

/** True when the reach covers the pet. */
export function reaches(reach: PetReach, petId: number): boolean {
  if (reach.kind === 'all') return true;
  return reach.kind === 'some' && reach.petIds.has(petId);
}

/** Keeps the items whose pet the reach covers. */
export function withinReach<T>(reach: PetReach, items: readonly T[], petOf: (item: T) => number): T[] {
  return items.filter((item) => reaches(reach, petOf(item)));
}
