/**
 * Backups that restore: a PostgreSQL database dumped with pg_dump's custom format and restored with pg_restore,
 * or the embedded PGlite's data directory as one gzipped archive (PGlite's own dumpDataDir / loadDataDir).
 * Where the archives are kept is a BackupStore (a directory, or an S3 bucket: adapters/backup-store.ts); a backup
 * also removes the store's archives older than the keeping period (the Terms keep deleted data up to 2 weeks).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/** Where archives are kept: the only thing a backup needs to know about a store. */
export interface BackupStore {
  /** For messages: the directory or the bucket. */
  readonly where: string;
  save(name: string, fromFile: string): Promise<void>;
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
  fetchTo(name: string, toFile: string): Promise<void>;
}

export type BackupDatabase = Config['database'];

const NAME = /^petcare-(\d{8}T\d{6}Z)\.(pgdump|pglite\.tar\.gz)$/;
const EXTENSION = { pg: 'pgdump', pglite: 'pglite.tar.gz' } as const;

export class BackupError extends Error {}

/** petcare-20261127T021500Z.pgdump: the time in the name orders the archives and dates them for the pruning. */
export function backupName(kind: BackupDatabase['kind'], now: Date): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '');
  return `petcare-${stamp}.${EXTENSION[kind]}`;
}

/** The time a backup's name carries, or null for a file that is not one of ours. */
export function backupTime(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const s = match[1];
  return new Date(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`);
}

/** Our archives older than keepDays at `now` (never a file that is not one of ours). */
export function expiredBackups(names: readonly string[], now: Date, keepDays: number): string[] {
  const cutoff = now.getTime() - keepDays * 86_400_000;
  return names.filter((name) => {
    const at = backupTime(name);
    return at !== null && at.getTime() < cutoff;
  });
}

/** The newest archive in a list of names, for `db:restore latest`. */
export function latestBackup(names: readonly string[]): string | null {
  const ours = names.filter((name) => backupTime(name)).sort();
  return ours.at(-1) ?? null;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.on('error', (err) => reject(new BackupError(`${command} could not run: ${err.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

/** Writes the database into one archive file. The embedded database must not be open in another process. */
export async function dumpDatabase(database: BackupDatabase, toFile: string): Promise<void> {
  if (database.kind === 'pg') {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${toFile}`, `--dbname=${database.url}`]);
    return;
  }
  if (!fs.existsSync(database.dir)) throw new BackupError(`There is no embedded database at ${database.dir}.`);
  const { openPglite } = await import('./pglite.ts');
  const pglite = openPglite({ dir: database.dir });
  try {
    // dumpDataDir does not wait for the database to open; without this the process can run out of work and exit.
    await pglite.waitReady;
    const archive = await pglite.dumpDataDir('gzip');
    await fs.promises.writeFile(toFile, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

async function publicTables(url: string): Promise<number> {
  const { knexForUrl } = await import('./knex.ts');
  const db = knexForUrl(url, { min: 0, max: 1 });
  try {
    const row = await db('information_schema.tables').where({ table_schema: 'public' }).count<{ count: string | number }[]>('* as count').first();
    return Number(row?.count ?? 0);
  } finally {
    await db.destroy();
  }
}

/**
 * Loads an archive into the configured database. A database that already holds tables (or an embedded data
 * directory that exists) is refused unless `force`: then PostgreSQL's objects are dropped and recreated from the
 * archive in one transaction, and an embedded directory is moved aside (kept, never deleted) first.
 */
export async function restoreDatabase(database: BackupDatabase, fromFile: string, options: { force: boolean; now: Date }): Promise<void> {
  if (database.kind === 'pg') {
    if (!fromFile.endsWith(`.${EXTENSION.pg}`)) throw new BackupError('A PostgreSQL database restores from a .pgdump archive.');
    const tables = await publicTables(database.url);
    if (tables > 0 && !options.force) {
      throw new BackupError(`The database already holds ${tables} tables; restore into an empty database, or pass --force to replace its contents.`);
    }
    await run('pg_restore', [
      '--no-owner', '--no-acl', '--single-transaction', '--exit-on-error',
      ...(tables > 0 ? ['--clean', '--if-exists'] : []),
      `--dbname=${database.url}`, fromFile,
    ]);
    return;
  }
  if (!fromFile.endsWith(`.${EXTENSION.pglite}`)) throw new BackupError('The embedded database restores from a .pglite.tar.gz archive.');
  if (fs.existsSync(database.dir) && fs.readdirSync(database.dir).length > 0) {
    if (!options.force) {
      throw new BackupError(`${database.dir} already holds a database; stop the app and pass --force to move it aside and restore.`);
    }
    const aside = `${database.dir.replace(/\/$/, '')}.before-restore-${backupName('pglite', options.now).slice(8, 24)}`;
    fs.renameSync(database.dir, aside);
  }
  const { openPglite } = await import('./pglite.ts');
  const archive = new Blob([await fs.promises.readFile(fromFile)]);
  const pglite = openPglite({ dir: database.dir, loadDataDir: archive });
  try {
    await pglite.query('select 1');
  } finally {
    await pglite.close();
  }
}

function scratchFile(name: string): string {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'petcare-backup-'));
  return path.join(dir, name);
}

function dropScratch(file: string): void {
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

export interface BackupResult { name: string; bytes: number; pruned: string[] }

/** Dumps the database into the store, then removes the store's archives older than keepDays. */
export async function backUp(database: BackupDatabase, store: BackupStore, options: { now: Date; keepDays: number }): Promise<BackupResult> {
  const name = backupName(database.kind, options.now);
  const file = scratchFile(name);
  try {
    await dumpDatabase(database, file);
    const bytes = fs.statSync(file).size;
    await store.save(name, file);
    const pruned = expiredBackups(await store.list(), options.now, options.keepDays);
    for (const old of pruned) await store.remove(old);
    return { name, bytes, pruned };
  } finally {
    dropScratch(file);
  }
}

/** Restores the named archive ('latest': the newest) from the store into the database. */
export async function restoreFrom(
  database: BackupDatabase, store: BackupStore, requested: string, options: { force: boolean; now: Date },
): Promise<string> {
  const names = await store.list();
  const name = requested === 'latest' ? latestBackup(names) : path.basename(requested);
  if (!name || !names.includes(name)) {
    throw new BackupError(requested === 'latest' ? `There is no backup in ${store.where}.` : `There is no backup named ${requested} in ${store.where}.`);
  }
  const file = scratchFile(name);
  try {
    await store.fetchTo(name, file);
    await restoreDatabase(database, file, options);
    return name;
  } finally {
    dropScratch(file);
  }
}
