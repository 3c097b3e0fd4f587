import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import { PET_LIMITS, PET_MESSAGES } from './pet-messages.ts';

export { PET_LIMITS, PET_MESSAGES };

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

/** Field -> first message, for forms. */
export function petFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses pet form input or throws BAD_USER_INPUT with a message per field. */
export function parsePetInput(raw: unknown): PetInput {
  const result = petInputSchema.safeParse(raw);
  if (!result.success) throw new ValidationError(PET_MESSAGES.form, { fields: petFieldErrors(result.error) });
  return result.data;
}
