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

/**
 * The run's databases, kept once per process whichever copy of this module asks: mocha requires the root hooks
 * (tsx compiles them as CommonJS), while a test file and what it imports may be loaded as ES modules, so one run can
 * hold two copies of this file (seen: an integration file's copy and a browser file's were not the hooks' copy). Two
 * copies each made a template, and the drop at the end saw only one copy's databases, leaving the other's template
 * behind after every run.
 */
interface RunDatabases {
  runId: string;
  counter: number;
  /** Server databases made and not yet dropped. */
  created: string[];
  pgliteTemplate: Promise<PgliteTemplate> | null;
  templateDbName: Promise<string> | null;
  /** Embedded databases put back to the template's state, for the next suite. */
  idlePglites: PGlite[];
}
const run: RunDatabases = ((globalThis as { [key: symbol]: RunDatabases })[Symbol.for('petcare.test-databases')] ??= {
  runId: `${process.pid}_${randomBytes(3).toString('hex')}`, counter: 0, created: [], pgliteTemplate: null, templateDbName: null, idlePglites: [],
});

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
  const name = `petcare_test_${run.runId}_${++run.counter}`;
  await adminQuery(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  run.created.push(name);
  return name;
}

function pgliteDb(pglite: PGlite): TestDb {
  const db = knexForPglite(pglite, { acquireConnectionTimeout: 300_000 });
  return { db, kind: 'pglite', destroy: () => db.destroy() };
}

/**
 * Embedded test databases are PGlite instances kept for reuse: starting one costs seconds (Postgres starts inside
 * WebAssembly), putting one back to the migrated template's state costs milliseconds. A suite gets a lease on an
 * instance: closing it through knex closes nothing, and once the suite destroys its database every call through the
 * lease fails, so a straggling query can never reach the next suite's data. On return the instance is reset (session
 * state discarded, schemas made since dropped, every table whose rows are not the template's emptied and the
 * template's rows and sequence values put back) and pooled only if its catalog still matches the template's fingerprint; anything else is closed.
 */
interface PgliteTemplate {
  dump: Blob;
  rows: Array<{ table: string; columns: string[]; json: string }>;
  /** One query naming the tables whose rows are not the template's (resetToTemplate). */
  changedTables: string;
  /** Every sequence's name, value and whether it was called, as JSON for one setval statement. */
  sequences: string;
  schemas: string[];
  fingerprint: string;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

const USER_SCHEMAS = `nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg_temp_%' and nspname not like 'pg_toast_temp_%'`;

/** What changes when any table, column, function, trigger, constraint, type or schema is made, dropped or altered. */
async function catalogFingerprint(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ f: string }>(`select concat_ws('|',
    (select count(*) || ':' || max(c.oid::int8) from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}),
    (select count(*) || ':' || sum(a.atttypid::int8) || ':' || sum(a.attnotnull::int) from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS} and not a.attisdropped),
    (select count(*) || ':' || max(oid::int8) from pg_proc), (select count(*) || ':' || max(oid::int8) from pg_trigger),
    (select count(*) || ':' || max(oid::int8) from pg_constraint), (select count(*) || ':' || max(oid::int8) from pg_type),
    (select count(*) || ':' || max(oid::int8) from pg_namespace), (select count(*) from pg_extension)) as f`);
  return rows[0].f;
}

async function describeTemplate(pglite: PGlite, dump: Blob): Promise<PgliteTemplate> {
  const { rows: tableRows } = await pglite.query<{ name: string; columns: string[] }>(`
    select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name,
           array(select a.attname::text from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                 and a.attgenerated = '' order by a.attnum) as columns
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and ${USER_SCHEMAS} order by 1`);
  const rows: PgliteTemplate['rows'] = [];
  for (const table of tableRows) {
    const { rows: [{ json }] } = await pglite.query<{ json: string }>(`select coalesce(json_agg(t), '[]')::text as json from ${table.name} t`);
    if (json !== '[]') rows.push({ table: table.name, columns: table.columns, json });
  }
  const { rows: sequences } = await pglite.query<{ name: string; value: string; called: boolean }>(`
    select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
           coalesce(last_value, start_value)::text as value, last_value is not null as called
      from pg_sequences`);
  const { rows: schemas } = await pglite.query<{ name: string }>(`select nspname as name from pg_namespace where ${USER_SCHEMAS}`);
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const changedTables = tableRows.map(({ name }) => {
    const kept = rows.find((r) => r.table === name);
    return kept
      ? `select ${literal(name)} as name where (select coalesce(json_agg(t), '[]')::text from ${name} t) <> ${literal(kept.json)}`
      : `select ${literal(name)} as name where exists (select from ${name})`;
  }).join(' union all ');
  return {
    dump, rows, changedTables, sequences: JSON.stringify(sequences), schemas: schemas.map((s) => s.name), fingerprint: await catalogFingerprint(pglite),
  };
}

