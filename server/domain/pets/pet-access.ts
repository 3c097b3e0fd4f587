import type { Conn } from '../../db/knex.ts';
import type { ShareLevel } from '../../../contracts/co-owners.ts';
import { SHARE_LEVELS } from '../../../contracts/co-owners.ts';
import type { UserViewer } from '../accounts/viewer.ts';
import { activePetById, type PetRow } from './pets.queries.ts';
import { grantsOfPets, type GrantRow } from './account-shares.queries.ts';

/**
 * The one rule of what a pet owner may do with a pet: every service that reads or writes pets, health records,
 * record files, appointments for a pet and share links asks it (clinics have theirs: customers/clinic-access.ts).
 * It is read from the database on every call, never cached, so a revoked co-owner loses access on their next
 * request, whatever session they hold.
 *
 * - the pet's owner may do everything;
 * - a co-owner (an accepted, unrevoked `account_shares` row for the pet, or for all the owner's pets) what their
 *   level allows: `view` reads; `manage` also books and manages appointments and records; `full` also edits the
 *   pet; no co-owner shares (share links, invitations) or deletes;
 * - anyone else nothing (callers answer as if the pet did not exist).
 */
export type PetAction = 'read' | 'book' | 'records' | 'edit' | 'share' | 'delete';

export type PetRole = { kind: 'owner' } | { kind: 'co-owner'; level: ShareLevel; ownerName: string };

/** The least level that allows each action (null: the owner only). */
const LEAST_LEVEL: Record<PetAction, ShareLevel | null> = {
  read: 'view',
  book: 'manage',
  records: 'manage',
  edit: 'full',
  share: null,
  delete: null,
};

/** True when the role may take the action on the pet. Pure. */
export function allows(role: PetRole | null, action: PetAction): boolean {
  if (!role) return false;
  if (role.kind === 'owner') return true;
  const least = LEAST_LEVEL[action];
  return least !== null && SHARE_LEVELS.indexOf(role.level) >= SHARE_LEVELS.indexOf(least);
}

/** The higher of two levels. */
export function higherLevel(a: ShareLevel, b: ShareLevel): ShareLevel {
  return SHARE_LEVELS.indexOf(a) >= SHARE_LEVELS.indexOf(b) ? a : b;
}

/** The viewer's role for each of the pets (owned by anyone), from their live grants; pets they have no role for are absent. */
export async function rolesForPets(db: Conn, viewer: Pick<UserViewer, 'id'>, pets: readonly Pick<PetRow, 'id' | 'user_id'>[]): Promise<Map<number, PetRole>> {
  const roles = new Map<number, PetRole>();
  const others = pets.filter((p) => Number(p.user_id) !== viewer.id);
  for (const p of pets) if (Number(p.user_id) === viewer.id) roles.set(Number(p.id), { kind: 'owner' });
  if (others.length === 0) return roles;
  const grants = await grantsOfPets(db, viewer.id, others.map((p) => ({ id: Number(p.id), userId: Number(p.user_id) })));
  for (const p of others) {
    const mine = grants.filter((g: GrantRow) => Number(g.user_id) === Number(p.user_id) && (g.pet_id === null || Number(g.pet_id) === Number(p.id)));
    if (mine.length === 0) continue;
    const level = mine.map((g) => g.level).reduce(higherLevel);
    roles.set(Number(p.id), { kind: 'co-owner', level, ownerName: `${mine[0].owner_first_name} ${mine[0].owner_last_name}`.trim() });
  }
  return roles;
}

/** An active pet with the viewer's role when the role allows `action`, else null (as if there were no such pet). */
export async function petFor(db: Conn, viewer: Pick<UserViewer, 'id'>, petId: number, action: PetAction): Promise<{ pet: PetRow; role: PetRole } | null> {
  const pet = await activePetById(db, petId);
  if (!pet) return null;
  const role = (await rolesForPets(db, viewer, [pet])).get(Number(pet.id)) ?? null;
  return role && allows(role, action) ? { pet, role } : null;
}

/** The viewer's role for one pet, whatever it allows (null: none), to tell "not yours" from "not at your level". */
export async function roleFor(db: Conn, viewer: Pick<UserViewer, 'id'>, petId: number): Promise<{ pet: PetRow; role: PetRole } | null> {
  const pet = await activePetById(db, petId);
  if (!pet) return null;
  const role = (await rolesForPets(db, viewer, [pet])).get(Number(pet.id));
  return role ? { pet, role } : null;
}
