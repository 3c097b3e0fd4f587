import PgBoss from 'pg-boss';
import type { Db } from '../db/knex.ts';
import { isPglite } from '../db/knex.ts';
import type { Logger } from '../logger.ts';
import { inJobSpan, traceCarrier } from '../observability/spans.ts';

/**
 * The durable job queue: pg-boss over the application's own database, PostgreSQL or the embedded
 * PGlite alike. pg-boss speaks SQL through `executeSql`; here that runs on a connection borrowed from
 * the app's knex pool, so on PGlite (one connection) queue statements and the app's transactions take
 * turns instead of interleaving. pg-boss keeps the jobs, their retries with backoff, the cron
 * schedules and the expiry of jobs a dead worker left active; this module fetches and runs them.
 *
 * Jobs are fetched by this module's own loop (pg-boss `fetch`, `complete`, `fail`) rather than
 * `boss.work()`, so tests drive exactly the same code with `drain()` and no timers.
 */

/** A job's definition: its queue, handler, retries and (for sweeps) its cron schedule. */
export interface JobDefinition<T extends object = object> {
  name: string;
  handler(data: T, context: JobContext): Promise<void>;
  /** Sweeps: pg-boss sends the job on this cron schedule (UTC). */
  cron?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  /** 'stately' with a singletonKey: at most one job per key queued and one running. */
  policy?: 'standard' | 'stately';
  /**
   * Jobs fetched per round. pg-boss's fetch sorts the queue's waiting jobs, so its cost grows with the
   * queue: a fan-out queue fetches large batches and runs them `concurrency` at a time.
   */
  batchSize?: number;
  /** Jobs of a batch run side by side (default 10, the size of the database pool). */
  concurrency?: number;
}

export interface JobContext {
  /** The clock (tests pass a fixed one). */
  now: Date;
  queue: JobQueue;
  jobId: string;
  retryCount: number;
}

export interface JobQueueOptions {
  clock?: () => Date;
  /** How long the loop rests when every queue was empty. */
  idleMs?: number;
  /** pg-boss's cron timekeeper and maintenance (production); tests run with both off and call `drain`. */
  schedule?: boolean;
  /** Overrides every definition's retry delay (tests: 0, so a failed job can be retried at once). */
  retryDelaySeconds?: number;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export interface DrainResult {
  completed: number;
  failed: number;
}

/**
 * Where a job's data carries the trace context of the request or job that queued it (only while tracing runs), so
 * its handler's span continues that trace; handlers never see it.
 */
const TRACE_KEY = '_trace';

function traced(data: object): object {
  const carrier = traceCarrier();
  return carrier ? { ...data, [TRACE_KEY]: carrier } : data;
}

/** pg-boss's database interface over the app's knex (PGlite runs a multi-statement text with `exec`). */
function knexExecutor(db: Db): PgBoss.Db {
  const pglite = isPglite(db);
  const client = db.client as { acquireConnection(): Promise<unknown>; releaseConnection(c: unknown): Promise<void> };
  return {
    async executeSql(text: string, values?: unknown[]) {
      const conn = await client.acquireConnection() as {
        query(t: string, v?: unknown[]): Promise<{ rows: unknown[] }>;
        exec(t: string): Promise<Array<{ rows: unknown[] }>>;
      };
      try {
        if (!pglite || (values && values.length)) return await conn.query(text, values);
        const results = await conn.exec(text);
        return (results.length === 1 ? results[0] : results) as { rows: unknown[] };
      } finally {
        await client.releaseConnection(conn);
      }
    },
  } as PgBoss.Db;
}

export class JobQueue {
  readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private readonly inFlight = new Map<string, { name: string; done: Promise<unknown> }>();
  private readonly clock: () => Date;
  private running = false;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(db: Db, private readonly options: JobQueueOptions = {}) {
    this.clock = options.clock ?? (() => new Date());
    this.boss = new PgBoss({
      db: knexExecutor(db),
      schedule: options.schedule ?? false,
      supervise: options.schedule ?? false,
      migrate: true,
    });
    this.boss.on('error', (err) => options.logger?.error({ err }, 'job queue error'));
  }

  /** Installs (or migrates) pg-boss's tables, creates the queues and, with `schedule`, the cron sweeps. */
  async start(definitions: ReadonlyArray<JobDefinition<never>>): Promise<void> {
    await this.boss.start();
    for (const d of definitions as ReadonlyArray<JobDefinition<object>>) {
      this.definitions.set(d.name, d);
      await this.boss.createQueue(d.name, {
        name: d.name,
        policy: d.policy ?? 'standard',
        retryLimit: d.retryLimit ?? 3,
        retryDelay: this.options.retryDelaySeconds ?? d.retryDelaySeconds ?? 30,
        retryBackoff: this.options.retryDelaySeconds === 0 ? false : d.retryBackoff ?? true,
        expireInSeconds: d.expireInSeconds ?? 15 * 60,
      });
      if (this.options.schedule && d.cron) await this.boss.schedule(d.name, d.cron, {}, { tz: 'UTC' });
    }
  }

