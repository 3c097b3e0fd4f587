import type { Conn } from '../../db/knex.ts';
import { preparedWrite } from '../../db/prepared.ts';

/** A pet as the pets area reads it (status, details and timestamps stay in the table). */
export interface PetRow {
  id: number;
  user_id: number;
  name: string;
  type: number;
  breed: string | null;
  notes: string | null;
  phr_id: string | null;
}

export interface PetWrite {
  name: string;
  type: number;
  breed: string | null;
  notes: string | null;
}

const COLUMNS = ['id', 'user_id', 'name', 'type', 'breed', 'notes', 'phr_id'];
const ACTIVE = 1;
const DELETED = 0;

/** An owner's active pets (status 1), by name; with `ids`, only those. The owner is the scope, as a tenant is elsewhere. */
export function activePetsOfUser(db: Conn, userId: number, ids?: readonly number[]): Promise<PetRow[]> {
  const query = db('pets').select(COLUMNS).where({ user_id: userId, status: ACTIVE }).orderBy([{ column: 'name' }, { column: 'id' }]);
  return ids ? query.whereIn('id', ids as number[]) : query;
}

/** Active pets of any owners by id, by name (callers check who may see them). */
export function activePetsByIds(db: Conn, ids: readonly number[]): Promise<PetRow[]> {
  return db('pets').select(COLUMNS).whereIn('id', ids as number[]).where({ status: ACTIVE }).orderBy([{ column: 'name' }, { column: 'id' }]);
}

/** One active pet of any owner (callers check who may see it); `forUpdate` locks it for the transaction. */
export function activePetById(db: Conn, id: number, options: { forUpdate?: boolean } = {}): Promise<PetRow | undefined> {
  const query = db('pets').select(COLUMNS).where({ id, status: ACTIVE }).first();
  return options.forUpdate ? query.forUpdate() : query;
}

export async function insertPet(db: Conn, userId: number, pet: PetWrite): Promise<number> {
  const [row] = await preparedWrite(db('pets').insert({ user_id: userId, ...pet, status: ACTIVE }).returning('id'));
  return Number(row.id);
}

export async function updatePet(db: Conn, id: number, pet: PetWrite): Promise<void> {
  await db('pets').where({ id, status: ACTIVE }).update({ ...pet, updated_at: db.fn.now() });
}

/** Deleting keeps the row (status 0) so bookings and orders that name the pet stay readable. */
export async function markPetDeleted(db: Conn, id: number): Promise<void> {
  await db('pets').where({ id }).update({ status: DELETED, updated_at: db.fn.now() });
}

/** Gives an active pet of `fromUserId` to `toUserId` (an adoption); false when the pet is not theirs (any more). */
export async function movePet(db: Conn, id: number, fromUserId: number, toUserId: number): Promise<boolean> {
  const count = await db('pets').where({ id, user_id: fromUserId, status: ACTIVE }).update({ user_id: toUserId, updated_at: db.fn.now() });
  return count > 0;
}
