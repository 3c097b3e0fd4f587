import path from 'node:path';
import type { Knex } from 'knex';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations');

/** Where the migrations are and how knex records them, for either backend. */
export const migrationsConfig: Knex.MigratorConfig = {
  directory: MIGRATIONS_DIR,
  loadExtensions: ['.ts'],
  tableName: 'knex_migrations',
};
