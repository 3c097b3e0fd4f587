import { baseResolvers } from './base.resolvers.ts';
import { siteResolvers } from './site.resolvers.ts';
import { viewerResolvers } from './viewer.resolvers.ts';
import { listingsResolvers } from './listings.resolvers.ts';
import { petsResolvers } from './pets.resolvers.ts';
import { appointmentsResolvers } from './appointments.resolvers.ts';
import { customersResolvers } from './customers.resolvers.ts';
import { websitesResolvers } from './websites.resolvers.ts';
import { teamResolvers } from './team.resolvers.ts';
import { profileResolvers } from './profile.resolvers.ts';
import { healthRecordsResolvers } from './health-records.resolvers.ts';
import { threadsResolvers } from './threads.resolvers.ts';

/** Every area's resolvers; add yours here next to its graphql/schema/<area>.graphql. */
export const resolvers = [baseResolvers, viewerResolvers, siteResolvers, listingsResolvers, petsResolvers, appointmentsResolvers, customersResolvers, websitesResolvers, teamResolvers, profileResolvers, healthRecordsResolvers, threadsResolvers];
