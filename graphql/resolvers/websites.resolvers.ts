import { WEBSITE_MESSAGES, type DomainsInput, type WebsiteInput } from '../../contracts/websites.ts';
import type { GraphQLContext } from '../context.ts';

export const websitesResolvers = {
  Query: {
    websiteSettings: (_: unknown, __: unknown, { viewer, services }: GraphQLContext) => services.websites.get(viewer),
  },
  Mutation: {
    saveWebsite: async (_: unknown, { input }: { input: WebsiteInput }, { viewer, services }: GraphQLContext) => ({
      website: await services.websites.saveSite(viewer, input),
      message: WEBSITE_MESSAGES.updated,
    }),
    saveDomains: async (_: unknown, { input }: { input: DomainsInput }, { viewer, services }: GraphQLContext) => ({
      website: await services.websites.saveDomains(viewer, input, new Date()),
      message: WEBSITE_MESSAGES.updated,
    }),
    verifyCustomDomain: async (_: unknown, __: unknown, { viewer, services }: GraphQLContext) => {
      const result = await services.websites.verifyCustomDomain(viewer, new Date());
      return { verified: result.verified, message: result.message, website: result.settings };
    },
  },
};
