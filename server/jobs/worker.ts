import type { Db } from '../db/knex.ts';
import type { Logger } from '../logger.ts';
import type { Services } from '../services.ts';
import { jobDefinitions, SWEEPS } from './job-definitions.ts';
import { JobQueue, type JobQueueOptions } from './job-queue.ts';

/**
 * Starts the job worker over the app's database: pg-boss's tables and queues, the cron sweeps, one
 * round of every sweep at once (so a restart reconciles interrupted payments and catches up on
 * reminders straight away), then the polling loop. `npm start` runs it in the web process; with
 * WORKER=0 the web process leaves it to `npm run worker` (the Procfile's worker).
 */
export async function startWorker(db: Db, services: Services, logger: Logger, options: Omit<JobQueueOptions, 'logger'> & { poll?: boolean } = {}): Promise<JobQueue> {
  const queue = new JobQueue(db, { schedule: true, ...options, logger });
  await queue.start(jobDefinitions(services, logger));
  for (const sweep of SWEEPS) await queue.send(sweep, {});
  if (options.poll !== false) queue.startPolling();
  logger.info({ sweeps: SWEEPS }, 'job worker started');
  return queue;
}
