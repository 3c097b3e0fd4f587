import { useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { ORDER_MESSAGE_MAX } from '../../../contracts/order-words.ts';
import { PEER_CONSULTS_PATH, type PeerConsultDetailView } from '../../../contracts/peer-consult-words.ts';
import { OrderTimeline } from '../orders/order-timeline.tsx';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { sayClinicFields, sayClinicText, sayExpected, sayStatus } from '../orders/clinic-order-texts.ts';

export interface PeerConsultDetailPageProps {
  view: PeerConsultDetailView;
  notice: { kind: 'success' | 'error'; text: string } | null;
  errors: Record<string, string>;
}

/**
 * One consult for the clinic that ordered it: status and expected time, the question, what was attached, the
 * timeline with the specialist's questions and the answer form, the report's PDF and the share into the pet's record,
 * and the cancel (for a full refund) until a specialist starts it.
 */
export function PeerConsultDetailPage({ view, notice, errors: rawErrors }: PeerConsultDetailPageProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const errors = sayClinicFields(intl, rawErrors);
  const expected = sayExpected(intl, view.consult);
  const { consult } = view;
  const base = `${PEER_CONSULTS_PATH}/${consult.id}`;
  return (
    <DashboardLayout title={t('p2p.title', { id: String(consult.id) })}>
      <p><a href={PEER_CONSULTS_PATH}>{t('p2p.allConsults')}</a></p>
      {notice && <p className={`alert alert-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="peer-notice">{sayClinicText(intl, notice.text)}</p>}
      <section className="card order-card" aria-labelledby="peer-title">
        <div className="order-card-head">
          <h2 className="card-title" id="peer-title">{t('p2p.about', { pet: view.pet.name })}</h2>
          <span className={`badge badge-order-${consult.status}`} data-testid="peer-status">{sayStatus(intl, consult.status, consult.statusLabel)}</span>
        </div>
        <dl className="order-facts">
          <dt>{t('p2p.ordered')}</dt><dd>{t('p2p.orderedOnBy', { day: consult.orderedOn, name: consult.orderedBy })}</dd>
          <dt>{t('p2p.answeredBy')}</dt><dd>{view.panelName}</dd>
          {expected && (<><dt>{t('p2p.col.expected')}</dt><dd data-testid="peer-expected">{expected}</dd></>)}
        </dl>
        {consult.payHref && <p><a className="btn btn-primary" href={consult.payHref}>{t('p2p.pay')}</a></p>}
        {view.can.cancel && (
          <form method="post" action={`${base}/cancel`} className="peer-cancel">
            <FormTokenField />
            <p className="field-hint">{t('p2p.cancelHint')}</p>
            <button type="submit" className="btn btn-light" data-testid="peer-cancel">{t('p2p.cancel')}</button>
          </form>
        )}
      </section>

      <section className="order-section" aria-labelledby="peer-question-title">
        <h2 id="peer-question-title">{t('p2p.yourQuestion')}</h2>
        <p className="order-text" data-testid="peer-question">{view.question}</p>
        <h3>{t('p2p.recordsAttached')}</h3>
        {view.records.length === 0 ? <p>{t('p2p.noRecords')}</p> : (
          <ul className="order-records">
            {view.records.map((r) => (
              <li key={r.id}>
                {r.label}
                {r.files.length > 0 && (
                  <ul className="order-files" data-testid={`peer-record-files-${r.id}`}>
                    {r.files.map((f) => <li key={f.id}><a href={`${base}/files/${f.id}`}>{f.name}</a></li>)}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
        <h3>{t('p2p.filesAttached')}</h3>
        {view.files.length === 0 ? <p>{t('p2p.noFiles')}</p> : (
          <ul className="order-files">{view.files.map((f) => <li key={f.id}><a href={`${base}/files/${f.id}`}>{f.name}</a></li>)}</ul>
        )}
      </section>

      <section className="order-section" aria-labelledby="peer-timeline-title">
        <h2 id="peer-timeline-title">{t('p2p.timeline')}</h2>
        {view.events.length === 0 && <p className="field-hint">{t('p2p.nothingYet')}</p>}
        <OrderTimeline events={view.events} fileHref={(id) => `${base}/files/${id}`} />
        {view.can.answer && (
          <form method="post" action={`${base}/answer`}>
            <FormTokenField />
            <div className="form-field">
              <label htmlFor="peer-answer-text">{t('p2p.answerLabel')}</label>
              <textarea id="peer-answer-text" name="text" rows={3} maxLength={ORDER_MESSAGE_MAX} aria-invalid={errors.text ? true : undefined} />
              {errors.text && <p className="field-error">{errors.text}</p>}
            </div>
            <button type="submit" className="btn btn-primary" data-testid="peer-answer">{t('p2p.sendAnswer')}</button>
          </form>
        )}
      </section>

      {consult.reportHref && (
        <section className="order-section" aria-labelledby="peer-report-title">
          <h2 id="peer-report-title">{t('p2p.report')}</h2>
          <p><a className="btn btn-primary" href={consult.reportHref} data-testid="peer-report-pdf">{t('p2p.reportPdf')}</a></p>
          {view.shared
            ? <p data-testid="peer-shared">{t('p2p.shared', { pet: view.pet.name })}</p>
            : view.can.share && (
              <form method="post" action={`${base}/share`}>
                <FormTokenField />
                <p className="field-hint">{t('p2p.shareHint', { pet: view.pet.name, panel: view.panelName })}</p>
                <button type="submit" className="btn btn-light" data-testid="peer-share">{t('p2p.share')}</button>
              </form>
            )}
        </section>
      )}
    </DashboardLayout>
  );
}
