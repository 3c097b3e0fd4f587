import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import PgClient, { type PgQueryObject } from 'knex/lib/dialects/postgres/index.js';

/**
 * Prepared statements for the reads behind the most-visited signed-in pages. PostgreSQL parses and plans a query
 * sent without a name on every execution; for an appointment list that costs its backend more CPU than running
 * it. A query marked with `prepared()` is sent as a named statement (node-postgres's `name`): each connection parses
 * it once, and PostgreSQL keeps its plan (a generic one after a few runs, when no worse). Outside a transaction such
 * reads are also pipelined on one connection (below).
 *
 * The name is a digest of the SQL text, so each variant of a query (another filter, sort or page size) is its own
 * statement and two texts never share a name. At most MAX_STATEMENTS texts are named per process (so at most that
 * many statements per connection); a query beyond them runs unnamed, as any other. On PGlite (one connection in
 * this process, no network) the mark is ignored. Named statements need a direct connection or a PgBouncer of 1.21
 * or later with `max_prepared_statements` set; DATABASE_PREPARED_STATEMENTS=off turns them off (and the pipeline).
 */
const MAX_STATEMENTS = 200;

/** Marks a read to run as a prepared statement (see above); answers the same builder. */
export function prepared<T extends Knex.QueryBuilder>(query: T): T {
  return query.options({ prepare: true }) as T;
}

/**
 * Marks a write to run as a prepared statement: named as a read is, and never pipelined (below), since a write can
 * wait on a row lock and every read queued behind it on that one connection would wait too. For the statements
 * every booking's transactions send.
 */
export function preparedWrite<T extends Knex.QueryBuilder>(query: T): T {
  return query.options({ prepare: 'write' }) as T;
}

/**
 * Pipelined reads. The marked reads of a page are few, short and issued together (an appointment list asks for its
 * appointments, the owner's notices and the unread counts at once). Each on its own pooled connection means a write
 * to each of three sockets and three PostgreSQL backends woken, which on a small machine costs more than the reads.
 * So a marked read outside a transaction goes to one connection per process held for the purpose, in node-postgres's
 * pipeline mode (each query its own Sync: a failing one fails alone): the reads issued in one turn of the event loop,
 * this request's and any other's, leave in one write and are answered by one backend. With MAX_PIPELINED reads
 * already waiting there, or while that connection is being made again after a failure, a marked read takes a pooled
 * connection as any other; so does every read inside a transaction.
 */
const MAX_PIPELINED = 64;

const NAMES = new WeakMap<object, Map<string, string>>();

/** What node-postgres's client is to this module: its socket, its pipeline switch, and knex's marks on it. */
interface PgConnection {
  connection: { stream: { cork(): void; uncork(): void } };
  pipeline: boolean;
  /** Set by knex when the connection fails or ends (knex's postgres dialect). */
  __knex__disposed?: unknown;
}

interface KnexInternals {
  transacting?: boolean;
  config: { pipelinedReads?: boolean };
  acquireRawConnection(): Promise<PgConnection>;
  destroyRawConnection(connection: PgConnection): Promise<void>;
}

interface BuilderInternals {
  _options?: Array<{ prepare?: boolean | 'write' }>;
  _connection?: unknown;
  connection(connection: unknown): unknown;
}

/**
 * knex's PostgreSQL client, naming the statements of reads marked with `prepared()` and pipelining them on one
 * connection (above). `pipelinedReads: false` in the knex config keeps them on the pool.
 */
export class PreparedStatementsPgClient extends PgClient {
  /** A PostgreSQL server's client (knex.ts `isPglite`), as knex's own 'pg'. */
  static readonly speaksToServer = true;
  /** The pipelined reads' connection once made, and the making of it. */
  private pipelineConnection: PgConnection | null = null;
  private pipelineConnecting: Promise<unknown> | null = null;
  private waiting = 0;
  private corked = false;
  private destroyed = false;

