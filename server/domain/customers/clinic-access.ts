import type { Conn } from '../../db/knex.ts';
import type { VendorViewer } from '../accounts/viewer.ts';
import type { ClinicAccess } from '../../../contracts/customers.ts';
import { ordersAssignedTo, petIdsBookedOnManagedListings, relationOf, type AssignedOrderRow } from './vendor-customers.queries.ts';

/**
 * What one clinic login may read of one owner's pets, and so of their health records, record files and record
 * PDFs: every place that shows a clinic an owner's pet asks this, and nothing else.
 * - `none`: the owner is not the clinic's customer, or has not shared with it (`access` says which);
 * - `all`: a root admin of a clinic the owner shares all their pets with;
 * - `some`: a root admin of a clinic the owner shares only some pets with (`shared_pet_ids`: the pets of their
 *   paid second opinions there) reaches those; a sub-user reaches only the pets named by appointments on listings
 *   that name them, and the pets of the clinic's service orders assigned to them (`assignedOrderPetIds`), and of
 *   those only the shared ones when the owner shares some.
 */
export type PetReach =
  | { kind: 'none'; access: ClinicAccess | null }
  | { kind: 'all' }
  | { kind: 'some'; petIds: ReadonlySet<number> };

/**
 * The statuses of a service order whose assignee reads its pet's shared records: while the clinic works on it, and
 * once delivered. Delivered keeps them because the report the vet signed stays on their order page and in their
 * queue, and the records are what it rests on (a question about the report is answered from them); the clinic's
 * root admin reads them all along, so the clinic learns nothing new, and the owner ends it for everyone by no
 * longer sharing with the clinic. Canceled and refunded orders were never worked through (the owner withdrew, or
 * the clinic let the deadline pass), so they give nothing; neither does an order not yet paid.
 */
export const RECORD_READING_ORDER_STATUSES: ReadonlySet<string> = new Set(['paid', 'assigned', 'in_review', 'needs_information', 'delivered']);

/**
 * The pets a sub-user reaches through the owner's orders assigned to them (pure): the pet each order is about,
 * while its status is one of RECORD_READING_ORDER_STATUSES. An order about no pet gives none.
 *
 *   assignedOrderPetIds([{ pet_id: '7', status: 'in_review' }])  -> [7]
 *   assignedOrderPetIds([{ pet_id: '7', status: 'canceled' }])   -> []
 */
export function assignedOrderPetIds(orders: readonly AssignedOrderRow[]): number[] {
  return orders
    .filter((o) => RECORD_READING_ORDER_STATUSES.has(o.status) && o.pet_id !== null && /^\d{1,15}$/.test(String(o.pet_id)))
    .map((o) => Number(o.pet_id));
}

/**
 * The one rule. A clinic reads an owner's pets only when the owner shares with it (`vendor_customers.access`
 * granted: they booked with the clinic themselves, or accepted it: all their pets; or they paid a second opinion
 * fulfilled by it: that order's pet, `shared_pet_ids`); a booking or registration made at the
 * clinic's desk asks the owner and grants nothing by itself. A sub-user's reach is narrower still: the pets of
 * appointments on their own listings, and the pet of each of the owner's service orders (a second opinion) the
 * clinic assigned to them, while it is open or delivered. The tenant is the login's clinic (`login.vendorId`):
 * only its relation, its listings and its orders count.
 */
export async function clinicReach(db: Conn, login: VendorViewer, userId: number): Promise<PetReach> {
  const relation = await relationOf(db, login.vendorId, userId);
  if (!relation || relation.access !== 'granted') return { kind: 'none', access: relation?.access ?? null };
  const shared = relation.shared_pet_ids ? new Set(relation.shared_pet_ids.map(Number)) : null;
  if (login.subrole === 'root_admin') return shared ? { kind: 'some', petIds: shared } : { kind: 'all' };
  const [booked, assigned] = await Promise.all([
    petIdsBookedOnManagedListings(db, login.vendorId, login.id, userId), ordersAssignedTo(db, login.vendorId, login.id, userId),
  ]);
  const own = [...booked, ...assignedOrderPetIds(assigned)];
  return { kind: 'some', petIds: new Set(shared ? own.filter((id) => shared.has(id)) : own) };
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
