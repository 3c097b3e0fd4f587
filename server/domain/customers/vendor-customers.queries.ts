import type { Conn } from '../../db/knex.ts';
import type { ClinicAccess } from '../../../contracts/customers.ts';
import { APPOINTMENT_STATUSES } from '../../../contracts/appointments.ts';

/**
 * The clinic-owner relation (vendor_customers): kept by triggers on bookings and desk registrations, with the
 * owner's answer on sharing their pets and records (`access`) and the contact the clinic typed at its desk.
 */
export interface RelationRow {
  vendor_id: number;
  user_id: number;
  access: ClinicAccess;
  desk_first_name: string | null;
  desk_last_name: string | null;
  desk_phone: string | null;
  /** Null: a granted relation covers all the owner's pets; else only these (shared by second-opinion orders). */
  shared_pet_ids: Array<string | number> | null;
}

const RELATION = ['vendor_id', 'user_id', 'access', 'desk_first_name', 'desk_last_name', 'desk_phone', 'shared_pet_ids'];

/** One owner's relation with one clinic (a primary-key lookup), or undefined when they are not its customer. */
export function relationOf(db: Conn, vendorId: number, userId: number, options: { forUpdate?: boolean } = {}): Promise<RelationRow | undefined> {
  const q = db('vendor_customers').select(RELATION).where({ vendor_id: vendorId, user_id: userId }).first();
  return options.forUpdate ? q.forUpdate() : q;
}

/**
 * Records a desk registration of an owner with the contact the clinic typed. A relation that did not exist waits
 * for the owner (`pending`, the column's default; a new account's row, made by the users trigger, too) and
 * keeps that contact; an existing one only gains its registration date, so nothing the clinic types replaces
 * what it was shown before.
 */
export async function recordDeskRegistration(
  db: Conn, vendorId: number, userId: number, contact: { firstName: string; lastName: string; phone: string }, now: Date,
  options: { newAccount: boolean },
): Promise<void> {
  if (options.newAccount) {
    await db('vendor_customers').where({ vendor_id: vendorId, user_id: userId })
      .update({ desk_first_name: contact.firstName, desk_last_name: contact.lastName, desk_phone: contact.phone });
    return;
  }
  await db.raw(
    `insert into vendor_customers (vendor_id, user_id, registered_at, desk_first_name, desk_last_name, desk_phone)
     values (?, ?, ?, ?, ?, ?)
     on conflict (vendor_id, user_id) do update set registered_at = coalesce(vendor_customers.registered_at, excluded.registered_at)`,
    [vendorId, userId, now, contact.firstName, contact.lastName, contact.phone],
  );
}

/**
 * The owner's answer; returns the rows changed (0: not this clinic's customer). Either answer is about all their
 * pets, so it ends any sharing of single pets: accepting shares them all, stopping shares none.
 */
export function setAccess(db: Conn, vendorId: number, userId: number, access: ClinicAccess, now: Date): Promise<number> {
  return db('vendor_customers').where({ vendor_id: vendorId, user_id: userId }).update({ access, access_changed_at: now, shared_pet_ids: null });
}

/**
 * Shares one pet with a clinic on the owner's authorisation (a paid second-opinion order): the owner becomes its
 * customer if they were not, and the relation covers that pet. A clinic that already sees all their pets is left
 * as it is; one that sees some gains the pet; one asking (`pending`) or refused (`declined`) now sees that pet
 * alone, since the owner authorised exactly that. Returns true when the pet is now shared and was not before.
 */
export async function sharePetWithClinic(db: Conn, vendorId: number, userId: number, petId: number, now: Date): Promise<boolean> {
  const result = await db.raw(
    `insert into vendor_customers as vc (vendor_id, user_id, access, access_changed_at, shared_pet_ids)
     values (?, ?, 'granted', ?, array[?::bigint])
     on conflict (vendor_id, user_id) do update
       set access = 'granted',
           shared_pet_ids = case when vc.access <> 'granted' then excluded.shared_pet_ids
                                 else vc.shared_pet_ids || excluded.shared_pet_ids end,
           access_changed_at = excluded.access_changed_at
       where vc.access <> 'granted' or (vc.shared_pet_ids is not null and not (?::bigint = any(vc.shared_pet_ids)))
     returning vendor_id`,
    [vendorId, userId, now, petId, petId],
  );
  return (result.rows ?? []).length > 0;
}

