import { OpsLayout } from '../../layouts/ops-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import type { OpsClinicRow } from '../../../contracts/ops.ts';
import { Pager, type OpsFlashView } from './ops-parts.tsx';
import { OpsTableIsland } from './ops-table-island.tsx';

export interface OpsClinicsView {
  operator: { email: string };
  rows: OpsClinicRow[];
  page: number;
  more: boolean;
  approvalRequired: boolean;
  flash: OpsFlashView | null;
  /** The page's query (the table's sort lives there). */
  query: Record<string, string>;
}

/** Clinics: search, each clinic's sign-up, standing, listings, bookings and revenue; approve, suspend; the approval setting. */
export function OpsClinicsPage(view: OpsClinicsView) {
  return (
    <OpsLayout operator={view.operator} current="/ops/clinics" flash={view.flash}>
      <h1>Clinics</h1>
      <form method="post" action="/ops/settings/clinic-approval" className="ops-setting" data-testid="ops-approval-setting">
        <FormTokenField />
        <p>
          <strong>Approval required for new clinics: </strong>
          <span data-testid="ops-approval-state">{view.approvalRequired ? 'On' : 'Off'}</span>.{' '}
          {view.approvalRequired
            ? 'A new clinic is listed and takes bookings once an operator approves it.'
            : 'A new clinic is listed as soon as it verifies its email address.'}
        </p>
        <input type="hidden" name="required" value={view.approvalRequired ? 'off' : 'on'} />
        <button type="submit" className="btn btn-secondary btn-small" data-testid="ops-approval-toggle">
          {view.approvalRequired ? 'Turn approval off' : 'Turn approval on'}
        </button>
      </form>
      <p className="muted">Times in UTC. Revenue: payments captured less refunds.</p>
      <OpsTableIsland table="clinics" rows={view.rows} path="/ops/clinics" query={view.query} />
      <Pager path="/ops/clinics" query={view.query} page={view.page} more={view.more} />
    </OpsLayout>
  );
}
