import { CANCELED_MESSAGE, OUTCOME_UNDONE, RESCHEDULED_MESSAGE } from '../../contracts/appointments.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { idOf, optionalIdOf } from './ids.ts';

export const appointmentsResolvers: Resolvers = {
  Query: {
    appointments: async (_, a, { viewer, services }) => {
      const now = new Date();
      const page = await services.appointments.list(viewer, {
        status: a.status ?? null,
        listingId: optionalIdOf(a.listingId, 'listingId'),
        sort: a.sort === 'CREATED' ? 'created' : 'slot',
        offset: a.offset ?? null,
        limit: a.limit ?? null,
      }, now);
      // The flags the server-rendered first page carries, for the pages 'Load More' and the filters fetch.
      const { overdue } = await services.threads.waitingPastTarget(viewer, page.items.map((i) => i.id), now);
      return { ...page, waiting: [...overdue].map(([id, since]) => ({ id: String(id), since })) };
    },
    appointment: (_, a, { viewer, services }) => services.appointments.detail(viewer, idOf(a.id, 'id'), new Date()),
  },
  Mutation: {
    cancelAppointment: async (_, a, { viewer, services }) => ({
      appointment: await services.appointments.cancel(viewer, idOf(a.id, 'id'), new Date(), { reason: a.reason }),
      message: CANCELED_MESSAGE,
    }),
    rescheduleAppointment: async (_, a, { viewer, services }) => ({
      appointment: await services.appointments.reschedule(viewer, idOf(a.id, 'id'), new Date(a.slot).toISOString(), new Date()),
      message: RESCHEDULED_MESSAGE,
    }),
    markAppointmentOutcome: async (_, a, { viewer, services }) => {
      const appointment = await services.appointments.markOutcome(viewer, idOf(a.id, 'id'), a.outcome === 'NO_SHOW' ? 'noShow' : 'complete', new Date());
      return { appointment, message: `Marked ${appointment.statusLabel}.` };
    },
    undoAppointmentOutcome: async (_, a, { viewer, services }) => ({
      appointment: await services.appointments.undoOutcome(viewer, idOf(a.id, 'id'), new Date()),
      message: OUTCOME_UNDONE,
    }),
  },
};
