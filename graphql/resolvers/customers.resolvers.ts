import type { CustomerSort } from '../../contracts/customers.ts';
import type { GraphQLContext } from '../context.ts';

interface CustomersArgs {
  filter?: { name?: string | null; email?: string | null; phone?: string | null } | null;
  sort?: CustomerSort | null;
  desc?: boolean | null;
  limit?: number | null;
  offset?: number | null;
}

export const customersResolvers = {
  Query: {
    customers: (_: unknown, a: CustomersArgs, { viewer, services }: GraphQLContext) => services.customerDirectory.list(viewer, {
      name: a.filter?.name ?? undefined, email: a.filter?.email ?? undefined, phone: a.filter?.phone ?? undefined,
      sort: a.sort ?? undefined, desc: a.desc ?? undefined, limit: a.limit ?? undefined, offset: a.offset ?? undefined,
    }),
  },
};
