import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { ORDER_MESSAGE_MAX } from '../../../contracts/order-words.ts';
import { PEER_CONSULTS_PATH, type PeerConsultDetailView } from '../../../contracts/peer-consult-words.ts';
import { OrderTimeline } from '../orders/order-timeline.tsx';

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
export function PeerConsultDetailPage({ view, notice, errors }: PeerConsultDetailPageProps) {
  const { consult } = view;
  const base = `${PEER_CONSULTS_PATH}/${consult.id}`;
  return (
    <DashboardLayout title={`Peer-to-Peer Consult #${consult.id}`}>
      <p><a href={PEER_CONSULTS_PATH}>← All consults</a></p>
      {notice && <p className={`alert alert-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="peer-notice">{notice.text}</p>}
      <section className="card order-card" aria-labelledby="peer-title">
        <div className="order-card-head">
          <h2 className="card-title" id="peer-title">{`About ${view.pet.name}`}</h2>
          <span className={`badge badge-order-${consult.status}`} data-testid="peer-status">{consult.statusLabel}</span>
        </div>
        <dl className="order-facts">
          <dt>Ordered</dt><dd>{`${consult.orderedOn} by ${consult.orderedBy}`}</dd>
          <dt>Answered by</dt><dd>{view.panelName}</dd>
          {consult.expected && (<><dt>Expected</dt><dd data-testid="peer-expected">{consult.expected}</dd></>)}
        </dl>
        {consult.payHref && <p><a className="btn btn-primary" href={consult.payHref}>Pay</a></p>}
        {view.can.cancel && (
          <form method="post" action={`${base}/cancel`} className="peer-cancel">
            <FormTokenField />
            <p className="field-hint">No specialist has started this consult yet: canceled now, it is refunded in full to your clinic&apos;s card.</p>
            <button type="submit" className="btn btn-light" data-testid="peer-cancel">Cancel the consult</button>
          </form>
        )}
      </section>

      <section className="order-section" aria-labelledby="peer-question-title">
        <h2 id="peer-question-title">Your question</h2>
        <p className="order-text" data-testid="peer-question">{view.question}</p>
        <h3>Records attached</h3>
        {view.records.length === 0 ? <p>No records attached.</p> : (
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
        <h3>Files attached</h3>
        {view.files.length === 0 ? <p>No files attached.</p> : (
          <ul className="order-files">{view.files.map((f) => <li key={f.id}><a href={`${base}/files/${f.id}`}>{f.name}</a></li>)}</ul>
        )}
      </section>

      <section className="order-section" aria-labelledby="peer-timeline-title">
        <h2 id="peer-timeline-title">Timeline</h2>
        {view.events.length === 0 && <p className="field-hint">Nothing has happened to this consult yet.</p>}
        <OrderTimeline events={view.events} fileHref={(id) => `${base}/files/${id}`} />
        {view.can.answer && (
          <form method="post" action={`${base}/answer`}>
            <FormTokenField />
            <div className="form-field">
              <label htmlFor="peer-answer-text">Your answer to the specialist (the clock runs again once you answer)</label>
              <textarea id="peer-answer-text" name="text" rows={3} maxLength={ORDER_MESSAGE_MAX} aria-invalid={errors.text ? true : undefined} />
              {errors.text && <p className="field-error">{errors.text}</p>}
            </div>
            <button type="submit" className="btn btn-primary" data-testid="peer-answer">Send the answer</button>
          </form>
        )}
      </section>

      {consult.reportHref && (
        <section className="order-section" aria-labelledby="peer-report-title">
          <h2 id="peer-report-title">Report</h2>
          <p><a className="btn btn-primary" href={consult.reportHref} data-testid="peer-report-pdf">The report (PDF)</a></p>
          {view.shared
            ? <p data-testid="peer-shared">{`Shared into ${view.pet.name}'s health record: the owner can read it.`}</p>
            : view.can.share && (
              <form method="post" action={`${base}/share`}>
                <FormTokenField />
                <p className="field-hint">{`The report stays with your clinic unless you share it. Shared, it appears in ${view.pet.name}'s health record as a document from ${view.panelName}, and the owner can read it.`}</p>
                <button type="submit" className="btn btn-light" data-testid="peer-share">Share into the pet&apos;s record</button>
              </form>
            )}
        </section>
      )}
    </DashboardLayout>
  );
}
