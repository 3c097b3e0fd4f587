import { ValidationError } from '../../server/errors.ts';
import { PET_DELETED, PET_SAVED } from '../../contracts/pets.ts';
import type { GraphQLContext } from '../context.ts';

type Args = Record<string, unknown>;

/** GraphQL IDs arrive as strings; a bad one is a field error, not a 500. */
function idOf(value: unknown, field: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw new ValidationError(`Invalid ${field}`, { fields: { [field]: `Invalid ${field}` } });
  return n;
}

export const petsResolvers = {
  Query: {
    petTypes: (_: unknown, __: Args, { services }: GraphQLContext) => services.pets.types(),
    pets: (_: unknown, a: Args, { viewer, services }: GraphQLContext) =>
      services.pets.list(viewer, { userId: a.userId == null ? null : idOf(a.userId, 'userId') }),
  },
  Mutation: {
    savePet: async (_: unknown, { input }: { input: Args }, { viewer, services }: GraphQLContext) => ({
      pet: await services.pets.save(viewer, input),
      message: PET_SAVED,
    }),
    deletePet: async (_: unknown, a: Args, { viewer, services }: GraphQLContext) => ({
      ...(await services.pets.remove(viewer, idOf(a.id, 'id'))),
      message: PET_DELETED,
    }),
  },
};
