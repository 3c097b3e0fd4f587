import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import PgClient, { type PgQueryObject } from 'knex/lib/dialects/postgres/index.js';

/**
 * Prepared statements for the reads behind the most-visited signed-in pages. PostgreSQL parses and plans a query
 * sent without a name on every execution; for an appointment list that costs its backend more CPU than running
 * it. A query marked with `prepared()` is sent as a named statement (node-postgres's `name`): each pooled
 * connection parses it once, and PostgreSQL keeps its plan (a generic one after a few runs, when no worse).
 *
 * The name is a digest of the SQL text, so each variant of a query (another filter, sort or page size) is its own
 * statement and two texts never share a name. At most MAX_STATEMENTS texts are named per process (so at most that
 * many statements per connection); a query beyond them runs unnamed, as any other. On PGlite (one connection in
 * this process, no network) the mark is ignored. Named statements need a direct connection or a PgBouncer of 1.21
 * or later with `max_prepared_statements` set; DATABASE_PREPARED_STATEMENTS=off turns them off.
 */
const MAX_STATEMENTS = 200;

/** Marks a read to run as a prepared statement (see above); answers the same builder. */
export function prepared<T extends Knex.QueryBuilder>(query: T): T {
  return query.options({ prepare: true }) as T;
}

/** knex's PostgreSQL client, naming the statements of reads marked with `prepared()`. */
export class PreparedStatementsPgClient extends PgClient {
  /** A PostgreSQL server's client (knex.ts `isPglite`), as knex's own 'pg'. */
  static readonly speaksToServer = true;
  private readonly names = new Map<string, string>();

  override _query(connection: unknown, obj: PgQueryObject): Promise<PgQueryObject> {
    if (obj.options?.prepare) {
      const { prepare: _, ...rest } = obj.options;
      const name = this.nameOf(obj.sql);
      obj.options = name ? { ...rest, name } : rest;
    }
    return super._query(connection, obj);
  }

  private nameOf(sql: string): string | null {
    const known = this.names.get(sql);
    if (known) return known;
    if (this.names.size >= MAX_STATEMENTS) return null;
    const name = `q_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
    this.names.set(sql, name);
    return name;
  }
}
