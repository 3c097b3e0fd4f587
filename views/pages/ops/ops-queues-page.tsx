import { OpsLayout } from '../../layouts/ops-layout.tsx';
import type { OpsQueuesView } from '../../../contracts/ops.ts';
import type { OpsFlashView } from './ops-parts.tsx';
import { OpsTableIsland } from './ops-table-island.tsx';

/** Queues: shelter inquiries (approve), newsletter sign-ups, late service orders, reported reviews (hide), owners and clinics waiting for erasure. */
export function OpsQueuesPage({ operator, queues, flash, query }: {
  operator: { email: string }; queues: OpsQueuesView; flash: OpsFlashView | null; query: Record<string, string>;
}) {
  const at = { path: '/ops/queues', query };
  return (
    <OpsLayout operator={operator} current="/ops/queues" flash={flash}>
      <h1>Queues</h1>
      <p className="muted">Times in UTC.</p>

      <h2>Reported reviews</h2>
      <OpsTableIsland table="reviews" rows={queues.reportedReviews} {...at} />

      <h2>Shelter inquiries</h2>
      <OpsTableIsland table="inquiries" rows={queues.shelterInquiries} {...at} />

      <h2>Service orders past their deadline</h2>
      <OpsTableIsland table="late" rows={queues.overdueOrders} {...at} />

      <h2>Accounts waiting for erasure</h2>
      <OpsTableIsland table="erasures" rows={queues.pendingErasures} {...at} />

      <h2>Clinics waiting for erasure</h2>
      <OpsTableIsland table="closures" rows={queues.pendingClinicErasures} {...at} />

      <h2>Newsletter sign-ups</h2>
      <OpsTableIsland table="newsletter" rows={queues.newsletter} {...at} />
    </OpsLayout>
  );
}
