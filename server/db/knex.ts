import path from 'node:path';
import knexPkg, { type Knex } from 'knex';
import pg from 'pg';
import type { Config } from '../config.ts';
import { MIGRATIONS_DIR, migrationsConfig } from './migrations-config.ts';
import { PreparedStatementsPgClient } from './prepared.ts';

export type Db = Knex;
export type Tx = Knex.Transaction;
/** A connection or a transaction: query modules take either as their first argument. */
export type Conn = Knex | Knex.Transaction;

// pg returns int8 (count, bigserial) and numeric as strings; PGlite returns numbers.
// Parse them to numbers here so both backends hand the domain the same types.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v: string) => Number.parseFloat(v));

export { MIGRATIONS_DIR };

/**
 * Builds a knex over a PostgreSQL URL. While PostgreSQL is out of reach a query fails within about four
 * seconds (a connection attempt gives up after two, waiting for a pooled connection after four) instead
 * of hanging, so the request answers 503; the pool reconnects by itself when PostgreSQL is back.
 */
export function knexForUrl(
  url: string, pool: Knex.PoolConfig = { min: 0, max: 10 }, options: { preparedStatements?: boolean; pipelinedReads?: boolean } = {},
): Db {
  return knexPkg.knex({
    // Reads marked `prepared()` are named statements unless turned off (server/db/prepared.ts).
    client: options.preparedStatements === false ? 'pg' : PreparedStatementsPgClient as unknown as typeof Knex.Client,
    connection: { connectionString: url, connectionTimeoutMillis: 2_000 },
    pool,
    acquireConnectionTimeout: 4_000,
    migrations: migrationsConfig,
    // Marked reads share one pipelined connection (server/db/prepared.ts); tests of the pool alone turn it off.
    ...(options.pipelinedReads === false ? { pipelinedReads: false } : {}),
  } as Knex.Config);
}

/**
 * The application's database, chosen by configuration: PostgreSQL when DATABASE_URL is set, else PGlite on
 * disk. PGlite's modules load only then (about 19 MB a PostgreSQL deployment does not carry).
 */
export async function createDb(config: Pick<Config, 'database'>): Promise<Db> {
  if (config.database.kind === 'pg') return knexForUrl(config.database.url, undefined, { preparedStatements: config.database.preparedStatements });
  const { knexForPglite, openPglite } = await import('./pglite.ts');
  return knexForPglite(openPglite({ dir: path.resolve(config.database.dir) }));
}

export async function migrateLatest(db: Db): Promise<string[]> {
  const [, applied] = await db.migrate.latest();
  return applied as string[];
}

/** Which backend a knex speaks to, for the rare place that must differ (advisory locks are the same on both). */
export function isPglite(db: Db): boolean {
  // By a mark, not by identity: a module may be loaded twice (once required, once imported).
  const client: unknown = db.client.config.client;
  return client !== 'pg' && (client as { speaksToServer?: boolean } | null)?.speaksToServer !== true;
}
