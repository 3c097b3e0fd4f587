/**
 * Database chores from the command line, with the same configuration as the server:
 *   tsx server/db/cli.ts migrate    apply pending migrations
 *   tsx server/db/cli.ts rollback   undo every migration (development only, by intent)
 *   tsx server/db/cli.ts seed       reference data, then the demo world when DEMO_DATA applies
 *   tsx server/db/cli.ts backup     dump the database into BACKUP_DIR (or BACKUP_S3_BUCKET), prune old archives
 *   tsx server/db/cli.ts restore <name|latest> [--force]   load an archive into the configured database
 */
import { loadConfig } from '../config.ts';
import { createDb, migrateLatest, type Db } from './knex.ts';
import { seedReference } from '../../seeds/reference.ts';
import { seedDemo } from '../../seeds/demo/index.ts';
import { operatorsExist, sealPlaintextTotpSecrets } from '../domain/ops/index.ts';
import { backupStoreFor } from '../adapters/backup-store.ts';
import { backUp, BackupError, restoreFrom } from './backup.ts';
import type { Config } from '../config.ts';

const COMMANDS = ['migrate', 'rollback', 'seed'] as const;
type Command = (typeof COMMANDS)[number];

function isCommand(value: string | undefined): value is Command {
  return COMMANDS.includes(value as Command);
}

async function run(db: Db, command: Command, demoData: boolean, opsSecretKey: Buffer | undefined): Promise<void> {
  switch (command) {
    case 'migrate': {
      const applied = await migrateLatest(db);
      console.log(applied.length ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}` : 'Already up to date.');
      // Operators' TOTP secrets written before they were encrypted (domain/ops/totp-secret-box.ts).
      if (opsSecretKey) {
        const sealed = await sealPlaintextTotpSecrets(db, opsSecretKey);
        if (sealed) console.log(`Encrypted ${sealed} operator TOTP secret(s).`);
      } else if (await operatorsExist(db)) {
        console.warn('OPS_SECRET_KEY is not set: operators\' TOTP secrets stay as they are, and the server will not start until it is.');
      }
      return;
    }
    case 'rollback': {
      const [, undone] = (await db.migrate.rollback(undefined, true)) as [number, string[]];
      console.log(undone.length ? `Rolled back ${undone.length} migration(s):\n  ${undone.join('\n  ')}` : 'Nothing to roll back.');
      return;
    }
    case 'seed': {
      await seedReference(db);
      console.log('Reference data seeded.');
      if (demoData) {
        await seedDemo(db, { now: new Date() });
        console.log('Demo data seeded (skipped if "Happy Paws Clinic" already existed).');
      } else {
        console.log('Demo data skipped (DEMO_DATA is off).');
      }
      return;
    }
  }
}

/** Backups open no knex of their own: pg_dump and pg_restore connect themselves, PGlite is opened on its directory. */
async function backups(config: Config, command: 'backup' | 'restore', args: string[]): Promise<number> {
  const store = backupStoreFor(config);
  const now = new Date();
  try {
    if (command === 'backup') {
      const made = await backUp(config.database, store, { now, keepDays: config.backups.keepDays });
      console.log(`Backed up ${made.name} (${Math.ceil(made.bytes / 1024)} kB) to ${store.where}.`);
      if (made.pruned.length) console.log(`Removed ${made.pruned.length} backup(s) older than ${config.backups.keepDays} days.`);
      return 0;
    }
    const name = args.find((arg) => !arg.startsWith('--'));
    if (!name) {
      console.error('Usage: npm run db:restore -- <backup name|latest> [--force]');
      return 1;
    }
    const restored = await restoreFrom(config.database, store, name, { force: args.includes('--force'), now });
    console.log(`Restored ${restored}. Run npm run db:migrate if the code is newer than the backup.`);
    return 0;
  } catch (err) {
    console.error(`db ${command} failed:`, err instanceof BackupError ? err.message : err);
    return 1;
  }
}

async function main(): Promise<number> {
  const command = process.argv[2];
  if (command === 'backup' || command === 'restore') return backups(loadConfig(), command, process.argv.slice(3));
  if (!isCommand(command)) {
    console.error(`Usage: tsx server/db/cli.ts <${COMMANDS.join('|')}|backup|restore>`);
    return 1;
  }
  const config = loadConfig();
  const db = await createDb(config);
  try {
    await run(db, command, config.demoData, config.opsSecretKey);
    return 0;
  } catch (err) {
    console.error(`db ${command} failed:`, err instanceof Error ? err.message : err);
    return 1;
  } finally {
    await db.destroy();
  }
}

// Exit explicitly: an embedded PGlite or a pg pool timer must not keep a finished CLI alive.
process.exit(await main());
