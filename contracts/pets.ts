import * as z from 'zod/mini';
import './zod-words.ts';
import { parseInput } from './forms.ts';
import { PET_LIMITS, PET_MESSAGES } from './pet-words.ts';
import { requiredPositiveInteger } from './form-fields.ts';
import { NOT_VALID } from './limit-words.ts';

export { PET_DELETED, PET_LIMITS, PET_MESSAGES, PET_SAVED, SELECT_PET } from './pet-words.ts';

const tooLong = (max: number) => `Please use at most ${max} characters`;

/** Optional text: absent, null or blank mean none (null); otherwise trimmed, at most `max` characters. */
const optionalText = (max: number) => z._default(z.pipe(
  z.nullable(z.string(NOT_VALID).check(z.trim(), z.maxLength(max, tooLong(max)))),
  z.transform((text): string | null => (text ? text : null)),
), null);

/** GraphQL ids arrive as strings; absent, null or '' mean "none". */
const optionalId = (message: string) => z._default(z.pipe(
  z.unknown(),
  z.transform((x): number | null => (x === '' || x === null || x === undefined ? null : Number(x))),
).check(z.refine<number | null>((id) => id === null || (Number.isInteger(id) && id > 0), message)), null);

/**
 * The pet form's fields (spec: name and type required, breed and notes optional). In zod/mini
 * (contracts/form-fields.ts) so the pet form checks the same rules before sending without shipping
 * all of zod; whether the type code exists is the service's check against pet_types.
 */
export const petInputSchema = z.object({
  /** Absent for a new pet, the pet's id for an update. */
  id: optionalId('Invalid pet'),
  /** Whose pet a new one is: a vendor adding a pet for a customer names them; an owner may leave it out. */
  userId: optionalId(PET_MESSAGES.customer),
  name: z.prefault(z.string(PET_MESSAGES.name).check(
    z.trim(), z.minLength(1, PET_MESSAGES.name), z.maxLength(PET_LIMITS.name, tooLong(PET_LIMITS.name)),
  ), ''),
  type: requiredPositiveInteger(PET_MESSAGES.type),
  breed: optionalText(PET_LIMITS.breed),
  notes: optionalText(PET_LIMITS.notes),
});

/** A pet added in place while booking: its name, type and breed, by the same rules. */
export const newPetSchema = z.pick(petInputSchema, { name: true, type: true, breed: true });

export type PetInput = z.output<typeof petInputSchema>;

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
  /** A pet shared with the viewer: its owner's name ("Shared by <name>"); absent for the viewer's own pets. */
  sharedBy: string | null;
  /** A shared pet: what the viewer may do with it (contracts/co-owners.ts levels). */
  sharedLevel: 'view' | 'manage' | 'full' | null;
}

/** One entry of the pet-type list. */
export interface PetType {
  code: number;
  name: string;
}
