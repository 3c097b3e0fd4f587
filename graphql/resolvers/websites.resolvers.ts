import { WEBSITE_MESSAGES } from '../../contracts/websites.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export const websitesResolvers: Resolvers = {
  Query: {
    websiteSettings: (_, __, { viewer, services }) => services.websites.get(viewer),
  },
  Mutation: {
    saveWebsite: async (_, { input }, { viewer, services }) => ({
      website: await services.websites.saveSite(viewer, input),
      message: WEBSITE_MESSAGES.updated,
    }),
    saveDomains: async (_, { input }, { viewer, services }) => ({
      website: await services.websites.saveDomains(viewer, { subDomain: input.subDomain ?? '', customDomain: input.customDomain ?? '' }, new Date()),
      message: WEBSITE_MESSAGES.updated,
    }),
    verifyCustomDomain: async (_, __, { viewer, services }) => {
      const result = await services.websites.verifyCustomDomain(viewer, new Date());
      return { verified: result.verified, message: result.message, website: result.settings };
    },
  },
};
