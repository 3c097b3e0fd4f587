import type { Db } from '../db/knex.ts';

/** A queue's jobs by state, as pg-boss keeps them (`pgboss.job`). */
export interface QueueCounts {
  queue: string;
  /** Waiting to run: new, and failed ones waiting for their retry. */
  waiting: number;
  active: number;
  /** Out of retries (kept until pg-boss's maintenance deletes them). */
  failed: number;
}

/**
 * Every queue's jobs by state, read without loading pg-boss; none before the queue's tables exist (a web process
 * whose worker runs elsewhere and that has queued nothing yet, on a fresh database).
 */
export async function queueCounts(db: Db): Promise<QueueCounts[]> {
  const exists = await db.raw(`select to_regclass('pgboss.job') is not null as ok`) as { rows: Array<{ ok: boolean }> };
  if (!exists.rows[0]?.ok) return [];
  const result = await db.raw(`select name,
      count(*) filter (where state in ('created', 'retry'))::int as waiting,
      count(*) filter (where state = 'active')::int as active,
      count(*) filter (where state = 'failed')::int as failed
    from pgboss.job group by name order by name`) as { rows: Array<{ name: string; waiting: number; active: number; failed: number }> };
  return result.rows.map((r) => ({ queue: r.name, waiting: Number(r.waiting), active: Number(r.active), failed: Number(r.failed) }));
}
