import type { Knex } from 'knex';
import type { Conn } from './knex.ts';

/**
 * The hottest reads (every signed-in list page's) compiled by knex once per shape rather than on every call. Building
 * and compiling a query (wrapping each identifier, placing each binding) costs a page more CPU than the read's own
 * round trip once the process compiles queries of every kind; the SQL of one shape is the same text every time.
 *
 * `build(values)` makes the query as ever, from `values` only for what varies between calls of a shape: strings,
 * numbers and dates, each passed to knex as it is (a value knex is given changed, `limit + 1` or a JSON of it, must
 * be computed before and passed as its own value). Every choice `build` makes by a value (a filter given or not,
 * which sort) is named by `shape`. The first call of a shape compiles it twice, with two sets of stand-in values, to
 * learn where each value goes; a shape whose bindings do not follow its values (a value changed on its way) is not
 * kept, and its calls are compiled by knex as before. A kept shape runs on the pipelined connection of
 * server/db/prepared.ts as a named statement; a read inside a transaction, on PGlite, or while that connection is not
 * ready goes through knex as before (`build` with the real values).
 */
export type CompiledValue = string | number | Date;

interface Shape {
  /** The SQL with PostgreSQL's $n placeholders. */
  sql: string;
  method: 'select' | 'first';
  /** Each binding: the name of the value it is, or a constant of the shape. */
  bindings: Array<{ name: string } | { constant: unknown }>;
}

/** The client of server/db/prepared.ts, as this module uses it. */
interface PipelinedClient {
  runPipelined(sql: string, bindings: unknown[], method: 'select' | 'first'): Promise<unknown> | null;
}

const MAX_SHAPES = 200;
/** Shapes by name and value kinds; null: a shape whose bindings do not follow its values (compiled by knex each time). */
const shapes = new Map<string, Shape | null>();

function kindOf(value: unknown): 's' | 'n' | 'd' | null {
  if (typeof value === 'string') return 's';
  if (typeof value === 'number' && Number.isFinite(value)) return 'n';
  return value instanceof Date && Number.isFinite(value.getTime()) ? 'd' : null;
}

/** Stand-ins no real value equals: the set's own string, a large positive whole number (offset refuses negatives), a date. */
function standIns(values: Readonly<Record<string, CompiledValue>>, set: 0 | 1): Record<string, CompiledValue> {
  return Object.fromEntries(Object.entries(values).map(([name, value], i) => {
    const kind = kindOf(value);
    return [name, kind === 's' ? `\u0000compiled-read:${set}:${i}` : kind === 'n' ? 1e12 + i * 2 + set : new Date(8.64e15 - i * 2 - set)];
  }));
}

function compile(values: Readonly<Record<string, CompiledValue>>, build: (values: Readonly<Record<string, CompiledValue>>) => Knex.QueryBuilder): Shape | null {
  const sets = [standIns(values, 0), standIns(values, 1)] as const;
  const [first, second] = sets.map((set) => build(set).toSQL() as unknown as { method: string; toNative(): { sql: string; bindings: unknown[] } });
  const { method } = first;
  const [a, b] = [first.toNative(), second.toNative()];
  if ((method !== 'select' && method !== 'first') || a.sql !== b.sql || a.bindings.length !== b.bindings.length) return null;
  const names = Object.keys(values);
  const bindings: Shape['bindings'] = [];
  for (let j = 0; j < a.bindings.length; j++) {
    const i = names.findIndex((name) => sets[0][name] === a.bindings[j]);
    if (i >= 0) {
      if (sets[1][names[i]] !== b.bindings[j]) return null;
      bindings.push({ name: names[i] });
    } else if (a.bindings[j] === b.bindings[j] && kindOf(a.bindings[j]) !== 'd') {
      bindings.push({ constant: a.bindings[j] });
    } else {
      return null; // a value changed on its way to knex
    }
  }
  return { sql: a.sql, method, bindings };
}

/** Runs the read of `shape` with `values` (see above): its rows, or its first row for a `.first()` query. */
export function compiledRead<T>(
  db: Conn, shape: string, values: Readonly<Record<string, CompiledValue>>,
  build: (values: Readonly<Record<string, CompiledValue>>) => Knex.QueryBuilder,
): Promise<T> {
  const client = db.client as unknown as Partial<PipelinedClient>;
  const kinds = Object.values(values).map(kindOf);
  if (typeof client.runPipelined === 'function' && !(db as { isTransaction?: boolean }).isTransaction && !kinds.includes(null)) {
    const key = `${shape}\u0000${Object.keys(values).join(',')}\u0000${kinds.join('')}`;
    let compiled = shapes.get(key);
    if (compiled === undefined && shapes.size < MAX_SHAPES) shapes.set(key, (compiled = compile(values, build)));
    if (compiled) {
      const bindings = compiled.bindings.map((binding) => ('name' in binding ? values[binding.name] : binding.constant));
      const run = client.runPipelined(compiled.sql, bindings, compiled.method);
      if (run) return run as Promise<T>;
    }
  }
  return build(values) as unknown as Promise<T>;
}

/** How many shapes are kept, and how many of them run compiled (tests). */
export function compiledShapes(): { kept: number; compiled: number } {
  return { kept: shapes.size, compiled: [...shapes.values()].filter(Boolean).length };
}
