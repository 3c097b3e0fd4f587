import { useIntl } from 'react-intl';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { OpsLayout } from '../../layouts/ops-layout.tsx';
import type { OpsQueuesView } from '../../../contracts/ops.ts';
import type { OpsFlashView } from './ops-parts.tsx';
import { OpsTableIsland } from './ops-table-island.tsx';

/** Queues: shelter inquiries (approve), newsletter sign-ups, late service orders, reported reviews (hide), owners and clinics waiting for erasure. */
export function OpsQueuesPage({ operator, queues, flash, query }: {
  operator: { email: string }; queues: OpsQueuesView; flash: OpsFlashView | null; query: Record<string, string>;
}) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const at = { path: '/ops/queues', query };
  return (
    <OpsLayout operator={operator} current="/ops/queues" flash={flash}>
      <h1>{say('ops.nav.queues')}</h1>
      <p className="muted">{say('ops.utc')}</p>

      <h2>{say('ops.queues.reviews')}</h2>
      <OpsTableIsland table="reviews" rows={queues.reportedReviews} {...at} />

      <h2>{say('ops.queues.inquiries')}</h2>
      <OpsTableIsland table="inquiries" rows={queues.shelterInquiries} {...at} />

      <h2>{say('ops.queues.late')}</h2>
      <OpsTableIsland table="late" rows={queues.overdueOrders} {...at} />

      <h2>{say('ops.queues.erasures')}</h2>
      <OpsTableIsland table="erasures" rows={queues.pendingErasures} {...at} />

      <h2>{say('ops.queues.closures')}</h2>
      <OpsTableIsland table="closures" rows={queues.pendingClinicErasures} {...at} />

      <h2>{say('ops.queues.newsletter')}</h2>
      <OpsTableIsland table="newsletter" rows={queues.newsletter} {...at} />
    </OpsLayout>
  );
}
