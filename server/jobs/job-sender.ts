import type { Db } from '../db/knex.ts';
import type { Logger } from '../logger.ts';
import type { JobSender } from '../services.ts';
import type { JobDefinition, JobQueue } from './job-queue.ts';

/**
 * A web process's way into the job queue: on the first job it starts a pg-boss over the app's database (no cron,
 * no polling: the worker runs the jobs) with the queues it sends to, created with their definitions' policies.
 * pg-boss is loaded then, not before. A job it cannot queue is logged, never thrown: the request that stored the
 * message it is about has succeeded.
 */
export function lazyJobSender(db: Db, definitions: () => ReadonlyArray<JobDefinition<never>>, logger?: Pick<Logger, 'info' | 'warn' | 'error'>): JobSender & { close(): Promise<void> } {
  let queue: Promise<JobQueue> | null = null;
  const open = () => {
    queue ??= (async () => {
      const { JobQueue } = await import('./job-queue.ts');
      const q = new JobQueue(db, { schedule: false, logger });
      await q.start(definitions());
      return q;
    })();
    queue.catch(() => { queue = null; });
    return queue;
  };
  return {
    async send(name, data, options) {
      try {
        await (await open()).send(name, data, options);
      } catch (err) {
        logger?.error({ err, job: name }, 'a job could not be queued');
      }
    },
    async close() {
      const q = queue;
      queue = null;
      if (q) await (await q.catch(() => null))?.boss.stop({ graceful: false, close: false, wait: true });
    },
  };
}
