import { TEAM_MESSAGES } from '../../contracts/team.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { idOf, optionalIdOf } from './ids.ts';

export const teamResolvers: Resolvers = {
  Query: {
    teamMembers: (_, __, { viewer, services }) => services.team.list(viewer),
  },
  Mutation: {
    saveTeamMember: async (_, { input }, { viewer, services }) => {
      const { member, invited } = await services.team.save(viewer, {
        id: optionalIdOf(input.id, 'id') ?? undefined,
        firstName: input.firstName ?? '', lastName: input.lastName ?? '', email: input.email ?? '', phone: input.phone ?? '',
        password: input.password ?? undefined,
      }, new Date());
      return { member, invited, message: invited ? `${TEAM_MESSAGES.saved}. ${TEAM_MESSAGES.invited}` : TEAM_MESSAGES.saved };
    },
    deleteTeamMember: async (_, { id }, { viewer, services }) => {
      await services.team.remove(viewer, idOf(id, 'id'));
      return { id, message: TEAM_MESSAGES.deleted };
    },
  },
};
