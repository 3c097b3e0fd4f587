import type { Conn } from '../../db/knex.ts';
import type { ShareLevel } from '../../../contracts/co-owners.ts';

/** A live grant (accepted, not revoked) as the access rule reads it, with the owner's name. */
export interface GrantRow {
  id: number;
  user_id: number;
  pet_id: number | null;
  level: ShareLevel;
  owner_first_name: string;
  owner_last_name: string;
}

/** One share (invitation or grant) as the owner's list and the invitation page read it. */
export interface ShareRow {
  id: number;
  user_id: number;
  shared_with_email: string;
  shared_with_user_id: number | null;
  pet_id: number | null;
  level: ShareLevel;
  token_expires_at: Date | null;
  accepted_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

const SHARE_COLUMNS = [
  's.id', 's.user_id', 's.shared_with_email', 's.shared_with_user_id', 's.pet_id', 's.level', 's.token_expires_at', 's.accepted_at',
  's.revoked_at', 's.created_at',
];

/** Live grants the grantee holds from the owners of `pets`, covering those pets (one-pet rows or all-pets rows). */
export function grantsOfPets(db: Conn, granteeId: number, pets: ReadonlyArray<{ id: number; userId: number }>): Promise<GrantRow[]> {
  const owners = [...new Set(pets.map((p) => p.userId))];
  return db('account_shares as s')
    .join('users as u', 'u.id', 's.user_id')
    .select('s.id', 's.user_id', 's.pet_id', 's.level', 'u.first_name as owner_first_name', 'u.last_name as owner_last_name')
    .where('s.shared_with_user_id', granteeId)
    .whereNotNull('s.accepted_at')
    .whereNull('s.revoked_at')
    .whereIn('s.user_id', owners)
    .where((w) => w.whereNull('s.pet_id').orWhereIn('s.pet_id', pets.map((p) => p.id)));
}

/** Ids of the active pets shared with the grantee by live grants, with their owners. */
export function petIdsSharedWith(db: Conn, granteeId: number): Promise<Array<{ id: number; user_id: number }>> {
  return db('account_shares as s')
    .join('pets as p', (j) => j.on('p.user_id', 's.user_id').andOn((o) => o.onNull('s.pet_id').orOn('p.id', 's.pet_id')))
    .distinct('p.id', 'p.user_id')
    .where('s.shared_with_user_id', granteeId)
    .whereNotNull('s.accepted_at')
    .whereNull('s.revoked_at')
    .where('p.status', 1);
}

/** The owner's shares not revoked, newest first, with the pet's and the grantee's names. */
export function liveSharesOfOwner(db: Conn, ownerId: number): Promise<Array<ShareRow & { pet_name: string | null; grantee_first_name: string | null; grantee_last_name: string | null }>> {
  return db('account_shares as s')
    .leftJoin('pets as p', 'p.id', 's.pet_id')
    .leftJoin('users as g', 'g.id', 's.shared_with_user_id')
    .select([...SHARE_COLUMNS, 'p.name as pet_name', 'g.first_name as grantee_first_name', 'g.last_name as grantee_last_name'])
    .where('s.user_id', ownerId)
    .whereNull('s.revoked_at')
    .orderBy([{ column: 's.created_at', order: 'desc' }, { column: 's.id', order: 'desc' }]);
}

/** Live grants held by the grantee, with the owners' and pets' names. */
export function grantsHeldBy(db: Conn, granteeId: number): Promise<Array<GrantRow & { pet_name: string | null }>> {
  return db('account_shares as s')
    .join('users as u', 'u.id', 's.user_id')
    .leftJoin('pets as p', 'p.id', 's.pet_id')
    .select('s.id', 's.user_id', 's.pet_id', 's.level', 'u.first_name as owner_first_name', 'u.last_name as owner_last_name', 'p.name as pet_name')
    .where('s.shared_with_user_id', granteeId)
    .whereNotNull('s.accepted_at')
    .whereNull('s.revoked_at')
    .orderBy('s.id');
}

/** A live grant the grantee holds (accepted, not revoked), locked: the one a co-owner may leave. */
export function liveGrantHeldBy(db: Conn, granteeId: number, id: number): Promise<ShareRow | undefined> {
  return db('account_shares as s').select(SHARE_COLUMNS).where({ 's.shared_with_user_id': granteeId, 's.id': id })
    .whereNotNull('s.accepted_at').whereNull('s.revoked_at').forUpdate().first();
}

/** One of the owner's shares, not revoked; `forUpdate` locks it. */
export function liveShareOfOwner(db: Conn, ownerId: number, id: number, options: { forUpdate?: boolean } = {}): Promise<ShareRow | undefined> {
  const q = db('account_shares as s').select(SHARE_COLUMNS).where({ 's.user_id': ownerId, 's.id': id }).whereNull('s.revoked_at').first();
  return options.forUpdate ? q.forUpdate() : q;
}

/** The invitation a token's hash names, whatever its state; `forUpdate` locks it. */
export function shareByTokenHash(db: Conn, hash: string, options: { forUpdate?: boolean } = {}): Promise<ShareRow | undefined> {
  const q = db('account_shares as s').select(SHARE_COLUMNS).where('s.token_hash', hash).first();
  return options.forUpdate ? q.forUpdate() : q;
}

export async function insertShare(db: Conn, row: {
  user_id: number; shared_with_email: string; pet_id: number | null; level: ShareLevel; token_hash: string; token_expires_at: Date;
}): Promise<number> {
  const [inserted] = await db('account_shares').insert(row).returning('id');
  return Number(inserted.id);
}

export async function updateShare(db: Conn, ownerId: number, id: number, change: Partial<{
  level: ShareLevel; revoked_at: Date; token_hash: string | null; shared_with_user_id: number; accepted_at: Date;
}>): Promise<void> {
  await db('account_shares').where({ user_id: ownerId, id }).update({ ...change, updated_at: db.fn.now() });
}
