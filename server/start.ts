import http, { type Agent } from 'node:http';
import type { Config } from './config.ts';
import { createLogger } from './logger.ts';
import { createDb, migrateLatest } from './db/knex.ts';
import { devAssets, ensureClientBuild, manifestAssets, ROOT_DIR } from './render/assets.ts';
import { assembleApp, SITE_NAME } from './runtime.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { seedReference } from '../seeds/reference.ts';
import { isDatabaseEmpty, seedDemo } from '../seeds/demo/index.ts';

/** How long shutdown waits for requests in flight (Heroku-style platforms send SIGKILL 30 s after SIGTERM). */
const SHUTDOWN_DEADLINE_MS = 20_000;

/** Boot: database (migrated, seeded outside production) -> assets -> app -> listen. */
export async function start(config: Config, options: { paypalHttpsAgent?: Agent } = {}): Promise<void> {
  const logger = createLogger(config);
  const db = await createDb(config);

  if (!config.isProduction) {
    // Production migrates in the Procfile's release phase; everywhere else start-up does it.
    const applied = await migrateLatest(db);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    await seedReference(db);
  }
  if (config.demoData && (await isDatabaseEmpty(db))) {
    await seedDemo(db, { now: new Date() });
    logger.info('demo data loaded: vet@example.com / owner@example.com, password123');
  }

  const server = http.createServer();
  let viteMiddleware;
  let transformHtml;
  if (config.devServer) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: ROOT_DIR,
      appType: 'custom',
      server: { middlewareMode: true, hmr: { server } },
    });
    viteMiddleware = vite.middlewares;
    transformHtml = (url: string, html: string) => vite.transformIndexHtml(url, html);
  } else {
    await ensureClientBuild((msg) => logger.info(msg));
  }

  const built = await assembleApp({
    config,
    db,
    logger,
    paypalHttpsAgent: options.paypalHttpsAgent,
    viteMiddleware,
    renderer: { assets: config.devServer ? devAssets() : manifestAssets(), siteName: SITE_NAME, transformHtml },
  });
  // The job worker (reminders, refund retries, the purge of abandoned uploads, the reconcile of
  // interrupted payments) runs here unless WORKER=0 leaves it to its own process (`npm run worker`).
  let worker: JobQueue | null = null;
  // pg-boss is loaded only where the worker runs.
  if (config.worker) worker = await (await import('./jobs/worker.ts')).startWorker(db, built.deps.services, logger);
  else if (config.database.kind === 'pglite') logger.warn('WORKER=0 on the embedded database: no other process can open it, so no job runs');
  server.on('request', built.handler);
  server.listen(config.port, () => {
    logger.info(`${SITE_NAME} listening on http://localhost:${config.port} (vendor demo: http://happy.${config.mainDomain}:${config.port})`);
  });

  // Graceful shutdown: stop accepting, let requests in flight finish (keep-alive connections close once
  // idle), then stop the worker and close Redis and the database. A request still running after the
  // deadline is cut off rather than holding the deploy.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('requests still running after the shutdown deadline; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    await drained;
    clearInterval(idle);
    await worker?.stop();
    await built.close();
    await db.destroy();
    clearTimeout(force);
    logger.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
