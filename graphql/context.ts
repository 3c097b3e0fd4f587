import type { Viewer } from '../server/domain/accounts/viewer.ts';
import type { Site } from '../server/tenancy/site-resolver.ts';
import type { Services } from '../server/services.ts';
import type { Loaders } from './loaders.ts';
import type { Locale } from '../contracts/locale.ts';

/** What every resolver receives: who asks, on which site, per-request loaders and the domain services. */
export interface GraphQLContext {
  viewer: Viewer | null;
  site: Site;
  loaders: Loaders;
  services: Services;
  /** Records that this request changed something for its signed-in session (see markSessionWrite); called after a mutation. */
  noteWrite(): void;
  /** Counts this request against a rate limit of server/http/rate-limits.ts (429 once passed). */
  rateLimit(rule: GraphQLRateLimit): Promise<void>;
  /** The request's language (server/http/middleware/locale.ts): a refusal's words are added in it (graphql/server.ts). */
  locale?: Locale;
}

/** The limits a resolver may apply. */
export type GraphQLRateLimit = 'threadMessage';
