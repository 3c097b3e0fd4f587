import type { Db } from '../../db/knex.ts';
import type { OpsHealthView } from '../../../contracts/ops.ts';
import { requireOperator, type OperatorViewer } from './operator-viewer.ts';
import { jobQueueStats, latestOutbox, latestReminderSends, outboxCounts } from './console.queries.ts';

export type OpsHealth = OpsHealthView;

/** The console's health page: the job queue, the outbox and the last reminders sent. */
export function opsHealth(db: Db) {
  return {
    async read(viewer: OperatorViewer | null, now: Date): Promise<OpsHealth> {
      requireOperator(viewer);
      const [queues, counts, latest, reminders] = await Promise.all([
        jobQueueStats(db), outboxCounts(db, new Date(now.getTime() - 86_400_000)), latestOutbox(db, 10), latestReminderSends(db, 20),
      ]);
      return {
        queues: queues && queues.map((q) => ({
          name: q.name, waiting: Number(q.waiting), active: Number(q.active), failed: Number(q.failed), retried: Number(q.retried),
        })),
        outbox: {
          total: counts.total, lastDay: counts.recent,
          latest: latest.map((m) => ({ id: Number(m.id), channel: m.channel, to: m.to, subject: m.subject, at: new Date(m.created_at).toISOString() })),
        },
        reminders: reminders.map((r) => ({
          id: Number(r.id), kind: r.kind, occasion: r.occasion, channel: r.channel, outcome: r.outcome,
          at: new Date(r.sent_at ?? r.updated_at).toISOString(), error: r.error,
        })),
      };
    },
  };
}
export type OpsHealthService = ReturnType<typeof opsHealth>;
