import { z } from 'zod';
import { CORRECT_FIELDS, parseInput } from './forms.ts';

/** The pet form's words and limits. */
export const PET_MESSAGES = {
  name: 'Please enter the pet\'s name',
  type: 'Please select the pet type',
  customer: 'Please select the pet\'s owner',
  form: CORRECT_FIELDS,
} as const;

/** Every form that names one of the owner's pets (booking, second opinion) asks with these words. */
export const SELECT_PET = 'Please select a pet';

export const PET_LIMITS = { name: 100, breed: 100, notes: 2000 } as const;

/** The spec's words on the pet form's success. */
export const PET_SAVED = 'Submitted successfully!';
export const PET_DELETED = 'Deleted successfully!';

const tooLong = (max: number) => `Please use at most ${max} characters`;
const optionalText = (max: number) =>
  z.string().trim().max(max, tooLong(max)).nullish().transform((v) => (v ? v : null));
/** GraphQL ids arrive as strings; absent, null or '' mean "none". */
const optionalId = (message: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.coerce.number({ error: message }).int(message).positive(message).nullish())
    .transform((v) => v ?? null);

/**
 * The pet form's fields (spec: name and type required, breed and notes
 * optional). Pure (zod only) so the pet form checks the same rules before
 * sending; whether the type code exists is the service's check against pet_types.
 */
export const petInputSchema = z.object({
  /** Absent for a new pet, the pet's id for an update. */
  id: optionalId('Invalid pet'),
  /** Whose pet a new one is: a vendor adding a pet for a customer names them; an owner may leave it out. */
  userId: optionalId(PET_MESSAGES.customer),
  name: z.string({ error: PET_MESSAGES.name }).trim().min(1, PET_MESSAGES.name).max(PET_LIMITS.name, tooLong(PET_LIMITS.name)),
  type: z.coerce.number({ error: PET_MESSAGES.type }).int(PET_MESSAGES.type).positive(PET_MESSAGES.type),
  breed: optionalText(PET_LIMITS.breed),
  notes: optionalText(PET_LIMITS.notes),
});

export type PetInput = z.infer<typeof petInputSchema>;

/** Parses pet form input or throws BAD_USER_INPUT with a message per field. */
export function parsePetInput(raw: unknown): PetInput {
  return parseInput(petInputSchema, raw, PET_MESSAGES.form);
}

/** A pet as pages, islands and GraphQL see it. */
export interface Pet {
  id: number;
  name: string;
  /** Code from the pet-type list (pet_types). */
  type: number;
  typeName: string;
  breed: string | null;
  notes: string | null;
}

/** One entry of the pet-type list. */
export interface PetType {
  code: number;
  name: string;
}
