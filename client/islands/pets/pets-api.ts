import { execute } from '../../lib/graphql-client.ts';
import { graphql } from '../../gql/gql.ts';
import type { PetFieldsFragment } from '../../gql/graphql.ts';
import type { Pet, PetType } from '../../../contracts/pets.ts';

export type { Pet, PetType };

/** The fields the pet form and lists need. */
graphql(`fragment PetFields on Pet { id name type typeName breed notes sharedBy sharedLevel }`);

const SAVE_PET = graphql(`mutation SavePet($input: PetInput!) { savePet(input: $input) { message pet { ...PetFields } } }`);
const DELETE_PET = graphql(`mutation DeletePet($id: ID!) { deletePet(id: $id) { id } }`);
const PETS = graphql(`query Pets($u: ID) { pets(userId: $u) { ...PetFields } }`);
const PET_TYPES = graphql(`query PetTypes { petTypes { code name } }`);

/** The spec's words for a pet form failure and success. */
export const PET_FAILURE = 'Sorry! Something went wrong. Please try again later.';
export const PET_SUCCESS = 'Submitted successfully!';

export interface PetDraft {
  id?: number | null;
  userId?: number | null;
  name: string;
  type: number | null;
  breed: string;
  notes: string;
}

// GraphQL IDs come back as strings; the rest of the islands use numbers as the server's props do.
const toPet = (p: PetFieldsFragment): Pet => ({ ...p, id: Number(p.id), sharedLevel: (p.sharedLevel ?? null) as Pet['sharedLevel'] });

/** Adds (no id) or updates (id) a pet; throws GqlError (field messages in `fields`). */
export async function savePet(draft: PetDraft): Promise<{ pet: Pet; message: string }> {
  const input = {
    ...(draft.id != null ? { id: String(draft.id) } : {}),
    ...(draft.userId != null ? { userId: String(draft.userId) } : {}),
    name: draft.name, type: draft.type, breed: draft.breed, notes: draft.notes,
  };
  const data = await execute(SAVE_PET, { input });
  return { pet: toPet(data.savePet.pet), message: data.savePet.message };
}

/** Deletes a pet (status 0 on the server). */
export async function deletePet(id: number): Promise<void> {
  await execute(DELETE_PET, { id: String(id) });
}

/** An owner's own pets, or for a vendor the customer's. */
export async function fetchPets(userId?: number | null): Promise<Pet[]> {
  const data = await execute(PETS, { u: userId == null ? null : String(userId) });
  return data.pets.map(toPet);
}

/** The pet-type list for the form's select (pages can pass it as props instead). */
export async function fetchPetTypes(): Promise<PetType[]> {
  return (await execute(PET_TYPES, {})).petTypes;
}
