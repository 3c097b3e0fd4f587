import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  requireRootAdmin, requireUser, requireVendor, requireViewer, type Viewer,
} from '../server/domain/accounts/viewer.ts';
import type { GraphQLContext } from './context.ts';

export type AuthLevel = 'PUBLIC' | 'SIGNED_IN' | 'USER' | 'VENDOR' | 'ROOT_ADMIN';

const CHECKS: Record<AuthLevel, (viewer: Viewer | null) => unknown> = {
  PUBLIC: () => undefined,
  SIGNED_IN: requireViewer,
  USER: requireUser,
  VENDOR: requireVendor,
  ROOT_ADMIN: requireRootAdmin,
};

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** Root fields that declare no @auth level: the schema test fails while this is not empty. */
export function rootFieldsWithoutAuth(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      if (!getDirective(schema, field, 'auth')?.[0]) missing.push(`${type.name}.${field.name}`);
    }
  }
  return missing;
}

/**
 * Wraps every root field's resolver with the check its @auth level names. A root
 * field without @auth is refused at start-up, so nothing is public by accident.
 */
export function applyAuthDirective(schema: GraphQLSchema): GraphQLSchema {
  const missing = rootFieldsWithoutAuth(schema);
  if (missing.length) throw new Error(`GraphQL root fields without @auth: ${missing.join(', ')}`);
  return mapSchema(schema, {
    [MapperKind.ROOT_OBJECT]: (type) => type,
    [MapperKind.OBJECT_FIELD]: (fieldConfig: GraphQLFieldConfig<unknown, GraphQLContext>, _name, typeName) => {
      if (!ROOT_TYPES.has(typeName)) return fieldConfig;
      const directive = getDirective(schema, fieldConfig, 'auth')?.[0];
      const check = CHECKS[directive?.requires as AuthLevel];
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        resolve(source, args, ctx, info) {
          check(ctx.viewer);
          return resolve(source, args, ctx, info);
        },
      };
    },
  });
}
