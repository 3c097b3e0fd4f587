import fs from 'node:fs';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { isAppError } from '../server/errors.ts';
import { isUnavailable, SERVICE_UNAVAILABLE } from '../server/adapters/unavailable.ts';
import type { Logger } from '../server/logger.ts';
import { applyAuthDirective } from './auth-directive.ts';
import type { GraphQLContext } from './context.ts';
import { costLimitPlugin, graphqlProtection } from './limits.ts';
import { resolvers } from './resolvers/index.ts';
import { trustedDocumentsPlugin } from './trusted-documents.ts';
import { refusalTexts } from '../server/i18n/refusal-text.ts';

const SCHEMA_DIR = path.join(import.meta.dirname, 'schema');

/** Concatenates graphql/schema/*.graphql (base first). */
export function loadTypeDefs(): string[] {
  const files = fs.readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.graphql')).sort((a, b) =>
    a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b));
  return files.map((f) => fs.readFileSync(path.join(SCHEMA_DIR, f), 'utf8'));
}

/** The executable schema with every root field guarded by its @auth level. */
export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers,
  });
  return applyAuthDirective(schema);
}

const PUBLIC_CODES = new Set([
  'UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'CONFLICT', 'NOT_FOUND', 'RATE_LIMITED', 'UNAVAILABLE',
  'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED', 'OPERATION_RESOLUTION_FAILURE',
]);

/** Every GraphQL answer is sent with Cache-Control: no-store. */
const noStorePlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

/**
 * A mutation that ran marks its signed-in session as having written (session.ts), once it has run: pages kept for
 * that session from before are not sent again.
 */
const noteWritesPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ operation, contextValue }) {
        if (operation?.operation === 'mutation') contextValue.noteWrite();
      },
    };
  },
};

/**
 * A refusal keeps the spec's English (`message`, `extensions.fields`: islands compare some to English constants); to a
 * request in another language it adds the same words in that language, `extensions.text` and `extensions.fieldTexts`.
 */
const refusalTextsPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single' || !response.body.singleResult.errors || !contextValue.locale) return;
        const locale = contextValue.locale;
        response.body.singleResult.errors = response.body.singleResult.errors.map((error) => {
          const added = refusalTexts(locale, error.message, error.extensions?.fields as Record<string, string> | undefined);
          return added.text === undefined ? error : { ...error, extensions: { ...error.extensions, ...added } };
        });
      },
    };
  },
};

/**
 * Domain errors keep their message and stable code; anything else (SQL, driver,
 * programming errors) becomes a bare INTERNAL_SERVER_ERROR with no stack or text.
 */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (isAppError(original)) {
      return {
        message: original.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) },
      };
    }
    // Parse, validation and request errors come from graphql and Apollo themselves and carry
    // their own extensions (checked by shape: the ESM and CommonJS builds of graphql are
    // different classes, so instanceof cannot tell). Driver and programming errors do not.
    if (isUnavailable(original)) {
      return { message: SERVICE_UNAVAILABLE, path: formatted.path, extensions: { code: 'UNAVAILABLE' } };
    }
    const code = formatted.extensions?.code as string | undefined;
    const fromGraphql = typeof (original as { extensions?: unknown } | undefined)?.extensions === 'object';
    if (code && PUBLIC_CODES.has(code) && fromGraphql) {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    }
    logger.error({ err: original }, 'graphql error');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

export function createApolloServer(options: {
  logger: Logger;
  isProduction: boolean;
  /** The trusted documents (graphql/trusted-documents.ts): in production nothing else executes. */
  trustedDocuments: Map<string, string>;
}): ApolloServer<GraphQLContext> {
  // No landing page: Apollo's sandbox loads from a CDN, which our CSP and offline machines refuse.
  // Answers are per viewer and never cached: one no-store header instead of Apollo's per-field cache-hint work.
  const plugins: ApolloServerPlugin<GraphQLContext>[] = [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), noStorePlugin, noteWritesPlugin, refusalTextsPlugin];
  if (options.isProduction) plugins.push(trustedDocumentsPlugin(options.trustedDocuments));
  // Limits (graphql/limits.ts): depth, aliases, directives and tokens before anything runs, the
  // weighted cost once the variables are known.
  const protection = graphqlProtection(options.isProduction);
  plugins.push(...(protection.plugins as ApolloServerPlugin<GraphQLContext>[]), costLimitPlugin<GraphQLContext>());
  return new ApolloServer<GraphQLContext>({
    schema: buildSchema(),
    introspection: !options.isProduction,
    validationRules: protection.validationRules,
    parseOptions: protection.parseOptions,
    allowBatchedHttpRequests: false,
    formatError: formatError(options.logger),
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    // server/start.ts owns SIGTERM: it drains HTTP, stops Apollo, then closes the database.
    stopOnTerminationSignals: false,
    // Apollo pretty-prints answers by default: a vet list page of cards spent 6% of its CPU on indentation.
    stringifyResult: (value) => JSON.stringify(value),
    plugins,
  });
}
