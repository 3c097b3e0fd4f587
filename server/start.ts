import cluster, { type Worker } from 'node:cluster';
import http, { type Agent } from 'node:http';
import { ConfigError, type Config } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { createDb, migrateLatest, type Db } from './db/knex.ts';
import { devAssets, ensureClientBuild, manifestAssets, ROOT_DIR } from './render/assets.ts';
import { assembleApp, attachLiveTo, SITE_NAME } from './runtime.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Tracing } from './observability/tracing.ts';
import { aggregateClusterMetrics } from './observability/metrics.ts';
import { seedReference } from '../seeds/reference.ts';
import { isDatabaseEmpty, seedDemo } from '../seeds/demo/index.ts';
import { operatorsExist, sealPlaintextTotpSecrets } from './domain/ops/index.ts';

/** How long shutdown waits for requests in flight (Heroku-style platforms send SIGKILL 30 s after SIGTERM). */
const SHUTDOWN_DEADLINE_MS = 20_000;
/**
 * A web process that exits after it started serving is replaced, but not for ever: the sixth exit within a minute
 * stops the primary with exit code 1 (something every process needs has gone, such as its database), so the
 * platform restarts the whole process with its own backoff instead of this one starting a process a second.
 */
const REPLACEMENTS_PER_MINUTE = 5;

/** Set by the primary on the one web process of a cluster that runs the job worker. */
const RUNS_JOBS = 'PETCARE_RUNS_JOBS';

/**
 * What happens once before any web process serves: migrations and reference data (outside production), demo data,
 * and the client build when the dev server does not serve the assets.
 */
async function prepare(config: Config, db: Db, logger: Logger): Promise<void> {
  if (!config.isProduction) {
    // Production migrates in the Procfile's release phase; everywhere else start-up does it.
    const applied = await migrateLatest(db);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    await seedReference(db);
  }
  await sealOperatorSecrets(config, db, logger);
  if (config.demoData && (await isDatabaseEmpty(db))) {
    await seedDemo(db, { now: new Date() });
    logger.info('demo data loaded: vet@example.com / owner@example.com, password123');
  }
  if (!config.devServer) await ensureClientBuild((msg) => logger.info(msg));
}

/**
 * Operators' TOTP secrets are kept encrypted (domain/ops/totp-secret-box.ts): any written before that are sealed
 * here (and by `npm run db:migrate` in the release phase). In production without OPS_SECRET_KEY the server does
 * not start once an operator exists, rather than fail at the operator's sign-in.
 */
async function sealOperatorSecrets(config: Config, db: Db, logger: Logger): Promise<void> {
  if (!config.opsSecretKey) {
    if (await operatorsExist(db)) throw new ConfigError(['OPS_SECRET_KEY: required in production once operators exist (openssl rand -hex 32)']);
    return;
  }
  const sealed = await sealPlaintextTotpSecrets(db, config.opsSecretKey);
  if (sealed) logger.info({ sealed }, 'operators\' TOTP secrets encrypted');
}

/**
 * Boot: database (migrated, seeded outside production) -> assets -> app -> listen. With WEB_CONCURRENCY above 1
 * (and DATABASE_URL), this process prepares once and forks that many web processes sharing the port
 * (`startPrimary`); each of them comes back here and serves.
 */
export async function start(config: Config, options: { paypalHttpsAgent?: Agent; tracing?: Tracing } = {}): Promise<void> {
  if (config.webConcurrency > 1 && cluster.isPrimary) return startPrimary(config);
  const logger = createLogger(config);
  const db = await createDb(config);
  if (cluster.isPrimary) await prepare(config, db, logger);

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
  const runsJobs = config.worker && (cluster.isPrimary || process.env[RUNS_JOBS] === '1');
  if (runsJobs) worker = await (await import('./jobs/worker.ts')).startWorker(db, built.deps.services, logger);
  else if (config.database.kind === 'pglite') logger.warn('WORKER=0 on the embedded database: no other process can open it, so no job runs');
  server.on('request', built.handler);
  const live = await attachLiveTo(server, built.deps);
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
    // Live sockets first: an open WebSocket would hold the server open until the deadline (clients reconnect elsewhere).
    await live.close();
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    await drained;
    clearInterval(idle);
    await worker?.stop();
    await built.close();
    await db.destroy();
    // The spans of the last requests are still batched; they go to the collector before the process does.
    await options.tracing?.shutdown().catch((err: unknown) => logger.warn({ err }, 'the last spans could not be exported'));
    clearTimeout(force);
    logger.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * The cluster's primary: prepares once (database, demo data, the client build), then forks WEB_CONCURRENCY web
 * processes that share the port (node:cluster hands them connections in turn), the first running the job worker
 * when WORKER is on. One that dies is replaced, with the job worker if it had it; one that dies before it ever
 * listened stops the whole start, since its replacement would too. SIGTERM and SIGINT go to every web process, each
 * draining its requests as a single process does, and the primary exits when the last has.
 */
async function startPrimary(config: Config): Promise<void> {
  const logger = createLogger(config);
  const db = await createDb(config);
  await prepare(config, db, logger);
  await db.destroy();
  // /metrics answers for every web process together, summed here (observability/metrics.ts).
  if (config.metricsToken) await aggregateClusterMetrics();

  const jobsIn = new WeakSet<Worker>();
  const listened = new WeakSet<Worker>();
  /** When web processes that had listened exited, over the last minute. */
  const exits: number[] = [];
  let stopping = false;
  const fork = (runsJobs: boolean) => {
    const worker = cluster.fork({ [RUNS_JOBS]: runsJobs ? '1' : '0' });
    if (runsJobs) jobsIn.add(worker);
    worker.once('listening', () => listened.add(worker));
  };
  for (let i = 0; i < config.webConcurrency; i++) fork(config.worker && i === 0);
  logger.info({ processes: config.webConcurrency }, `${SITE_NAME}: ${config.webConcurrency} web processes on port ${config.port}`);

  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && !listened.has(worker)) {
      logger.error({ pid: worker.process.pid, code, signal }, 'a web process failed to start; stopping');
      stopping = true;
      process.exitCode = 1;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
    }
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    const now = Date.now();
    exits.push(now);
    while (exits[0] <= now - 60_000) exits.shift();
    if (exits.length > REPLACEMENTS_PER_MINUTE) {
      logger.error({ pid: worker.process.pid, code, signal, exits: exits.length }, 'web processes keep exiting; stopping');
      stopping = true;
      process.exitCode = 1;
      const others = Object.values(cluster.workers ?? {});
      if (!others.length) process.exit();
      for (const other of others) other?.process.kill('SIGTERM');
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'a web process exited; starting another');
    fork(jobsIn.has(worker));
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down the web processes');
    // Each drains as a single process would; this only waits (a little past their own deadline) for them to go.
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS + 5_000).unref();
    const workers = Object.values(cluster.workers ?? {});
    if (!workers.length) process.exit();
    for (const worker of workers) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
