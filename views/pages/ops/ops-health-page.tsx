import { useIntl } from 'react-intl';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { OpsLayout } from '../../layouts/ops-layout.tsx';
import type { OpsHealthView } from '../../../contracts/ops.ts';
import type { OpsFlashView } from './ops-parts.tsx';
import { OpsTableIsland } from './ops-table-island.tsx';

/** Health: the job queue per queue, the outbox and the last reminders sent. */
export function OpsHealthPage({ operator, health, flash, query }: {
  operator: { email: string }; health: OpsHealthView; flash: OpsFlashView | null; query: Record<string, string>;
}) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const at = { path: '/ops/health', query };
  return (
    <OpsLayout operator={operator} current="/ops/health" flash={flash}>
      <h1>{say('ops.nav.health')}</h1>
      <p className="muted">{say('ops.utc')}</p>
      <h2>{say('ops.health.jobs')}</h2>
      {health.queues === null
        ? <p className="muted" data-testid="ops-no-job-queue">{say('ops.health.noJobs')}</p>
        : <OpsTableIsland table="jobs" rows={health.queues} {...at} />}
      <h2>{say('ops.health.outbox')}</h2>
      <p data-testid="ops-outbox-counts">{intl.formatMessage({ id: 'ops.health.outboxCounts' }, { lastDay: health.outbox.lastDay, total: health.outbox.total })}</p>
      {health.outbox.latest.length > 0 && <OpsTableIsland table="outbox" rows={health.outbox.latest} {...at} />}
      <h2>{say('ops.health.reminders')}</h2>
      <OpsTableIsland table="reminders" rows={health.reminders} {...at} />
    </OpsLayout>
  );
}
