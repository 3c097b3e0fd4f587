import { gql } from '../../lib/listings-gql.ts';
import type { Pet, PetType } from '../../../contracts/pets.ts';

export type { Pet, PetType };

/** The fields the pet form and lists need. */
const PET_FIELDS = 'id name type typeName breed notes';

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
const toPet = (p: Pet): Pet => ({ ...p, id: Number(p.id) });

/** Adds (no id) or updates (id) a pet; throws GqlError (field messages in `fields`). */
export async function savePet(draft: PetDraft): Promise<{ pet: Pet; message: string }> {
  const input = {
    ...(draft.id != null ? { id: String(draft.id) } : {}),
    ...(draft.userId != null ? { userId: String(draft.userId) } : {}),
    name: draft.name, type: draft.type, breed: draft.breed, notes: draft.notes,
  };
  const data = await gql<{ savePet: { pet: Pet; message: string } }>(
    `mutation($input: PetInput!) { savePet(input: $input) { message pet { ${PET_FIELDS} } } }`,
    { input },
  );
  return { pet: toPet(data.savePet.pet), message: data.savePet.message };
}

/** Deletes a pet (status 0 on the server). */
export async function deletePet(id: number): Promise<void> {
  await gql('mutation($id: ID!) { deletePet(id: $id) { id } }', { id: String(id) });
}

/** An owner's own pets, or for a vendor the customer's. */
export async function fetchPets(userId?: number | null): Promise<Pet[]> {
  const data = await gql<{ pets: Pet[] }>(`query($u: ID) { pets(userId: $u) { ${PET_FIELDS} } }`, { u: userId == null ? null : String(userId) });
  return data.pets.map(toPet);
}

/** The pet-type list for the form's select (pages can pass it as props instead). */
export async function fetchPetTypes(): Promise<PetType[]> {
  return (await gql<{ petTypes: PetType[] }>('{ petTypes { code name } }')).petTypes;
}
