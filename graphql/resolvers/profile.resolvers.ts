import { PROFILE_MESSAGES } from '../../contracts/profile.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export const profileResolvers: Resolvers = {
  Query: {
    myProfile: (_, __, { viewer, services }) => services.profiles.get(viewer),
  },
  Mutation: {
    updateMyProfile: async (_, { input }, { viewer, services }) => ({
      profile: await services.profiles.update(viewer, {
        firstName: input.firstName ?? '', lastName: input.lastName ?? '',
        ...(input.avatarFileId === undefined ? {} : { avatarFileId: input.avatarFileId }),
      }),
      message: PROFILE_MESSAGES.saved,
    }),
  },
};
