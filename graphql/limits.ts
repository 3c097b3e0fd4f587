import {
  GraphQLError, Kind, type ASTVisitor, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import depthLimit from 'graphql-depth-limit';

export const MAX_DEPTH = 8;
export const MAX_COST = 2_000;
const DEFAULT_LIST_SIZE = 10;
const MAX_LIST_SIZE = 100;

/**
 * Estimated cost of a selection: 1 per field, multiplied below any field that
 * takes a `limit` or `first` argument by that size (capped), so a deeply nested
 * list query is refused before it runs.
 */
function selectionCost(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  seen: Set<string>,
): number {
  if (!set) return 0;
  let total = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      total += fieldCost(sel, fragments, variables, seen);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      total += selectionCost(sel.selectionSet, fragments, variables, seen);
    } else if (sel.kind === Kind.FRAGMENT_SPREAD) {
      const name = sel.name.value;
      if (seen.has(name) || !fragments[name]) continue;
      total += selectionCost(fragments[name].selectionSet, fragments, variables, new Set([...seen, name]));
    }
  }
  return total;
}

function listSize(field: FieldNode, variables: Record<string, unknown>): number {
  for (const arg of field.arguments ?? []) {
    if (arg.name.value !== 'limit' && arg.name.value !== 'first') continue;
    const v = arg.value;
    const n = v.kind === Kind.INT ? Number(v.value) : v.kind === Kind.VARIABLE ? Number(variables[v.name.value]) : NaN;
    return Number.isFinite(n) ? Math.min(Math.max(n, 1), MAX_LIST_SIZE) : DEFAULT_LIST_SIZE;
  }
  return 1;
}

function fieldCost(field: FieldNode, fragments: Record<string, FragmentDefinitionNode>, variables: Record<string, unknown>, seen: Set<string>): number {
  return 1 + listSize(field, variables) * selectionCost(field.selectionSet, fragments, variables, seen);
}

/** Validation rule refusing operations whose estimated cost exceeds `max`. */
export function costLimit(max: number, variables: Record<string, unknown> = {}) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
    }
    return {
      OperationDefinition(op) {
        const cost = selectionCost(op.selectionSet, fragments, variables, new Set());
        if (cost > max) {
          context.reportError(
            new GraphQLError(`Query is too expensive: cost ${cost} exceeds ${max}.`, {
              nodes: [op],
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        }
      },
    };
  };
}

export function depthLimitRule(max = MAX_DEPTH) {
  return depthLimit(max);
}
