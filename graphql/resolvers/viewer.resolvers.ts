import type { Resolvers } from '../generated/resolvers-types.ts';

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: (_, __, ctx) => ctx.viewer,
  },
  Viewer: {
    subrole: (v) => (v.kind === 'vendor' ? v.subrole : null),
    vendor: (v, _, ctx) => (v.kind === 'vendor' ? ctx.loaders.vendor.load(v.vendorId) : null),
  },
  Vendor: {
    website: (v, _, ctx) => ctx.loaders.websiteByVendor.load(v.id),
  },
};
