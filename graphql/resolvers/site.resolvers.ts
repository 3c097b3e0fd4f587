import type { GraphQLContext } from '../context.ts';

export const siteResolvers = {
  Query: {
    site: (_: unknown, __: unknown, { site }: GraphQLContext) =>
      site.kind === 'main'
        ? { kind: 'main', vendorId: null, name: 'Petcare', logo: null }
        : { kind: 'vendor', vendorId: site.vendorId, name: site.name, logo: site.logo },
  },
};
