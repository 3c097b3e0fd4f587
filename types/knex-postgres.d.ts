/** knex's PostgreSQL client (CommonJS, untyped), extended by server/db/prepared.ts. */
declare module 'knex/lib/dialects/postgres/index.js' {
  import type { Knex } from 'knex';

  /** What knex hands a dialect to run: the compiled SQL, its bindings and the builder's `.options()`. */
  export interface PgQueryObject {
    sql: string;
    bindings?: readonly unknown[];
    options?: Record<string, unknown>;
    response?: unknown;
  }

  const PgClient: new (config: Knex.Config) => Knex.Client & {
    _query(connection: unknown, obj: PgQueryObject): Promise<PgQueryObject>;
  };
  export default PgClient;
}
