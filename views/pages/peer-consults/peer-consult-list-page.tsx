import { useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PEER_CONSULTS_PATH, type PeerConsultListView } from '../../../contracts/peer-consult-words.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { consultPrice, sayExpected, sayStatus } from '../orders/clinic-order-texts.ts';

/** A consult with no expected time (no words of any language). */
const NONE = '—';
/** A patient and its owner (no words of any language). */
const patientName = (pet: string, owner: string) => `${pet} (${owner})`;

export interface PeerConsultListPageProps {
  view: PeerConsultListView;
}

/**
 * `/app/peer-consults`: what the consult is, the clinic's patients to order one for (a sub-user: the pets of their
 * listings' bookings), and the consults the viewer sees with their status, expected time and report.
 */
export function PeerConsultListPage({ view }: PeerConsultListPageProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <DashboardLayout titleId="dash.title.peerConsults">
      <p className="page-intro" data-testid="peer-consult-promise">{t('p2p.promise', { price: consultPrice(intl) })}</p>
      <section className="order-section" aria-labelledby="peer-patients-title">
        <h2 id="peer-patients-title">{t('p2p.orderFor')}</h2>
        {view.patients.length === 0
          ? <p className="field-hint">{t('p2p.noPatients')}</p>
          : (
            <ul className="peer-patients" data-testid="peer-patients">
              {view.patients.map((p) => (
                <li key={p.petId}>
                  <a className="btn btn-light" href={`${PEER_CONSULTS_PATH}/new/${p.petId}`} data-testid={`peer-order-${p.petId}`}>{patientName(p.petName, p.ownerName)}</a>
                </li>
              ))}
            </ul>
          )}
      </section>
      <section className="order-section" aria-labelledby="peer-list-title">
        <h2 id="peer-list-title">{t('p2p.yours')}</h2>
        {view.consults.length === 0
          ? <EmptyState art="house-call" message={t('p2p.empty')} testId="peer-consults-empty" />
          : (
            <div className="table-cards" role="region" aria-label={t('p2p.label')}>
              <table className="table" data-testid="peer-consults">
                <thead>
                  <tr><th scope="col">{t('p2p.col.consult')}</th><th scope="col">{t('p2p.col.patient')}</th><th scope="col">{t('p2p.col.orderedBy')}</th><th scope="col">{t('p2p.col.status')}</th><th scope="col">{t('p2p.col.expected')}</th><th scope="col"><span className="visually-hidden">{t('p2p.col.actions')}</span></th></tr>
                </thead>
                <tbody>
                  {view.consults.map((c) => (
                    <tr key={c.id} data-testid={`peer-consult-${c.id}`}>
                      <th scope="row"><a href={`${PEER_CONSULTS_PATH}/${c.id}`}>{t('p2p.number', { id: String(c.id) })}</a> <span className="field-hint">{c.orderedOn}</span></th>
                      <td data-label={t('p2p.col.patient')}>{c.petName}</td>
                      <td data-label={t('p2p.col.orderedBy')}>{c.orderedBy}</td>
                      <td data-label={t('p2p.col.status')}><span className={`badge badge-order-${c.status}`}>{sayStatus(intl, c.status, c.statusLabel)}</span></td>
                      <td data-label={t('p2p.col.expected')}>{sayExpected(intl, c) ?? NONE}</td>
                      <td className="row-actions">
                        {c.payHref && <a className="btn btn-primary" href={c.payHref}>{t('p2p.pay')}</a>}
                        {c.reportHref && <a className="btn btn-light" href={c.reportHref}>{t('p2p.reportPdfShort')}</a>}
                        <a className="btn btn-light" href={`${PEER_CONSULTS_PATH}/${c.id}`}>{t('p2p.open')}</a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        <p className="field-hint">{t('p2p.zone', { zone: view.zone })}</p>
      </section>
    </DashboardLayout>
  );
}
