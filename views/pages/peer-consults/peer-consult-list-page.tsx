import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PEER_CONSULT_PROMISE, PEER_CONSULTS_PATH, type PeerConsultListView } from '../../../contracts/peer-consult-words.ts';

export interface PeerConsultListPageProps {
  view: PeerConsultListView;
}

/**
 * `/app/peer-consults`: what the consult is, the clinic's patients to order one for (a sub-user: the pets of their
 * listings' bookings), and the consults the viewer sees with their status, expected time and report.
 */
export function PeerConsultListPage({ view }: PeerConsultListPageProps) {
  return (
    <DashboardLayout titleId="dash.title.peerConsults">
      <p className="page-intro" data-testid="peer-consult-promise">{PEER_CONSULT_PROMISE}</p>
      <section className="order-section" aria-labelledby="peer-patients-title">
        <h2 id="peer-patients-title">Order a consult for a patient</h2>
        {view.patients.length === 0
          ? <p className="field-hint">Your patients appear here once they have booked with your clinic.</p>
          : (
            <ul className="peer-patients" data-testid="peer-patients">
              {view.patients.map((p) => (
                <li key={p.petId}>
                  <a className="btn btn-light" href={`${PEER_CONSULTS_PATH}/new/${p.petId}`} data-testid={`peer-order-${p.petId}`}>{`${p.petName} (${p.ownerName})`}</a>
                </li>
              ))}
            </ul>
          )}
      </section>
      <section className="order-section" aria-labelledby="peer-list-title">
        <h2 id="peer-list-title">Your consults</h2>
        {view.consults.length === 0
          ? <EmptyState art="house-call" message="No consults ordered yet." testId="peer-consults-empty" />
          : (
            <div className="table-cards" role="region" aria-label="Consults">
              <table className="table" data-testid="peer-consults">
                <thead>
                  <tr><th scope="col">Consult</th><th scope="col">Patient</th><th scope="col">Ordered by</th><th scope="col">Status</th><th scope="col">Expected</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
                </thead>
                <tbody>
                  {view.consults.map((c) => (
                    <tr key={c.id} data-testid={`peer-consult-${c.id}`}>
                      <th scope="row"><a href={`${PEER_CONSULTS_PATH}/${c.id}`}>{`#${c.id}`}</a> <span className="field-hint">{c.orderedOn}</span></th>
                      <td data-label="Patient">{c.petName}</td>
                      <td data-label="Ordered by">{c.orderedBy}</td>
                      <td data-label="Status"><span className={`badge badge-order-${c.status}`}>{c.statusLabel}</span></td>
                      <td data-label="Expected">{c.expected ?? '—'}</td>
                      <td className="row-actions">
                        {c.payHref && <a className="btn btn-primary" href={c.payHref}>Pay</a>}
                        {c.reportHref && <a className="btn btn-light" href={c.reportHref}>Report (PDF)</a>}
                        <a className="btn btn-light" href={`${PEER_CONSULTS_PATH}/${c.id}`}>Open</a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        <p className="field-hint">{`Times in ${view.zone}.`}</p>
      </section>
    </DashboardLayout>
  );
}