/** Puts a used instance back to the template's state; false when its schema changed (it is then closed instead). */
async function resetToTemplate(pglite: PGlite, template: PgliteTemplate): Promise<boolean> {
  if (pglite.isInTransaction()) await pglite.exec('rollback');
  await pglite.exec('discard all');
  const { rows: extra } = await pglite.query<{ name: string }>(`select nspname as name from pg_namespace where ${USER_SCHEMAS}`);
  for (const { name } of extra) if (!template.schemas.includes(name)) await pglite.exec(`drop schema ${quoteIdent(name)} cascade`);
  if (await catalogFingerprint(pglite) !== template.fingerprint) return false;
  // Only the tables whose rows are not the template's are emptied and filled again: a truncate gives a table new
  // files, and in PGlite's in-memory file system making and dropping seventy tables' files was most of a reset.
  const { rows: changed } = await pglite.query<{ name: string }>(template.changedTables);
  const refill = new Set(changed.map((t) => t.name));
  await pglite.transaction(async (tx) => {
    if (refill.size) await tx.exec(`set local session_replication_role = replica; truncate ${[...refill].join(', ')} restart identity cascade`);
    for (const { table, columns, json } of template.rows) {
      if (!refill.has(table)) continue;
      const list = columns.map(quoteIdent).join(', ');
      await tx.query(`insert into ${table} (${list}) overriding system value select ${list} from json_populate_recordset(null::${table}, $1::json)`, [json]);
    }
    await tx.query(`select setval(s.name::regclass, s.value::int8, s.called)
                      from json_to_recordset($1::json) as s(name text, value text, called boolean)`, [template.sequences]);
  });
  return true;
}

function lease(pglite: PGlite): { pglite: PGlite; revoke(): void } {
  let revoked = false;
  const proxy = new Proxy(pglite, {
    get(target, prop) {
      if (prop === 'close') return async () => undefined;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (revoked) throw new Error('This test database was destroyed; the query came after its suite ended.');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { pglite: proxy, revoke: () => { revoked = true; } };
}

async function pooledPgliteDb(template: PgliteTemplate): Promise<TestDb> {
  const pglite = run.idlePglites.pop() ?? openPglite({ loadDataDir: template.dump });
  const held = lease(pglite);
  const db = knexForPglite(held.pglite, { acquireConnectionTimeout: 300_000 });
  return {
    db,
    kind: 'pglite',
    async destroy() {
      await db.destroy();
      held.revoke();
      const reusable = await resetToTemplate(pglite, template).catch(() => false);
      if (reusable) run.idlePglites.push(pglite);
      else await pglite.close();
    },
  };
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
      run.created.splice(run.created.indexOf(name), 1);
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
    run.pgliteTemplate ??= (async () => {
      const pglite = openPglite();
      const db = knexForPglite(pglite, { acquireConnectionTimeout: 300_000 });
      await migrateLatest(db);
      const template = await describeTemplate(pglite, await pglite.dumpDataDir('none'));
      await db.destroy();
      return template;
    })().catch((err: unknown) => {
      // A template that failed to build (PGlite too slow to start on a loaded machine) is tried again by the next suite.
      run.pgliteTemplate = null;
      throw err;
    });
    return pooledPgliteDb(await run.pgliteTemplate);
  }
  run.templateDbName ??= (async () => {
    const name = await createServerDatabase();
    const db = knexForUrl(urlFor(name), { min: 0, max: 1 });
    await migrateLatest(db);
    await db.destroy();
    return name;
  })();
  return serverDb(await createServerDatabase(await run.templateDbName));
}

/**
 * Builds the run's migrated template before the first suite asks for it (the root hook calls this, under a longer
 * timeout than a suite's hook: a fresh PGlite runs initdb and every migration, which takes a minute on a busy machine).
 */
export async function prepareDatabaseTemplate(): Promise<void> {
  const db = await migratedDatabase();
  await db.destroy();
}

/** Drops every database this run made on the server (the template included). */
export async function dropAllTestDatabases(): Promise<void> {
  for (const pglite of run.idlePglites.splice(0)) await pglite.close();
  if (!serverUrl) return;
  for (const name of [...run.created]) await adminQuery(`drop database if exists "${name}" with (force)`);
  run.created.length = 0;
}
