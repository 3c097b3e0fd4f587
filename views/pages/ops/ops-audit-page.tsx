import { useIntl } from 'react-intl';
import { OpsLayout } from '../../layouts/ops-layout.tsx';
import type { OpsAuditRow } from '../../../contracts/ops.ts';
import { hrefWith } from '../../../client/lib/table-url.ts';
import type { OpsFlashView } from './ops-parts.tsx';
import { OpsTableIsland } from './ops-table-island.tsx';

/** The operators' audit log: who did what, to what, when and from where, newest first. */
export function OpsAuditPage({ operator, rows, nextBefore, flash, query }: {
  operator: { email: string }; rows: OpsAuditRow[]; nextBefore: number | null; flash: OpsFlashView | null; query: Record<string, string>;
}) {
  const intl = useIntl();
  return (
    <OpsLayout operator={operator} current="/ops/audit" flash={flash}>
      <h1>{intl.formatMessage({ id: 'ops.nav.audit' })}</h1>
      <p className="muted">{intl.formatMessage({ id: 'ops.audit.note' })}</p>
      <OpsTableIsland table="audit" rows={rows} path="/ops/audit" query={query} />
      {nextBefore && <p><a className="btn btn-secondary" href={hrefWith('/ops/audit', query, { before: String(nextBefore) })}>{intl.formatMessage({ id: 'ops.audit.older' })}</a></p>}
    </OpsLayout>
  );
}
