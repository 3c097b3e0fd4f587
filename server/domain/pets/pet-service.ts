import type { Conn, Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { parsePetInput, PET_MESSAGES, type Pet, type PetInput, type PetType } from '../../../contracts/pets.ts';
import { petTypesByCode } from './pet-types.queries.ts';
import { activePetById, activePetsByIds, activePetsOfUser, insertPet, markPetDeleted, updatePet, type PetRow } from './pets.queries.ts';
import { clinicReach, reaches, withinReach, type PetReach } from '../customers/clinic-access.ts';
import { allows, roleFor, rolesForPets, type PetAction } from './pet-access.ts';
import { petIdsSharedWith } from './account-shares.queries.ts';
import { CO_OWNER_MESSAGES } from '../../../contracts/co-owners.ts';

export const PET_NOT_FOUND = 'Pet not found';
export const NOT_YOUR_CUSTOMER = 'You can only see the pets of customers who share them with your clinic.';
export const NOT_YOUR_PETS = 'You can only see your own pets.';
export const OWNER_CHANGES_ONLY = 'Only the pet\'s owner can change or delete it.';

function toPet(row: PetRow, typeNames: ReadonlyMap<number, string>): Pet {
  return {
    id: Number(row.id),
    name: row.name,
    type: Number(row.type),
    typeName: typeNames.get(Number(row.type)) ?? '',
    breed: row.breed,
    notes: row.notes,
    sharedBy: null,
    sharedLevel: null,
  };
}

async function typeNames(db: Conn, codes?: readonly number[]): Promise<Map<number, string>> {
  return new Map((await petTypesByCode(db, codes)).map((t) => [Number(t.code), t.name]));
}

/**
 * Whose pets the viewer may read or add to, and which of them: an owner all their own (someone else's user id
 * is FORBIDDEN); a clinic login only a customer's who shares with the clinic, named by `userId`, as far as the
 * one rule reaches (customers/clinic-access.ts); anyone else FORBIDDEN.
 */
async function petOwnerFor(db: Conn, viewer: Viewer, userId: number | null | undefined): Promise<{ userId: number; reach: PetReach }> {
  if (viewer.kind === 'user') {
    if (userId != null && userId !== viewer.id) throw new ForbiddenError(NOT_YOUR_PETS);
    return { userId: viewer.id, reach: { kind: 'all' } };
  }
  if (userId == null) throw new ValidationError(PET_MESSAGES.customer, { fields: { userId: PET_MESSAGES.customer } });
  const reach = await clinicReach(db, viewer, userId);
  if (reach.kind === 'none') throw new ForbiddenError(NOT_YOUR_CUSTOMER);
  return { userId, reach };
}

/**
 * An active pet the viewer may change (`edit`) or delete, by the owners' one rule (pet-access.ts): its owner
 * both, a co-owner at level `full` edits it, no co-owner deletes it (FORBIDDEN, like a co-owner below `full`
 * editing). A pet the viewer has no role for is NOT_FOUND, as if it did not exist; vendors read and add pets for
 * their customers but never edit an owner's record of them (FORBIDDEN).
 */
async function petForChange(tx: Conn, viewer: Viewer, id: number, action: Extract<PetAction, 'edit' | 'delete'>): Promise<PetRow> {
  if (viewer.kind === 'vendor') {
    const pet = await activePetById(tx, id);
    if (!pet) throw new NotFoundError(PET_NOT_FOUND);
    const reach = await clinicReach(tx, viewer, Number(pet.user_id));
    throw new ForbiddenError(reaches(reach, Number(pet.id)) ? OWNER_CHANGES_ONLY : NOT_YOUR_CUSTOMER);
  }
  const found = await roleFor(tx, viewer, id);
  if (!found) throw new NotFoundError(PET_NOT_FOUND);
  if (!allows(found.role, action)) throw new ForbiddenError(action === 'delete' ? CO_OWNER_MESSAGES.ownerOnly : CO_OWNER_MESSAGES.notAtYourLevel);
  const pet = await activePetById(tx, id, { forUpdate: true });
  if (!pet) throw new NotFoundError(PET_NOT_FOUND);
  return pet;
}

/** An owner's own pets and those shared with them (marked with who shares them and at what level), by name. */
async function ownAndSharedPets(db: Conn, viewer: { id: number }, names: ReadonlyMap<number, string>): Promise<Pet[]> {
  const shared = await petIdsSharedWith(db, viewer.id);
  const [own, others] = await Promise.all([
    activePetsOfUser(db, viewer.id), shared.length ? activePetsByIds(db, shared.map((p) => Number(p.id))) : Promise.resolve([]),
  ]);
  const roles = await rolesForPets(db, viewer, others);
  const sharedPets = others.flatMap((row) => {
    const role = roles.get(Number(row.id));
    return role?.kind === 'co-owner' ? [{ ...toPet(row, names), sharedBy: role.ownerName, sharedLevel: role.level }] : [];
  });
  return [...own.map((row) => toPet(row, names)), ...sharedPets]
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** The pets use cases (spec: read optionally by user, insert, update, delete as status 0); authorization lives here. */
export function petService(db: Db) {
  return {
    /** The pet-type list for the pet form's select. */
    async types(): Promise<PetType[]> {
      return (await petTypesByCode(db)).map((t) => ({ code: Number(t.code), name: t.name }));
    },

    /** Active pets by name: an owner's own and those shared with them, or for a clinic login those of the customer `userId` it reaches. */
    async list(viewer: Viewer | null, filter: { userId?: number | null } = {}): Promise<Pet[]> {
      const signedIn = requireViewer(viewer);
      const { userId, reach } = await petOwnerFor(db, signedIn, filter.userId);
      if (signedIn.kind === 'user') return ownAndSharedPets(db, signedIn, await typeNames(db));
      const [rows, names] = await Promise.all([activePetsOfUser(db, userId), typeNames(db)]);
      return withinReach(reach, rows, (row) => Number(row.id)).map((row) => toPet(row, names));
    },

    /**
     * Adds a pet (no id) or updates one (id). A new pet belongs to the viewer,
     * or for a vendor to the customer named by userId; an update never moves a
     * pet to another owner. Nothing is written on any error.
     */
    async save(viewer: Viewer | null, raw: unknown): Promise<Pet> {
      const signedIn = requireViewer(viewer);
      const input = parsePetInput(raw);
      return inTransaction(db, async (tx) => {
        const names = await typeNames(tx, [input.type]);
        if (!names.has(input.type)) throw new ValidationError(PET_MESSAGES.form, { fields: { type: PET_MESSAGES.type } });
        if (input.id != null) {
          if (signedIn.kind === 'user' && input.userId != null && input.userId !== signedIn.id) throw new ForbiddenError(NOT_YOUR_PETS);
          const pet = await petForChange(tx, signedIn, input.id, 'edit');
          await updatePet(tx, input.id, write(input));
          return toPet({ ...pet, ...write(input) }, names);
        }
        const { userId } = await petOwnerFor(tx, signedIn, input.userId);
        const id = await insertPet(tx, userId, write(input));
        return toPet({ id, user_id: userId, phr_id: null, ...write(input) }, names);
      });
    },

    /** Deletes an owner's pet (status 0): it leaves their list, bookings and orders naming it stay readable. */
    async remove(viewer: Viewer | null, id: number): Promise<{ id: number }> {
      const signedIn = requireViewer(viewer);
      return inTransaction(db, async (tx) => {
        await petForChange(tx, signedIn, id, 'delete');
        await markPetDeleted(tx, id);
        return { id };
      });
    },
  };
}

export type PetService = ReturnType<typeof petService>;

function write(input: PetInput) {
  return { name: input.name, type: input.type, breed: input.breed, notes: input.notes };
}
