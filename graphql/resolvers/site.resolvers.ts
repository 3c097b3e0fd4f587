import type { Resolvers } from '../generated/resolvers-types.ts';

export const siteResolvers: Resolvers = {
  Query: {
    site: (_, __, { site }) =>
      site.kind === 'main'
        ? { kind: 'main', vendorId: null, name: 'Petcare', logo: null }
        : { kind: 'vendor', vendorId: site.vendorId, name: site.name, logo: site.logo },
  },
};
