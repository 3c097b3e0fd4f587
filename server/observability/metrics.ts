import cluster from 'node:cluster';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/knex.ts';
import { UnauthenticatedError } from '../errors.ts';
import { countByChannel } from '../domain/outbox/index.ts';
import { queueCounts, type QueueCounts } from '../jobs/job-stats.ts';
import { allCacheCounts } from './cache-stats.ts';

/**
 * Prometheus metrics for /metrics when METRICS_TOKEN is set (`runtime.ts`); prom-client is loaded then only:
 * - `http_requests_total` and `http_request_duration_seconds` by method, route and status: the route is the Express
 *   pattern (`/app/my-appointments/:id`), never the URL, so ids and tokens make no series; a page the page cache
 *   answered before Express is `(page cache)`, a request no route matched `(unmatched)`;
 * - `petcare_job_queue_depth`, `petcare_jobs_active` and `petcare_jobs_failed` by queue (pg-boss, read at each scrape);
 * - `petcare_outbox_messages` by channel: mail and SMS captured in the outbox (no SMTP or SMS provider configured);
 * - `petcare_cache_requests_total` by cache and result (hit, miss) and `petcare_cache_hit_ratio` by cache (`cache-stats.ts`);
 * - Node's own (`process_*`, `nodejs_*`: CPU, memory, event loop delay, GC).
 * With WEB_CONCURRENCY web processes (node:cluster), the process a scrape reaches asks the primary, which sums every
 * process's counters (prom-client's AggregatorRegistry, `aggregateClusterMetrics`); the database's figures are read
 * by each and the largest kept.
 */
export interface Metrics {
  /** Times one request (call it as the request arrives). */
  observe(req: IncomingMessage, res: ServerResponse): void;
  /** The exposition text for a scraper that sent the configured token (`Authorization: Bearer <token>`), else 401. */
  scrape(authorization: string | undefined): Promise<{ contentType: string; body: string }>;
}

/** The label of a finished request: its Express route, its mount (static files, GraphQL), or what answered it. */
function routeOf(req: IncomingMessage, status: number): string {
  const r = req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };
  if (r.route?.path !== undefined) return `${r.baseUrl ?? ''}${String(r.route.path)}`;
  if (r.baseUrl === undefined) return '(page cache)';
  if (r.baseUrl) return r.baseUrl;
  return status === 404 ? '(unmatched)' : '(middleware)';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The messages between a web process and the cluster's primary. */
const ASK = 'petcare:metrics?';
const ANSWER = 'petcare:metrics';
interface Answer { type: typeof ANSWER; id: string; body?: string }

/** A web process of a cluster: every process's metrics from the primary, or null when it does not answer in time. */
function askPrimary(): Promise<string | null> {
  return new Promise((resolve) => {
    const id = randomUUID();
    const done = (body: string | null) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(body);
    };
    const onMessage = (message: Answer) => {
      if (message?.type === ANSWER && message.id === id) done(message.body ?? null);
    };
    const timer = setTimeout(() => done(null), 5_000);
    process.on('message', onMessage);
    process.send!({ type: ASK, id });
  });
}

/** The cluster's primary (start.ts): answers a web process's ask with every process's metrics together. */
export async function aggregateClusterMetrics(): Promise<void> {
  const { AggregatorRegistry } = await import('prom-client');
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== ASK || !message.id) return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (body) => worker.send({ type: ANSWER, id, body } satisfies Answer),
      () => worker.send({ type: ANSWER, id } satisfies Answer),
    );
  });
}

export async function createMetrics(options: { token: string; db: Db }): Promise<Metrics> {
  const { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = await import('prom-client');
  const register = new Registry();
  collectDefaultMetrics({ register });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.', labelNames, registers: [register] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request, by method, route pattern and status.', labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [register],
  });
  // The database's figures, read once per scrape: the registry collects every metric at once, so the gauges that
  // ask while the read is in flight share it.
  let reading: Promise<[QueueCounts[], Array<{ channel: string; count: number }>]> | null = null;
  const readDatabase = () => {
    reading ??= Promise.all([queueCounts(options.db), countByChannel(options.db)]).finally(() => { reading = null; });
    return reading;
  };
  const queueGauge = (name: string, help: string, value: (q: QueueCounts) => number) => new Gauge({
    name, help, labelNames: ['queue'], registers: [register], aggregator: 'max',
    async collect() {
      const [queues] = await readDatabase();
      this.reset();
      for (const q of queues) this.set({ queue: q.queue }, value(q));
    },
  });
  queueGauge('petcare_job_queue_depth', 'Jobs waiting to run (new or waiting for a retry), by queue.', (q) => q.waiting);
  queueGauge('petcare_jobs_active', 'Jobs running, by queue.', (q) => q.active);
  queueGauge('petcare_jobs_failed', 'Jobs that failed after their last retry (kept until pg-boss deletes them), by queue.', (q) => q.failed);
  new Gauge({
    name: 'petcare_outbox_messages', help: 'Mail and SMS captured in the outbox, by channel.', labelNames: ['channel'], registers: [register], aggregator: 'max',
    async collect() {
      const [, channels] = await readDatabase();
      this.reset();
      for (const c of channels) this.set({ channel: c.channel }, c.count);
    },
  });
  new Counter({
    name: 'petcare_cache_requests_total', help: 'Lookups in the in-memory caches, by cache and result (hit or miss).', labelNames: ['cache', 'result'], registers: [register],
    collect() {
      this.reset();
      for (const [cache, counts] of allCacheCounts()) {
        this.inc({ cache, result: 'hit' }, counts.hits);
        this.inc({ cache, result: 'miss' }, counts.misses);
      }
    },
  });
  new Gauge({
    name: 'petcare_cache_hit_ratio', help: 'Hits over lookups since the process started, by cache.', labelNames: ['cache'], registers: [register], aggregator: 'average',
    collect() {
      this.reset();
      for (const [cache, { hits, misses }] of allCacheCounts()) if (hits + misses > 0) this.set({ cache }, hits / (hits + misses));
    },
  });

  const expected = digest(options.token);
  // In a cluster, the primary collects this registry from each web process when a scrape reaches any of them.
  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries([register]);
    // Constructing one is what makes prom-client answer the primary's requests in this process.
    void new AggregatorRegistry();
  }

  return {
    observe(req, res) {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        const labels = { method: req.method ?? 'GET', route: routeOf(req, res.statusCode), status: String(res.statusCode) };
        requests.inc(labels);
        duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      });
    },
    async scrape(authorization) {
      // Compared as digests of equal length, in constant time: the answer says nothing of how much of a guess was right.
      const token = /^bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
      if (!token || !timingSafeEqual(digest(token), expected)) throw new UnauthenticatedError('A metrics token is required.');
      const together = cluster.isWorker && process.send ? await askPrimary() : null;
      return { contentType: register.contentType, body: together ?? await register.metrics() };
    },
  };
}
