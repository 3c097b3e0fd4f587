import { RECORD_MESSAGES } from '../../contracts/health-records.ts';
import { SHARE_MESSAGES } from '../../contracts/pet-share-links.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { idOf, optionalIdOf } from './ids.ts';

export const healthRecordsResolvers: Resolvers = {
  Query: {
    healthRecords: (_, a, { viewer, services }) =>
      services.healthRecords.list(viewer, { petId: optionalIdOf(a.petId, 'petId'), userId: optionalIdOf(a.userId, 'userId') }),
    petShareLinks: (_, a, { viewer, services }) => services.petShareLinks.list(viewer, idOf(a.petId, 'petId'), new Date()),
  },
  Mutation: {
    saveHealthRecord: async (_, { input }, { viewer, services }) => ({
      record: await services.healthRecords.save(viewer, input, new Date()),
      message: RECORD_MESSAGES.saved,
    }),
    deleteHealthRecord: async (_, a, { viewer, services }) => ({
      ...(await services.healthRecords.remove(viewer, idOf(a.id, 'id'))),
      message: RECORD_MESSAGES.deleted,
    }),
    addConsultationNote: async (_, a, { viewer, services }) => ({
      record: await services.healthRecords.addConsultationNote(viewer, { bookingId: idOf(a.bookingId, 'bookingId'), note: a.note }, new Date()),
      message: RECORD_MESSAGES.saved,
    }),
    createPetShareLink: async (_, a, { viewer, services }) => ({
      link: await services.petShareLinks.create(viewer, { petId: idOf(a.petId, 'petId'), expiresInDays: a.expiresInDays ?? null }, new Date()),
      message: SHARE_MESSAGES.created,
    }),
    revokePetShareLink: async (_, a, { viewer, services }) => ({
      ...(await services.petShareLinks.revoke(viewer, idOf(a.id, 'id'), new Date())),
      message: SHARE_MESSAGES.revoked,
    }),
  },
};
