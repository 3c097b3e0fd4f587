/**
 * Database chores from the command line, with the same configuration as the server:
 *   tsx server/db/cli.ts migrate    apply pending migrations
 *   tsx server/db/cli.ts rollback   undo every migration (development only, by intent)
 *   tsx server/db/cli.ts seed       reference data, then the demo world when DEMO_DATA applies
 */
import { loadConfig } from '../config.ts';
import { createDb, migrateLatest, type Db } from './knex.ts';
import { seedReference } from '../../seeds/reference.ts';
import { seedDemo } from '../../seeds/demo/index.ts';

const COMMANDS = ['migrate', 'rollback', 'seed'] as const;
type Command = (typeof COMMANDS)[number];

function isCommand(value: string | undefined): value is Command {
  return COMMANDS.includes(value as Command);
}

async function run(db: Db, command: Command, demoData: boolean): Promise<void> {
  switch (command) {
    case 'migrate': {
      const applied = await migrateLatest(db);
      console.log(applied.length ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}` : 'Already up to date.');
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

async function main(): Promise<number> {
  const command = process.argv[2];
  if (!isCommand(command)) {
    console.error(`Usage: tsx server/db/cli.ts <${COMMANDS.join('|')}>`);
    return 1;
  }
  const config = loadConfig();
  const db = await createDb(config);
  try {
    await run(db, command, config.demoData);
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
