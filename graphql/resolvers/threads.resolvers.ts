import type { Resolvers } from '../generated/resolvers-types.ts';
import { idOf } from './ids.ts';

export const threadsResolvers: Resolvers = {
  Query: {
    thread: (_, a, { viewer, services }) => services.threads.thread(viewer, idOf(a.bookingId, 'bookingId'), new Date()),
    threadMessages: (_, a, { viewer, services }) =>
      services.threads.messages(viewer, idOf(a.bookingId, 'bookingId'), { after: a.after, limit: a.limit }, new Date()),
    unreadThreads: async (_, _a, { viewer, services }) => {
      const { total, byBooking } = await services.threads.unreadCounts(viewer);
      return { total, byBooking: [...byBooking].map(([bookingId, unread]) => ({ bookingId, unread })) };
    },
  },
  Mutation: {
    sendThreadMessage: async (_, a, { viewer, services, rateLimit }) => {
      const bookingId = idOf(a.bookingId, 'bookingId');
      await rateLimit('threadMessage');
      return { message: await services.threads.send(viewer, bookingId, { body: a.input.body ?? '', fileIds: a.input.fileIds ?? [] }, new Date()) };
    },
    markThreadRead: (_, a, { viewer, services }) => services.threads.markRead(viewer, idOf(a.bookingId, 'bookingId'), a.upTo, new Date()),
    startThreadCall: async (_, a, { viewer, services, rateLimit }) => {
      const bookingId = idOf(a.bookingId, 'bookingId');
      await rateLimit('threadMessage');
      return { message: await services.threads.startCall(viewer, bookingId, a.kind, new Date()) };
    },
    closeThread: async (_, a, { viewer, services, rateLimit }) => {
      const bookingId = idOf(a.bookingId, 'bookingId');
      await rateLimit('threadMessage');
      return services.threads.close(viewer, bookingId, { summary: a.summary }, new Date());
    },
  },
};
