import { OpsLayout } from '../../layouts/ops-layout.tsx';
import type { OpsHealthView } from '../../../contracts/ops.ts';
import type { OpsFlashView } from './ops-parts.tsx';
import { OpsTableIsland } from './ops-table-island.tsx';

/** Health: the job queue per queue, the outbox and the last reminders sent. */
export function OpsHealthPage({ operator, health, flash, query }: {
  operator: { email: string }; health: OpsHealthView; flash: OpsFlashView | null; query: Record<string, string>;
}) {
  const at = { path: '/ops/health', query };
  return (
    <OpsLayout operator={operator} current="/ops/health" flash={flash}>
      <h1>Health</h1>
      <p className="muted">Times in UTC.</p>
      <h2>Job queue</h2>
      {health.queues === null
        ? <p className="muted" data-testid="ops-no-job-queue">The job queue has not started on this database yet.</p>
        : <OpsTableIsland table="jobs" rows={health.queues} {...at} />}
      <h2>Outbox</h2>
      <p data-testid="ops-outbox-counts">{`${health.outbox.lastDay} messages in the last 24 hours, ${health.outbox.total} kept in all.`}</p>
      {health.outbox.latest.length > 0 && <OpsTableIsland table="outbox" rows={health.outbox.latest} {...at} />}
      <h2>Last reminders</h2>
      <OpsTableIsland table="reminders" rows={health.reminders} {...at} />
    </OpsLayout>
  );
}
