import { ForbiddenError, ValidationError } from '../../server/errors.ts';
import { SAVED } from '../../contracts/listings.ts';
import type { GraphQLContext } from '../context.ts';

type Args = Record<string, unknown>;

/** GraphQL IDs arrive as strings; a bad one is a field error, not a 500. */
function idOf(value: unknown, field: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw new ValidationError(`Invalid ${field}`, { fields: { [field]: `Invalid ${field}` } });
  return n;
}

export const listingsResolvers = {
  Query: {
    listings: (_: unknown, a: Args, { viewer, services }: GraphQLContext) => {
      if (a.vendorId != null && (viewer?.kind !== 'vendor' || idOf(a.vendorId, 'vendorId') !== viewer.vendorId)) {
        throw new ForbiddenError('You cannot see another vendor\'s listings.');
      }
      return services.listingAdmin.list(viewer, { limit: a.limit as number | undefined, offset: a.offset as number | undefined });
    },
    listing: (_: unknown, a: Args, { viewer, services }: GraphQLContext) => services.listingAdmin.get(viewer, idOf(a.id, 'id')),
    availableSlots: (_: unknown, a: Args, { viewer, services }: GraphQLContext) =>
      services.availability.availableSlots(viewer, {
        listingId: idOf(a.listingId, 'listingId'), type: String(a.type), date: String(a.date), timezone: a.timezone as string | null,
      }, new Date()),
    vendorServices: (_: unknown, a: Args, { services }: GraphQLContext) =>
      services.vetList.vendorServices(a as Parameters<GraphQLContext['services']['vetList']['vendorServices']>[0], new Date()),
    scheduleWeek: (_: unknown, a: Args, { viewer, services }: GraphQLContext) =>
      services.availability.scheduleWeek(viewer, {
        listingId: idOf(a.listingId, 'listingId'), type: String(a.type), date: a.date as string | null,
      }, new Date()),
  },
  Mutation: {
    saveListing: async (_: unknown, { input }: { input: Args }, { viewer, services }: GraphQLContext) => ({
      listing: await services.listingAdmin.save(viewer, input),
      message: SAVED,
    }),
    toggleSlot: (_: unknown, a: Args, { viewer, services }: GraphQLContext) =>
      services.availability.toggleSlot(viewer, { listingId: idOf(a.listingId, 'listingId'), type: String(a.type), slot: String(a.slot) }),
    copyWeek: (_: unknown, a: Args, { viewer, services }: GraphQLContext) =>
      services.availability.copyWeek(viewer, {
        listingId: idOf(a.listingId, 'listingId'), type: String(a.type), weekStart: String(a.weekStart), weeks: Number(a.weeks),
      }),
    resetDate: (_: unknown, a: Args, { viewer, services }: GraphQLContext) =>
      services.availability.resetDate(viewer, { listingId: idOf(a.listingId, 'listingId'), type: String(a.type), date: String(a.date) }),
  },
};
