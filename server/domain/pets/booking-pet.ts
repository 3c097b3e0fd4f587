import type { Conn } from '../../db/knex.ts';
import { ValidationError } from '../../errors.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { newPetSchema, PET_MESSAGES } from '../../../contracts/pets.ts';
import { petTypesByCode } from './pet-types.queries.ts';
import { activePetsOfUser, insertPet, markPetDeleted } from './pets.queries.ts';
import { SELECT_PET } from '../../../contracts/pets.ts';
import { ForbiddenError } from '../../errors.ts';
import { CO_OWNER_MESSAGES } from '../../../contracts/co-owners.ts';
import { usersByIds } from '../accounts/index.ts';
import { petFor, roleFor } from './pet-access.ts';

/** What a booking request says about the pet: one of the customer's, or a new one to add with the booking. */
export interface BookingPetRequest {
  id?: number;
  name?: string;
  type?: number;
  breed?: string | null;
}

/** The pet a booking will name, decided before the slot is held. */
export type BookingPet =
  | { kind: 'existing'; id: number; name: string; type: number; owner: { id: number; first_name: string; last_name: string } | null }
  | { kind: 'new'; name: string; type: number; breed: string | null };


/**
 * Checks the pet against the customer before anything is written: an id must be
 * one of the customer's active pets (so a vendor cannot name another person's
 * pet), or, when the customer books for themselves, a pet shared with them at a
 * level that allows booking (pet-access.ts; the snapshot then names the pet's
 * owner too). A new pet must pass the pet form's rules. With the pets feature on
 * a pet is required; with it off the booking names none.
 */
export async function resolveBookingPet(
  db: Conn, customerId: number, pet: BookingPetRequest | null | undefined, required: boolean, booksForSelf = false,
): Promise<BookingPet | null> {
  if (!required) return null;
  if (pet?.id !== undefined) {
    if (booksForSelf) {
      const found = await petFor(db, { id: customerId }, pet.id, 'book');
      if (!found) {
        if (await roleFor(db, { id: customerId }, pet.id)) throw new ForbiddenError(CO_OWNER_MESSAGES.notAtYourLevel);
        throw new ValidationError(SELECT_PET, { fields: { pet: SELECT_PET } });
      }
      const ownerId = Number(found.pet.user_id);
      const [owner] = ownerId === customerId ? [] : await usersByIds(db, [ownerId]);
      return {
        kind: 'existing', id: Number(found.pet.id), name: found.pet.name, type: Number(found.pet.type),
        owner: owner ? { id: ownerId, first_name: owner.first_name, last_name: owner.last_name } : null,
      };
    }
    const [row] = await activePetsOfUser(db, customerId, [pet.id]);
    if (!row) throw new ValidationError(SELECT_PET, { fields: { pet: SELECT_PET } });
    return { kind: 'existing', id: Number(row.id), name: row.name, type: Number(row.type), owner: null };
  }
  if (!pet) throw new ValidationError(SELECT_PET, { fields: { pet: SELECT_PET } });
  const parsed = parseInput(newPetSchema, pet, PET_MESSAGES.form);
  if ((await petTypesByCode(db, [parsed.type])).length === 0) {
    throw new ValidationError(PET_MESSAGES.form, { fields: { type: PET_MESSAGES.type } });
  }
  return { kind: 'new', ...parsed };
}

/** Inside the hold's transaction: a new pet is added to the customer's pets with the booking that names it. */
export async function petForBooking(
  tx: Conn, customerId: number, pet: BookingPet | null,
): Promise<{ id: number; name: string; owner?: { id: number; first_name: string; last_name: string } } | null> {
  if (!pet) return null;
  if (pet.kind === 'existing') return pet.owner ? { id: pet.id, name: pet.name, owner: pet.owner } : { id: pet.id, name: pet.name };
  const id = await insertPet(tx, customerId, { name: pet.name, type: pet.type, breed: pet.breed, notes: null });
  return { id, name: pet.name };
}

/** A failed charge takes back the pet that was added with it, so trying again does not leave a copy. */
export async function releaseBookingPet(tx: Conn, pet: BookingPet | null, created: { id: number } | null): Promise<void> {
  if (pet?.kind === 'new' && created) await markPetDeleted(tx, created.id);
}

/** A pet created with a booking whose payment then failed (known by id only, after the request that created it). */
export async function releaseCreatedPet(tx: Conn, petId: number): Promise<void> {
  await markPetDeleted(tx, petId);
}
