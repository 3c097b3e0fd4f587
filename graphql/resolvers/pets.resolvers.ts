import { PET_DELETED, PET_SAVED } from '../../contracts/pets.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { idOf, optionalIdOf } from './ids.ts';

export const petsResolvers: Resolvers = {
  Query: {
    petTypes: (_, __, { services }) => services.pets.types(),
    pets: (_, a, { viewer, services }) => services.pets.list(viewer, { userId: optionalIdOf(a.userId, 'userId') }),
  },
  Mutation: {
    savePet: async (_, { input }, { viewer, services }) => ({
      pet: await services.pets.save(viewer, input),
      message: PET_SAVED,
    }),
    deletePet: async (_, a, { viewer, services }) => ({
      ...(await services.pets.remove(viewer, idOf(a.id, 'id'))),
      message: PET_DELETED,
    }),
  },
};
