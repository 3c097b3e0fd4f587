import { ValidationError } from '../../server/errors.ts';
import { CANCELED_MESSAGE } from '../../contracts/appointments.ts';
import type { GraphQLContext } from '../context.ts';

type Args = Record<string, unknown>;

/** GraphQL IDs arrive as strings; a bad one is a field error, not a 500. */
function idOf(value: unknown, field: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw new ValidationError(`Invalid ${field}`, { fields: { [field]: `Invalid ${field}` } });
  return n;
}

export const appointmentsResolvers = {
  Query: {
    appointments: (_: unknown, a: Args, { viewer, services }: GraphQLContext) =>
      services.appointments.list(viewer, {
        status: a.status as number | null,
        listingId: a.listingId == null ? null : idOf(a.listingId, 'listingId'),
        sort: a.sort === 'CREATED' ? 'created' : 'slot',
        offset: a.offset as number | null,
        limit: a.limit as number | null,
      }, new Date()),
    appointment: (_: unknown, a: Args, { viewer, services }: GraphQLContext) =>
      services.appointments.detail(viewer, idOf(a.id, 'id'), new Date()),
  },
  Mutation: {
    cancelAppointment: async (_: unknown, a: Args, { viewer, services }: GraphQLContext) => ({
      appointment: await services.appointments.cancel(viewer, idOf(a.id, 'id'), new Date()),
      message: CANCELED_MESSAGE,
    }),
  },
};
