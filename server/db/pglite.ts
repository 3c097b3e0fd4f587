/** The embedded database (PGlite), loaded only when DATABASE_URL is unset and by the tests that use it. */
import fs from 'node:fs';
import knexPkg, { type Knex } from 'knex';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import ClientPGLite from 'knex-pglite';
import { migrationsConfig } from './migrations-config.ts';

/** Opens an embedded PGlite with the extensions our migrations use. */
export function openPglite(options: { dir?: string; loadDataDir?: Blob | File } = {}): PGlite {
  if (options.dir && options.dir !== 'memory://') fs.mkdirSync(options.dir, { recursive: true });
  return new PGlite({
    dataDir: options.dir,
    loadDataDir: options.loadDataDir,
    extensions: { btree_gist, pg_trgm, unaccent },
  });
}

/**
 * Builds a knex over an already opened PGlite instance (tests use this with a copied template). The one
 * connection is waited for up to `acquireConnectionTimeout` (knex's 60 s by default; a first start, which runs
 * initdb inside WebAssembly, may be given longer on a slow machine).
 */
export function knexForPglite(pglite: PGlite, options: { acquireConnectionTimeout?: number } = {}): Knex {
  return knexPkg.knex({
    client: ClientPGLite as unknown as typeof Knex.Client,
    connection: { pglite } as unknown as Knex.StaticConnectionConfig,
    migrations: migrationsConfig,
    ...options,
  });
}
