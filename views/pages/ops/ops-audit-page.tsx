import { OpsLayout } from '../../layouts/ops-layout.tsx';
import type { OpsAuditRow } from '../../../contracts/ops.ts';
import { when, type OpsFlashView } from './ops-parts.tsx';

/** The operators' audit log: who did what, to what, when and from where, newest first. */
export function OpsAuditPage({ operator, rows, nextBefore, flash }: {
  operator: { email: string }; rows: OpsAuditRow[]; nextBefore: number | null; flash: OpsFlashView | null;
}) {
  return (
    <OpsLayout operator={operator} current="/ops/audit" flash={flash}>
      <h1>Audit log</h1>
      <p className="muted">Every operator action, newest first. Times in UTC.</p>
      {rows.length === 0 ? <p className="muted">Nothing yet.</p> : (
        <div className="table-scroll" role="region" aria-label="Audit log" tabIndex={0}>
          <table className="table" data-testid="ops-audit">
            <thead><tr><th scope="col">What</th><th scope="col">When</th><th scope="col">Operator</th><th scope="col">Target</th><th scope="col">Address</th></tr></thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-audit-id={r.id}>
                  <th scope="row">{r.action}{r.details.length > 0 && <ul className="activity-details">{r.details.map((d) => <li key={d}>{d}</li>)}</ul>}</th>
                  <td>{when(r.at)}</td><td>{r.operator}</td><td>{r.target ?? ''}</td><td>{r.address ?? 'Unknown'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {nextBefore && <p><a className="btn btn-secondary" href={`/ops/audit?before=${nextBefore}`}>Older entries</a></p>}
    </OpsLayout>
  );
}
