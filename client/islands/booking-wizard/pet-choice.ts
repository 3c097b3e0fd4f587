import { PET_MESSAGES, SELECT_PET } from '../../../contracts/pet-words.ts';

/** The pet a booking names: one of the customer's pets, or a new one created with the booking. */
export type PetChoice =
  | { kind: 'existing'; id: number; name: string; type?: number }
  | { kind: 'new'; name: string; type: string; breed: string };

/** The booking payload's `pet`. */
export function petPayload(choice: PetChoice | null): { id: number } | { name: string; type: number; breed: string | null } | null {
  if (!choice) return null;
  if (choice.kind === 'existing') return { id: choice.id };
  return { name: choice.name.trim(), type: Number(choice.type), breed: choice.breed.trim() || null };
}

/** Field messages for the choice, the same words the server answers with; empty when it can be sent. */
export function petChoiceErrors(choice: PetChoice | null): Record<string, string> {
  if (!choice) return { pet: SELECT_PET };
  if (choice.kind === 'existing') return {};
  const errors: Record<string, string> = {};
  if (!choice.name.trim()) errors.petName = PET_MESSAGES.name;
  if (!choice.type) errors.petType = PET_MESSAGES.type;
  return errors;
}

export const emptyNewPet = (): PetChoice => ({ kind: 'new', name: '', type: '', breed: '' });

/** The chosen pet's species code (a PET_TYPES code), for the intake questions shown only for a species; null when unknown. */
export function speciesOf(choice: PetChoice | null): number | null {
  if (!choice) return null;
  const code = Number(choice.type);
  return choice.type !== undefined && choice.type !== '' && Number.isInteger(code) && code > 0 ? code : null;
}
