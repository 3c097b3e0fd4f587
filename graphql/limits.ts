import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimatorArgs } from 'graphql-query-complexity';
import { LRUCache } from 'lru-cache';

/**
 * Every limit a GraphQL request meets before it runs, in one place. The numbers are sized so the
 * islands' own operations pass with room (the most expensive, the vet list page, costs 395 at ten cards; see
 * test/unit/graphql/limits.test.ts) and a request built to make the server work hard does not.
 *
 * - depth 8: the deepest island query nests 5 levels.
 * - aliases 15: islands alias a field at most 3 times; aliases are how one small request asks
 *   for the same expensive field hundreds of times.
 * - tokens 2,000: the largest island document has about 600 tokens; the parser stops counting
 *   there, so a huge document is refused before it is parsed whole.
 * - directives 10: `@include`/`@skip` are the only ones a client sends.
 * - cost 1,000, weighted per field (FIELD_COSTS below), list fields multiplied by their page size.
 */
export const LIMITS = {
  depth: 8,
  aliases: 15,
  tokens: 2_000,
  directives: 10,
  cost: 1_000,
  /** Page size assumed for a list field whose `limit` argument is left out. */
  defaultListSize: 10,
  /** A `limit` above this is counted as this (the services cap pages lower anyway). */
  maxListSize: 100,
} as const;

/**
 * What a field costs beyond the 1 every field costs: the ones that compute (availability rosters,
 * the schedule week) or read many rows. Mutations write, so each costs 10 (copying a week writes
 * up to a quarter of rows).
 */
export const FIELD_COSTS: Record<string, number> = {
  'VendorService.roster': 20,
  'VendorService.strip': 20,
  'VendorService.cardStrip': 20,
  'Query.availableSlots': 20,
  'Query.scheduleWeek': 30,
  'Query.vendorServices': 5,
  'Query.customers': 10,
  'Query.appointments': 5,
  'Query.healthRecords': 5,
  'Query.listings': 3,
  'Query.threadMessages': 5,
  'Query.unreadThreads': 5,
  'Mutation.copyWeek': 50,
};
const MUTATION_COST = 10;

function listSize(args: Record<string, unknown>): number {
  const n = Number(args.limit ?? args.first);
  if (args.limit === undefined && args.first === undefined) return LIMITS.defaultListSize;
  return Number.isFinite(n) ? Math.min(Math.max(Math.trunc(n), 1), LIMITS.maxListSize) : LIMITS.defaultListSize;
}

/** One field's cost: its weight, plus its selection's cost times the page size for paged lists. */
export function fieldCost({ type, field, args, childComplexity }: ComplexityEstimatorArgs): number {
  const key = `${type.name}.${field.name}`;
  const weight = FIELD_COSTS[key] ?? (type.name === 'Mutation' ? MUTATION_COST : 1);
  const paged = field.args.some((a) => a.name === 'limit' || a.name === 'first');
  return weight + (paged ? listSize(args) : 1) * childComplexity;
}

/** The estimated cost of an operation, or null when its variables do not fit it (execution reports that). */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string): number | null {
  try {
    return getComplexity({ schema, query: document, variables, operationName, estimators: [fieldCost] });
  } catch {
    return null;
  }
}

export const TOO_EXPENSIVE = (cost: number) => `Query is too expensive: cost ${cost} exceeds ${LIMITS.cost}.`;

/**
 * An operation's cost depends only on its document (one object per distinct query text in Apollo's document
 * store), the operation named and the variables: the islands send a handful of documents with a few variable
 * sets, so each is counted once and remembered beside its document.
 */
const knownCosts = new WeakMap<DocumentNode, LRUCache<string, { cost: number | null }>>();

function rememberedCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName?: string): number | null {
  let costs = knownCosts.get(document);
  if (!costs) knownCosts.set(document, costs = new LRUCache({ max: 200 }));
  const key = `${operationName ?? ''}|${JSON.stringify(variables)}`;
  let known = costs.get(key);
  if (!known) costs.set(key, known = { cost: operationCost(schema, document, variables, operationName) });
  return known.cost;
}

/**
 * Refuses an operation whose weighted cost is over the limit once its variables are known (a
 * validation rule sees no variables, so `limit: $n` could not be weighed there).
 */
export function costLimitPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, operationName }) {
          const cost = rememberedCost(schema, document, request.variables ?? {}, operationName ?? undefined);
          if (cost !== null && cost > LIMITS.cost) {
            throw new GraphQLError(TOO_EXPENSIVE(cost), { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
          }
        },
      };
    },
  };
}

/**
 * graphql-armor's depth, alias and directive rules, and its field-suggestion blocking in
 * production (a "Did you mean" reply maps a schema without introspection). Its own cost rule
 * weighs all fields alike, so the weighted rule above replaces it; the token limit is the
 * parser's own (Apollo's `parseOptions.maxTokens`), which stops before reading the rest.
 */
export function graphqlProtection(isProduction: boolean) {
  const armor = new ApolloArmor({
    maxDepth: { n: LIMITS.depth, ignoreIntrospection: true },
    maxAliases: { n: LIMITS.aliases },
    maxDirectives: { n: LIMITS.directives },
    blockFieldSuggestion: { enabled: isProduction },
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
  });
  const { validationRules, plugins } = armor.protect();
  return { validationRules, plugins, parseOptions: { maxTokens: LIMITS.tokens } };
}
