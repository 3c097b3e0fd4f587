import type { Conn } from '../../db/knex.ts';
import type { Pet } from '../../../contracts/pets.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { petTypesByCode } from './pet-types.queries.ts';
import { activePetById } from './pets.queries.ts';
import { clinicReach, reaches } from '../customers/clinic-access.ts';
import { petFor, type PetAction } from './pet-access.ts';

/** A pet with its owner, as areas that hang data on pets (health records) read it. */
export interface OwnedPet extends Pet {
  userId: number;
}

/** An active pet by id with its type's name and owner, whoever may see it (callers decide that). */
export async function ownedPetById(db: Conn, id: number): Promise<OwnedPet | null> {
  const row = await activePetById(db, id);
  if (!row) return null;
  const [type] = await petTypesByCode(db, [Number(row.type)]);
  return {
    id: Number(row.id), userId: Number(row.user_id), name: row.name, type: Number(row.type), typeName: type?.name ?? '',
    breed: row.breed, notes: row.notes, sharedBy: null, sharedLevel: null,
  };
}

/**
 * An active pet the viewer may read (or take `action` on), else null: for a pet owner, their own pet or one
 * shared with them at a level that allows the action (pets/pet-access.ts, the owners' one rule); for a clinic
 * login, a pet its one rule lets it reach (customers/clinic-access.ts: the owner shares with the clinic; a
 * sub-user only the pets of appointments on their listings and of the clinic's orders assigned to them), to read only. Any other pet is null, like a pet
 * that does not exist, so nothing says it is there.
 */
export async function readablePet(db: Conn, viewer: Viewer, id: number, action: PetAction = 'read'): Promise<OwnedPet | null> {
  if (viewer.kind === 'user') return (await petFor(db, viewer, id, action)) ? ownedPetById(db, id) : null;
  if (action !== 'read') return null;
  const pet = await ownedPetById(db, id);
  if (!pet) return null;
  return reaches(await clinicReach(db, viewer, pet.userId), pet.id) ? pet : null;
}
