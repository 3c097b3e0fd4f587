import { OpsLayout } from '../../layouts/ops-layout.tsx';
import type { OpsAuditRow } from '../../../contracts/ops.ts';
import { hrefWith } from '../../../client/lib/table-url.ts';
import type { OpsFlashView } from './ops-parts.tsx';
import { OpsTableIsland } from './ops-table-island.tsx';

/** The operators' audit log: who did what, to what, when and from where, newest first. */
export function OpsAuditPage({ operator, rows, nextBefore, flash, query }: {
  operator: { email: string }; rows: OpsAuditRow[]; nextBefore: number | null; flash: OpsFlashView | null; query: Record<string, string>;
}) {
  return (
    <OpsLayout operator={operator} current="/ops/audit" flash={flash}>
      <h1>Audit log</h1>
      <p className="muted">Every operator action, newest first. Times in UTC.</p>
      <OpsTableIsland table="audit" rows={rows} path="/ops/audit" query={query} />
      {nextBefore && <p><a className="btn btn-secondary" href={hrefWith('/ops/audit', query, { before: String(nextBefore) })}>Older entries</a></p>}
    </OpsLayout>
  );
}
