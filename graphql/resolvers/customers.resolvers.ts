import type { Resolvers } from '../generated/resolvers-types.ts';

export const customersResolvers: Resolvers = {
  Query: {
    customers: (_, a, { viewer, services }) => services.customerDirectory.list(viewer, {
      name: a.filter?.name ?? undefined, email: a.filter?.email ?? undefined, phone: a.filter?.phone ?? undefined,
      sort: a.sort ?? undefined, desc: a.desc ?? undefined, limit: a.limit ?? undefined, offset: a.offset ?? undefined,
    }),
  },
};
