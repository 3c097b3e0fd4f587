import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { knexForUrl, migrateLatest, type Db } from '../../server/db/knex.ts';
import { knexForPglite, openPglite } from '../../server/db/pglite.ts';

/** A database of its own for one suite. */
export interface TestDb {
  db: Db;
  kind: 'pglite' | 'pg';
  /** The database's URL on DATABASE_URL's server (PostgreSQL only). */
  url?: string;
  destroy(): Promise<void>;
}

const serverUrl = process.env.DATABASE_URL;
const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
const created: string[] = [];
let templateDump: Promise<Blob> | null = null;
let templateDbName: Promise<string> | null = null;
let counter = 0;

function urlFor(database: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const admin = knexForUrl(serverUrl!, { min: 0, max: 1 });
  try {
    await admin.raw(sql);
  } finally {
    await admin.destroy();
  }
}

async function createServerDatabase(template?: string): Promise<string> {
  const name = `petcare_test_${runId}_${++counter}`;
  await adminQuery(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  created.push(name);
  return name;
}

function pgliteDb(pglite: PGlite): TestDb {
  const db = knexForPglite(pglite);
  return { db, kind: 'pglite', destroy: () => db.destroy() };
}

function serverDb(name: string): TestDb {
  const db = knexForUrl(urlFor(name), { min: 0, max: 10 });
  return {
    db,
    kind: 'pg',
    url: urlFor(name),
    async destroy() {
      await db.destroy();
      await adminQuery(`drop database if exists "${name}" with (force)`);
      created.splice(created.indexOf(name), 1);
    },
  };
}

/**
 * A second connection to a test database standing for another process: its writes do not pass through the test
 * database's knex, so that knex's query events do not see them. (On the embedded database, a second knex over the
 * same PGlite, which the test database closes.) Destroy it before the test database.
 */
export function otherConnection(testDb: TestDb): Db {
  if (testDb.url) return knexForUrl(testDb.url, { min: 0, max: 2 });
  return knexForPglite((testDb.db.client.config.connection as { pglite: PGlite }).pglite);
}

/** An empty, unmigrated database: PGlite in memory, or a new database on DATABASE_URL's server. */
export async function freshDatabase(): Promise<TestDb> {
  if (!serverUrl) return pgliteDb(openPglite());
  return serverDb(await createServerDatabase());
}

/**
 * A migrated database copied from a template that is migrated once per run
 * (a fresh PGlite costs seconds; loading a dump of a migrated one costs less).
 */
export async function migratedDatabase(): Promise<TestDb> {
  if (!serverUrl) {
    templateDump ??= (async () => {
      const pglite = openPglite();
      const db = knexForPglite(pglite);
      await migrateLatest(db);
      const dump = await pglite.dumpDataDir('none');
      await db.destroy();
      return dump;
    })().catch((err: unknown) => {
      // A template that failed to build (PGlite too slow to start on a loaded machine) is tried again by the next suite.
      templateDump = null;
      throw err;
    });
    return pgliteDb(openPglite({ loadDataDir: await templateDump }));
  }
  templateDbName ??= (async () => {
    const name = await createServerDatabase();
    const db = knexForUrl(urlFor(name), { min: 0, max: 1 });
    await migrateLatest(db);
    await db.destroy();
    return name;
  })();
  return serverDb(await createServerDatabase(await templateDbName));
}

/** Drops every database this run made on the server (the template included). */
export async function dropAllTestDatabases(): Promise<void> {
  if (!serverUrl) return;
  for (const name of [...created]) await adminQuery(`drop database if exists "${name}" with (force)`);
  created.length = 0;
}
