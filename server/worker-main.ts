import { loadConfig } from './config.ts';

/*
 * The worker process (the Procfile's `worker:`): the job queue alone, without the web server, over
 * the same database. Production runs the web with WORKER=0 and this beside it; `npm start` needs
 * neither, since it runs the worker in-process. PGlite (no DATABASE_URL) cannot be opened by two
 * processes, so this needs PostgreSQL.
 */
const config = loadConfig();
// Tracing, when configured, starts before the modules it instruments load (see main.ts).
const tracing = config.telemetry.otlpEndpoint
  ? await (await import('./observability/tracing.ts')).startTracing(config.telemetry)
  : undefined;
const { createLogger } = await import('./logger.ts');
const { createDb, migrateLatest } = await import('./db/knex.ts');
const { createAdapters } = await import('./adapters/index.ts');
const { createCaptchaStore } = await import('./adapters/captcha-store.ts');
const { createServices } = await import('./services.ts');
const { startWorker } = await import('./jobs/worker.ts');

const logger = createLogger(config);
if (config.database.kind === 'pglite') {
  logger.error('The worker process needs DATABASE_URL: the embedded database belongs to `npm start`, which runs the worker itself.');
  process.exit(1);
}
const db = await createDb(config);
if (!config.isProduction) await migrateLatest(db);
const adapters = await createAdapters(config, db);
const captchas = await createCaptchaStore(config, db);
const services = createServices(db, config, adapters, { captchas });
const queue = await startWorker(db, services, logger);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker shutting down');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  await queue.stop();
  await captchas.close();
  await db.destroy();
  await tracing?.shutdown().catch(() => undefined);
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
