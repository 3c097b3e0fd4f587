import { PROFILE_MESSAGES, type ProfileInput } from '../../contracts/profile.ts';
import type { GraphQLContext } from '../context.ts';

export const profileResolvers = {
  Query: {
    myProfile: (_: unknown, __: unknown, { viewer, services }: GraphQLContext) => services.profiles.get(viewer),
  },
  Mutation: {
    updateMyProfile: async (_: unknown, { input }: { input: ProfileInput }, { viewer, services }: GraphQLContext) => ({
      profile: await services.profiles.update(viewer, input),
      message: PROFILE_MESSAGES.saved,
    }),
  },
};