  override runner(builder: Knex.QueryBuilder): ReturnType<Knex.Client['runner']> {
    const query = builder as unknown as BuilderInternals;
    const self = this as unknown as KnexInternals;
    if (!self.transacting && self.config.pipelinedReads !== false && query._connection === undefined
      && this.waiting < MAX_PIPELINED && query._options?.some((o) => o.prepare === true)) {
      const connection = this.pipelineReady();
      if (connection) query.connection(connection);
    }
    return super.runner(builder);
  }

  /**
   * A read already compiled (compiled-read.ts: its SQL with $n placeholders and its bindings) run as a marked read on
   * the pipelined connection, without knex's builder and runner: its rows, or the first for `first`. Null when it
   * cannot run there now (inside a transaction, pipelining off or full, the connection not made yet): the caller then
   * runs it through knex.
   */
  runPipelined(sql: string, bindings: unknown[], method: 'select' | 'first'): Promise<unknown> | null {
    const self = this as unknown as KnexInternals;
    if (self.transacting || self.config.pipelinedReads === false || this.waiting >= MAX_PIPELINED) return null;
    const connection = this.pipelineReady();
    if (!connection) return null;
    return this._query(connection, { sql, bindings, options: { prepare: true } }).then((done) => {
      const { rows } = done.response as { rows: unknown[] };
      return method === 'first' ? rows[0] : rows;
    });
  }

  override _query(connection: unknown, obj: PgQueryObject): Promise<PgQueryObject> {
    if (obj.options?.prepare) {
      const { prepare: _, ...rest } = obj.options;
      const name = this.nameOf(obj.sql);
      obj.options = name ? { ...rest, name } : rest;
    }
    const pipeline = this.pipelineConnection;
    if (connection !== pipeline || !pipeline) return super._query(connection, obj);
    // Held until this turn's other reads have joined it: one write for them all.
    if (!this.corked) {
      this.corked = true;
      pipeline.connection.stream.cork();
      process.nextTick(() => {
        this.corked = false;
        pipeline.connection.stream.uncork();
      });
    }
    this.waiting += 1;
    return super._query(connection, obj).finally(() => { this.waiting -= 1; });
  }

  override initializePool(config?: Knex.Config): void {
    this.destroyed = false;
    super.initializePool(config);
  }

  override async destroy(callback?: (err?: unknown) => void): Promise<void> {
    this.destroyed = true;
    await this.pipelineConnecting?.catch(() => {});
    const connection = this.pipelineConnection;
    this.pipelineConnection = null;
    if (connection) await (this as unknown as KnexInternals).destroyRawConnection(connection).catch(() => {});
    return super.destroy(callback);
  }

  /** The pipeline's connection when it is usable now; otherwise null, and it is being made for the next reads. */
  private pipelineReady(): PgConnection | null {
    const connection = this.pipelineConnection;
    if (connection && !connection.__knex__disposed) return connection;
    if (connection) {
      this.pipelineConnection = null;
      void (this as unknown as KnexInternals).destroyRawConnection(connection).catch(() => {});
    }
    if (!this.pipelineConnecting && !this.destroyed) {
      this.pipelineConnecting = (this as unknown as KnexInternals).acquireRawConnection().then(async (made) => {
        if (this.destroyed) return (this as unknown as KnexInternals).destroyRawConnection(made);
        made.pipeline = true;
        this.pipelineConnection = made;
      }).catch(() => {
        // PostgreSQL out of reach: the reads use the pool meanwhile (and fail there as any other query would).
      }).finally(() => { this.pipelineConnecting = null; });
    }
    return null;
  }

  /**
   * The statement names of this knex's SQL texts. Kept by its config, which a transaction's client shares: knex makes
   * that client from this class's prototype without running its constructor, so it has none of these fields.
   */
  private get names(): Map<string, string> {
    const config = (this as unknown as KnexInternals).config;
    let names = NAMES.get(config);
    if (!names) NAMES.set(config, (names = new Map()));
    return names;
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
