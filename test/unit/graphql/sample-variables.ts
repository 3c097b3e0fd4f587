import {
  isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, typeFromAST,
  type DocumentNode, type GraphQLInputType, type GraphQLSchema, Kind,
} from 'graphql';

/**
 * Values for an operation's variables, so its cost can be weighed as a client would send it: every
 * variable filled (required input fields included), a `limit` at `pageSize`.
 */
export function sampleVariables(schema: GraphQLSchema, document: DocumentNode, pageSize: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of def.variableDefinitions ?? []) {
      const type = typeFromAST(schema, v.type as never) as GraphQLInputType | undefined;
      if (type) values[v.variable.name.value] = sample(type, v.variable.name.value, pageSize);
    }
  }
  return values;
}

function sample(type: GraphQLInputType, name: string, pageSize: number): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name, pageSize);
  if (isListType(type)) return [sample(type.ofType, name, pageSize)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, sample(f.type, f.name, pageSize)]));
  }
  if (isScalarType(type)) {
    if (name === 'limit' || name === 'first') return pageSize;
    switch (type.name) {
      case 'Int': return 1;
      case 'Float': return 1;
      case 'Boolean': return true;
      case 'DateTime': return '2030-01-07T10:00:00.000Z';
      case 'Date': return '2030-01-07';
      case 'JSON': case 'JSONObject': return {};
      default: return '1';
    }
  }
  return null;
}
