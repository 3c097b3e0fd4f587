import type { Viewer } from '../../server/domain/accounts/viewer.ts';
import type { VendorRow } from '../../server/domain/vendors/vendors.queries.ts';
import type { WebsiteRow } from '../../server/domain/websites/websites.queries.ts';
import type { GraphQLContext } from '../context.ts';

export const viewerResolvers = {
  Query: {
    viewer: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.viewer,
  },
  Viewer: {
    subrole: (v: Viewer) => (v.kind === 'vendor' ? v.subrole : null),
    vendor: (v: Viewer, _: unknown, ctx: GraphQLContext) => (v.kind === 'vendor' ? ctx.loaders.vendor.load(v.vendorId) : null),
  },
  Vendor: {
    createdAt: (v: VendorRow) => v.created_at,
    categories: (v: VendorRow) => v.categories ?? [],
    website: (v: VendorRow, _: unknown, ctx: GraphQLContext) => ctx.loaders.websiteByVendor.load(Number(v.id)),
  },
  Website: {
    subDomain: (w: WebsiteRow) => w.sub_domain,
    customDomain: (w: WebsiteRow) => w.custom_domain,
  },
};
