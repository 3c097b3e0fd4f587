import { OpsLayout } from '../../layouts/ops-layout.tsx';
import type { OpsQueuesView } from '../../../contracts/ops.ts';
import { ActionButton, when, type OpsFlashView } from './ops-parts.tsx';

/** Queues: shelter inquiries (approve), newsletter sign-ups, late service orders, reported reviews (hide), owners and clinics waiting for erasure. */
export function OpsQueuesPage({ operator, queues, flash }: { operator: { email: string }; queues: OpsQueuesView; flash: OpsFlashView | null }) {
  return (
    <OpsLayout operator={operator} current="/ops/queues" flash={flash}>
      <h1>Queues</h1>
      <p className="muted">Times in UTC.</p>

      <h2>Reported reviews</h2>
      {queues.reportedReviews.length === 0 ? <p className="muted" data-testid="ops-no-reports">No reported reviews.</p> : (
        <div className="table-cards" role="region" aria-label="Reported reviews">
          <table className="table" data-testid="ops-reported-reviews">
            <thead><tr><th scope="col">Review</th><th scope="col">Clinic</th><th scope="col">Rating</th><th scope="col">Report</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr></thead>
            <tbody>
              {queues.reportedReviews.map((r) => (
                <tr key={r.id} data-review-id={r.id}>
                  <th scope="row">{r.text ?? '(no text)'}</th>
                  <td data-label="Clinic">{r.clinic}</td>
                  <td data-label="Rating">{`${r.rating} of 5`}</td>
                  <td data-label="Report">{`${r.reason ?? '(no reason)'} · ${when(r.reportedAt)}`}</td>
                  <td className="row-actions"><ActionButton action={`/ops/reviews/${r.id}/hide`} label="Hide review" kind="danger" testId="ops-hide-review" /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Shelter inquiries</h2>
      {queues.shelterInquiries.length === 0 ? <p className="muted">No inquiries.</p> : (
        <div className="table-cards" role="region" aria-label="Shelter inquiries">
          <table className="table" data-testid="ops-shelter-inquiries">
            <thead><tr><th scope="col">Shelter</th><th scope="col">Contact</th><th scope="col">Comments</th><th scope="col">Sent</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr></thead>
            <tbody>
              {queues.shelterInquiries.map((i) => (
                <tr key={i.id} data-inquiry-id={i.id}>
                  <th scope="row">{i.company}</th>
                  <td data-label="Contact">{i.name}<br /><small>{i.email}{i.phone ? ` · ${i.phone}` : ''}</small></td>
                  <td data-label="Comments">{i.comments ?? ''}</td>
                  <td data-label="Sent">{when(i.at)}</td>
                  <td className="row-actions">
                    {i.approved ? <span className="muted">Approved</span> : <ActionButton action={`/ops/shelter-inquiries/${i.id}/approve`} label="Approve" kind="primary" testId="ops-approve-shelter" />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Service orders past their deadline</h2>
      {queues.overdueOrders.length === 0 ? <p className="muted">No order is late.</p> : (
        <div className="table-scroll" role="region" aria-label="Late service orders" tabIndex={0}>
          <table className="table" data-testid="ops-overdue-orders">
            <thead><tr><th scope="col">Order</th><th scope="col">Clinic</th><th scope="col">Assigned to</th><th scope="col">Status</th><th scope="col">Due</th></tr></thead>
            <tbody>
              {queues.overdueOrders.map((o) => (
                <tr key={o.id}><th scope="row">{`#${o.id} · ${o.product}`}</th><td>{o.clinic ?? 'Not assigned'}</td><td>{o.assignee ?? ''}</td><td>{o.status}</td><td>{when(o.dueAt)}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Accounts waiting for erasure</h2>
      {queues.pendingErasures.length === 0 ? <p className="muted">None.</p> : (
        <div className="table-scroll" role="region" aria-label="Accounts waiting for erasure" tabIndex={0}>
          <table className="table" data-testid="ops-pending-erasures">
            <thead><tr><th scope="col">Owner account</th><th scope="col">Deleted</th><th scope="col">Erased from</th></tr></thead>
            <tbody>
              {queues.pendingErasures.map((e) => <tr key={e.userId}><th scope="row">{`#${e.userId}`}</th><td>{when(e.deletedAt)}</td><td>{when(e.eraseFrom)}</td></tr>)}
            </tbody>
          </table>
        </div>
      )}

      <h2>Clinics waiting for erasure</h2>
      {queues.pendingClinicErasures.length === 0 ? <p className="muted">None.</p> : (
        <div className="table-scroll" role="region" aria-label="Clinics waiting for erasure" tabIndex={0}>
          <table className="table" data-testid="ops-pending-clinic-erasures">
            <thead><tr><th scope="col">Clinic</th><th scope="col">Closed</th><th scope="col">Erased from</th></tr></thead>
            <tbody>
              {queues.pendingClinicErasures.map((c) => <tr key={c.vendorId}><th scope="row">{`#${c.vendorId} · ${c.name}`}</th><td>{when(c.closedAt)}</td><td>{when(c.eraseFrom)}</td></tr>)}
            </tbody>
          </table>
        </div>
      )}

      <h2>Newsletter sign-ups</h2>
      {queues.newsletter.length === 0 ? <p className="muted">No sign-ups yet.</p> : (
        <div className="table-scroll" role="region" aria-label="Newsletter sign-ups" tabIndex={0}>
          <table className="table" data-testid="ops-newsletter">
            <thead><tr><th scope="col">Email</th><th scope="col">Signed up</th></tr></thead>
            <tbody>{queues.newsletter.map((n) => <tr key={n.id}><th scope="row">{n.email}</th><td>{when(n.at)}</td></tr>)}</tbody>
          </table>
        </div>
      )}
    </OpsLayout>
  );
}
