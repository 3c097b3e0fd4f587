import fs from 'node:fs';
import path from 'node:path';
import knexPkg, { type Knex } from 'knex';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import ClientPGLite from 'knex-pglite';
import type { Config } from '../config.ts';

export type Db = Knex;
export type Tx = Knex.Transaction;
/** A connection or a transaction: query modules take either as their first argument. */
export type Conn = Knex | Knex.Transaction;

// pg returns int8 (count, bigserial) and numeric as strings; PGlite returns numbers.
// Parse them to numbers here so both backends hand the domain the same types.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v: string) => Number.parseFloat(v));

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations');

const migrationsConfig: Knex.MigratorConfig = {
  directory: MIGRATIONS_DIR,
  loadExtensions: ['.ts'],
  tableName: 'knex_migrations',
};

/** Opens an embedded PGlite with the extensions our migrations use. */
export function openPglite(options: { dir?: string; loadDataDir?: Blob | File } = {}): PGlite {
  if (options.dir && options.dir !== 'memory://') fs.mkdirSync(options.dir, { recursive: true });
  return new PGlite({
    dataDir: options.dir,
    loadDataDir: options.loadDataDir,
    extensions: { btree_gist, pg_trgm },
  });
}

/** Builds a knex over an already opened PGlite instance (tests use this with a copied template). */
export function knexForPglite(pglite: PGlite): Db {
  return knexPkg.knex({
    client: ClientPGLite as unknown as typeof Knex.Client,
    connection: { pglite } as unknown as Knex.StaticConnectionConfig,
    migrations: migrationsConfig,
  });
}

/**
 * Builds a knex over a PostgreSQL URL. While PostgreSQL is out of reach a query fails within about four
 * seconds (a connection attempt gives up after two, waiting for a pooled connection after four) instead
 * of hanging, so the request answers 503; the pool reconnects by itself when PostgreSQL is back.
 */
export function knexForUrl(url: string, pool: Knex.PoolConfig = { min: 0, max: 10 }): Db {
  return knexPkg.knex({
    client: 'pg',
    connection: { connectionString: url, connectionTimeoutMillis: 2_000 },
    pool,
    acquireConnectionTimeout: 4_000,
    migrations: migrationsConfig,
  });
}

/** The application's database, chosen by configuration: PostgreSQL when DATABASE_URL is set, else PGlite on disk. */
export function createDb(config: Pick<Config, 'database'>): Db {
  if (config.database.kind === 'pg') return knexForUrl(config.database.url);
  return knexForPglite(openPglite({ dir: path.resolve(config.database.dir) }));
}

export async function migrateLatest(db: Db): Promise<string[]> {
  const [, applied] = await db.migrate.latest();
  return applied as string[];
}

/** Which backend a knex speaks to, for the rare place that must differ (advisory locks are the same on both). */
export function isPglite(db: Db): boolean {
  return db.client.config.client === ClientPGLite;
}
