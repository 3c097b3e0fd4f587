import { PROFILE_MESSAGES } from '../../contracts/profile.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { idOf } from './ids.ts';

export const profileResolvers: Resolvers = {
  Query: {
    myProfile: (_, __, { viewer, services }) => services.profiles.get(viewer),
    myApiTokens: (_, __, { viewer, services }) => services.apiTokens.list(viewer),
  },
  Mutation: {
    updateMyProfile: async (_, { input }, { viewer, services }) => ({
      profile: await services.profiles.update(viewer, {
        firstName: input.firstName ?? '', lastName: input.lastName ?? '',
        ...(input.avatarFileId === undefined ? {} : { avatarFileId: input.avatarFileId }),
      }),
      message: PROFILE_MESSAGES.saved,
    }),
    revokeApiToken: async (_, a, { viewer, services }) => ({
      tokens: await services.apiTokens.revoke(viewer, idOf(a.id, 'id')),
      message: PROFILE_MESSAGES.tokenRevoked,
    }),
  },
};
