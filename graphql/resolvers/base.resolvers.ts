import { DateTimeResolver, JSONResolver } from 'graphql-scalars';

export const baseResolvers = {
  DateTime: DateTimeResolver,
  JSON: JSONResolver,
  Query: {
    ping: () => 'pong',
  },
};
