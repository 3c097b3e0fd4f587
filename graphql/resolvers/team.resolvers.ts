import { TEAM_MESSAGES } from '../../contracts/team.ts';
import { ValidationError } from '../../server/errors.ts';
import type { GraphQLContext } from '../context.ts';

interface TeamInputArgs {
  input: { id?: string | null; firstName?: string | null; lastName?: string | null; email?: string | null; phone?: string | null; password?: string | null };
}

/** GraphQL IDs arrive as strings; a bad one is a field error, not a 500. */
function idOf(value: unknown): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw new ValidationError('Invalid id', { fields: { id: 'Invalid id' } });
  return n;
}

export const teamResolvers = {
  Query: {
    teamMembers: (_: unknown, __: unknown, { viewer, services }: GraphQLContext) => services.team.list(viewer),
  },
  Mutation: {
    saveTeamMember: async (_: unknown, { input }: TeamInputArgs, { viewer, services }: GraphQLContext) => {
      const { member, invited } = await services.team.save(viewer, {
        id: input.id == null ? undefined : idOf(input.id),
        firstName: input.firstName ?? '', lastName: input.lastName ?? '', email: input.email ?? '', phone: input.phone ?? '',
        password: input.password ?? undefined,
      }, new Date());
      return { member, invited, message: invited ? `${TEAM_MESSAGES.saved}. ${TEAM_MESSAGES.invited}` : TEAM_MESSAGES.saved };
    },
    deleteTeamMember: async (_: unknown, { id }: { id: string }, { viewer, services }: GraphQLContext) => {
      await services.team.remove(viewer, idOf(id));
      return { id, message: TEAM_MESSAGES.deleted };
    },
  },
};
