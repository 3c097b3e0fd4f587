import { GraphQLError, GraphQLScalarType } from 'graphql';
import { LISTING_STATE_MESSAGES, SAVED, type StripDay } from '../../contracts/listings.ts';
import { ForbiddenError } from '../../server/errors.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { idOf } from './ids.ts';

/** A vet card's strip, sent as the domain built it (an output: nothing sends one in). */
const CardStrip = new GraphQLScalarType<StripDay[], StripDay[]>({
  name: 'CardStrip',
  serialize: (value) => value as StripDay[],
  parseValue: () => { throw new GraphQLError('CardStrip is an output only.'); },
  parseLiteral: () => { throw new GraphQLError('CardStrip is an output only.'); },
});

export const listingsResolvers: Resolvers = {
  CardStrip,
  VendorService: {
    cardStrip: (service) => service.strip,
  },
  StripSlot: {
    iso: (slot) => new Date(slot.at).toISOString(),
  },
  Query: {
    listings: (_, a, { viewer, services }) => {
      if (a.vendorId != null && (viewer?.kind !== 'vendor' || idOf(a.vendorId, 'vendorId') !== viewer.vendorId)) {
        throw new ForbiddenError('You cannot see another vendor\'s listings.');
      }
      return services.listingAdmin.list(viewer, { limit: a.limit ?? undefined, offset: a.offset ?? undefined });
    },
    listing: (_, a, { viewer, services }) => services.listingAdmin.get(viewer, idOf(a.id, 'id')),
    availableSlots: (_, a, { viewer, services }) =>
      services.availability.availableSlots(viewer, {
        listingId: idOf(a.listingId, 'listingId'), type: a.type, date: a.date, timezone: a.timezone ?? null,
      }, new Date()),
    bookingWindow: (_, a, { services }) => services.availability.bookingWindow(idOf(a.listingId, 'listingId'), new Date()),
    vendorServices: (_, a, { services }) => services.vetList.vendorServices(a, new Date()),
    scheduleWeek: (_, a, { viewer, services }) =>
      services.availability.scheduleWeek(viewer, { listingId: idOf(a.listingId, 'listingId'), type: a.type, date: a.date ?? null }, new Date()),
    intakeQuestions: (_, a, { viewer, services }) => services.intake.questions(viewer, idOf(a.listingId, 'listingId')),
    bookingQuestions: (_, a, { services }) => services.intake.forBooking(idOf(a.listingId, 'listingId'), a.type),
    emergencyPractices: (_, a, { services }) => services.intake.emergencyPractices(idOf(a.listingId, 'listingId'), a.zip ?? null),
  },
  Mutation: {
    saveListing: async (_, { input }, { viewer, services }) => {
      const listing = await services.listingAdmin.save(viewer, input);
      return { listing, message: listing.state === 'awaitingApproval' ? LISTING_STATE_MESSAGES.awaitingApproval : SAVED };
    },
    saveIntakeQuestions: async (_, a, { viewer, services }) => ({
      questions: await services.intake.save(viewer, { listingId: a.listingId, questions: a.questions }), message: SAVED,
    }),
    setListingState: async (_, a, { viewer, services }) => {
      const listing = await services.listingAdmin.setState(viewer, idOf(a.id, 'id'), a.state);
      return { listing, message: listing.state === 'archived' ? LISTING_STATE_MESSAGES.archived : LISTING_STATE_MESSAGES.live };
    },
    toggleSlot: (_, a, { viewer, services }) =>
      services.availability.toggleSlot(viewer, { listingId: idOf(a.listingId, 'listingId'), type: a.type, slot: a.slot }),
    copyWeek: (_, a, { viewer, services }) =>
      services.availability.copyWeek(viewer, {
        listingId: idOf(a.listingId, 'listingId'), type: a.type, weekStart: a.weekStart, weeks: a.weeks, reopenClosed: a.reopenClosed ?? false,
      }, new Date()),
    resetDate: (_, a, { viewer, services }) =>
      services.availability.resetDate(viewer, { listingId: idOf(a.listingId, 'listingId'), type: a.type, date: a.date }),
  },
};