  /** Queues one job; null when a stately queue already holds one with the key. */
  send(name: string, data: object, options: { singletonKey?: string; startAfter?: Date } = {}): Promise<string | null> {
    return this.boss.send(name, traced(data), options);
  }

  /** Queues many jobs in one statement (a sweep's fan-out). */
  async insert(name: string, jobs: ReadonlyArray<{ data: object; singletonKey?: string }>): Promise<void> {
    for (let i = 0; i < jobs.length; i += 1000) {
      await this.boss.insert(jobs.slice(i, i + 1000).map((j) => ({ name, data: traced(j.data), singletonKey: j.singletonKey })));
    }
  }

  /** Runs one fetched batch of a queue, its jobs side by side; completes the batch's successes in one statement. */
  private async runBatch(d: JobDefinition<object>, into: DrainResult): Promise<number> {
    if (this.stopped) return 0;
    const jobs = await this.boss.fetch<object>(d.name, { batchSize: d.batchSize ?? 10, includeMetadata: true });
    if (!jobs?.length) return 0;
    const succeeded: string[] = [];
    const run = async (job: (typeof jobs)[number]) => {
      const work = (async () => {
        try {
          const { [TRACE_KEY]: carrier, ...data } = (job.data ?? {}) as Record<string, unknown>;
          await inJobSpan(d.name, carrier, { 'job.id': job.id, 'job.retry_count': job.retryCount },
            () => d.handler(data, { now: this.clock(), queue: this, jobId: job.id, retryCount: job.retryCount }));
          succeeded.push(job.id);
        } catch (err) {
          into.failed += 1;
          this.options.logger?.warn({ err, job: d.name, jobId: job.id }, 'job failed; pg-boss retries it');
          await this.boss.fail(d.name, job.id, { message: err instanceof Error ? err.message : String(err) });
        }
      })();
      this.inFlight.set(job.id, { name: d.name, done: work });
      try {
        await work;
      } finally {
        this.inFlight.delete(job.id);
      }
    };
    const concurrency = d.concurrency ?? 10;
    let started = 0;
    for (; started < jobs.length && !this.stopped; started += concurrency) await Promise.all(jobs.slice(started, started + concurrency).map(run));
    // Stopped part-way: the batch's jobs never started go back to the queue at once, like the running ones.
    const unstarted = jobs.slice(started).map((j) => j.id);
    if (unstarted.length) await this.boss.fail(d.name, unstarted).catch(() => undefined);
    // A job failed back by stop() while it ran is no longer active: pg-boss completes only active jobs.
    if (succeeded.length) await this.boss.complete(d.name, succeeded);
    into.completed += succeeded.length;
    return jobs.length;
  }

  /**
   * Runs every available job of the named queues (all by default) until none is left: the worker's
   * round, and how tests run the queue. Jobs queued by a job (a sweep's fan-out) run in the same drain.
   */
  async drain(names?: readonly string[], maxRounds = 10_000): Promise<DrainResult> {
    const result: DrainResult = { completed: 0, failed: 0 };
    const defs = [...this.definitions.values()].filter((d) => !names || names.includes(d.name));
    for (let round = 0; round < maxRounds; round += 1) {
      let ran = 0;
      for (const d of defs) ran += await this.runBatch(d, result);
      if (ran === 0) break;
    }
    return result;
  }

  /** Queues a sweep now (as its cron would) and drains everything: the worker's start-up round and the tests'. */
  async runNow(name: string, data: object = {}): Promise<DrainResult> {
    await this.send(name, data);
    return this.drain();
  }

  /** The worker's loop: drain, rest `idleMs` when there was nothing, repeat until stopped. */
  startPolling(): void {
    if (this.running) return;
    this.running = true;
    const idle = this.options.idleMs ?? 2000;
    this.loop = (async () => {
      while (this.running) {
        try {
          const { completed, failed } = await this.drain(undefined, 50);
          if (completed + failed > 0) continue;
        } catch (err) {
          this.options.logger?.error({ err }, 'job loop error');
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, idle);
          this.wake = () => { clearTimeout(timer); resolve(); };
        });
        this.wake = null;
      }
    })();
  }

  /**
   * Stops fetching. Jobs still running are failed back to the queue at once (pg-boss retries them on
   * the next worker), as a worker that is restarted mid-job must not leave them waiting for expiry;
   * their handlers are idempotent, so a job that in fact finished is harmless to run again.
   */
  async stop(): Promise<void> {
    this.running = false;
    this.stopped = true;
    this.wake?.();
    for (const [id, job] of this.inFlight) {
      await this.boss.fail(job.name, id, { message: 'The worker stopped while the job ran.' }).catch(() => undefined);
    }
    this.inFlight.clear();
    // The loop is not awaited: a job stuck in a hung call (the case a restart is for) would hold it forever.
    this.loop = null;
    await this.boss.stop({ graceful: false, close: false, wait: true });
  }
}