/**
 * Ends the sharing of one pet that a second-opinion order created (order-payments.ts decides when), and nothing
 * the owner decided since: a relation no longer granted, or granted for every pet (`shared_pet_ids` null), or no
 * longer naming the pet is left as it is. The pet leaves the relation's list; when it was the last one, the
 * relation goes back to what it was before the order (`before`: pending or declined), or, when there was none and
 * nothing else made the owner a customer since (a booking, a desk registration), the row made by the share goes;
 * a relation the clinic made meanwhile waits for the owner (`pending`), as it would have. Returns true when it changed.
 */
export async function endPetShare(db: Conn, vendorId: number, userId: number, petId: number, before: ClinicAccess | null, now: Date): Promise<boolean> {
  const relation = await relationOf(db, vendorId, userId, { forUpdate: true });
  if (!relation || relation.access !== 'granted' || relation.shared_pet_ids === null) return false;
  const ids = relation.shared_pet_ids.map(Number);
  if (!ids.includes(petId)) return false;
  const rest = ids.filter((id) => id !== petId);
  const row = db('vendor_customers').where({ vendor_id: vendorId, user_id: userId });
  if (rest.length > 0) {
    await row.update({ shared_pet_ids: db.raw('?::bigint[]', [`{${rest.join(',')}}`]), access_changed_at: now });
    return true;
  }
  if (before === 'pending' || before === 'declined') {
    await row.update({ access: before, shared_pet_ids: null, access_changed_at: now });
    return true;
  }
  const removed = await db('vendor_customers').where({ vendor_id: vendorId, user_id: userId })
    .whereNull('first_booked_at').whereNull('registered_at').whereNull('first_appointment_at').delete();
  if (removed === 0) await row.update({ access: 'pending', shared_pet_ids: null, access_changed_at: now });
  return true;
}

export interface OwnerRelationRow {
  vendor_id: number;
  clinic_name: string;
  access: ClinicAccess;
  since: Date | null;
  /** The names of the pets shared one by one (null: all of them, or none), in the owner's order of pets. */
  shared_pet_names: string[] | null;
}

/** Every clinic an owner is a customer of, with its name; those asking first, then by name. */
export function relationsOfOwner(db: Conn, userId: number): Promise<OwnerRelationRow[]> {
  return db('vendor_customers as vc').join('vendors as v', 'v.id', 'vc.vendor_id')
    .select('vc.vendor_id', 'v.name as clinic_name', 'vc.access', db.raw('least(vc.first_booked_at, vc.registered_at) as since'),
      db.raw(`case when vc.shared_pet_ids is not null then array(
        select p.name from pets p where p.user_id = vc.user_id and p.id = any(vc.shared_pet_ids) order by p.id) end as shared_pet_names`))
    .where('vc.user_id', userId)
    .orderByRaw(`vc.access = 'pending' desc, v.name collate "und-x-icu", vc.vendor_id`);
}

/**
 * The owner's pets named by appointments on the listings that name `managerId` as a manager: all a sub-user
 * reaches of a customer: the bookings' `pet_id` (the snapshot's pet, the pet the appointment is for).
 */
export async function petIdsBookedOnManagedListings(db: Conn, vendorId: number, managerId: number, userId: number): Promise<number[]> {
  const rows: Array<{ pet_id: string | number }> = await db('bookings as b')
    .join('vendor_listings as l', function joinListing() {
      this.on('l.id', '=', 'b.vendor_listing_id').andOn('l.vendor_id', '=', 'b.vendor_id');
    })
    .distinct('b.pet_id')
    .where({ 'b.vendor_id': vendorId, 'b.user_id': userId })
    .whereIn('b.status', APPOINTMENT_STATUSES)
    .whereRaw('l.managers @> ?::jsonb', [JSON.stringify([managerId])])
    .whereNotNull('b.pet_id');
  return rows.map((r) => Number(r.pet_id));
}

/** One of an owner's service orders assigned to a clinic login: the pet it is about (`details.petId`) and its status. */
export interface AssignedOrderRow {
  pet_id: string | number | null;
  status: string;
}

/**
 * The owner's service orders fulfilled by the clinic and assigned to `loginId`, every status (the rule in
 * clinic-access.ts says which count): orders the owner placed (`user_id`), so never a clinic's Peer-to-Peer Consult,
 * whose orderer is a clinic. Read here, beside the bookings query above, because the one rule lives in this area
 * and the orders area already reads it (through health records): importing orders from here would close a cycle.
 */
export function ordersAssignedTo(db: Conn, vendorId: number, loginId: number, userId: number): Promise<AssignedOrderRow[]> {
  return db('orders').select(db.raw(`details->>'petId' as pet_id`), 'status')
    .where({ vendor_id: vendorId, assigned_login_id: loginId, user_id: userId });
}
