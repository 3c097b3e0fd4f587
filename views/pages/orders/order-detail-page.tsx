import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { Island } from '../../island.tsx';
import OrderReportIsland from '../../../client/islands/order-report.tsx';
import { FULFILMENT_MESSAGES, ORDER_MESSAGE_MAX, REPORT_SECTIONS, type ClinicOrderDetailView } from '../../../contracts/order-words.ts';
import { OrderClock } from './order-clock.tsx';
import { OrderTimeline } from './order-timeline.tsx';

export interface OrderDetailPageProps {
  view: ClinicOrderDetailView;
  notice: { kind: 'success' | 'error'; text: string } | null;
  errors: Record<string, string>;
}

/**
 * One order in the clinic's dashboard: who ordered it for which pet, the first opinion and the question, the
 * attached files (private, through signed links), the pet's shared records, the timeline, and what the viewer may
 * do: assign it (root admin), start the review, ask the owner, write and deliver the report (the assignee).
 */
export function OrderDetailPage({ view, notice, errors }: OrderDetailPageProps) {
  const { order } = view;
  const base = `/app/orders/${order.id}`;
  return (
    <DashboardLayout title={`Order #${order.id}`}>
      <p><a href="/app/orders">← All orders</a></p>
      {notice && <p className={`alert alert-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="order-notice">{notice.text}</p>}
      <section className="card order-card" aria-labelledby="order-title">
        <div className="order-card-head">
          <h2 className="card-title" id="order-title">{order.productLabel}</h2>
          <span className={`badge badge-order-${order.status}`} data-testid="order-status">{order.statusLabel}</span>
        </div>
        {order.status === 'canceled' && <p className="alert alert-info" role="status" data-testid="order-canceled">{FULFILMENT_MESSAGES.canceledBeforeReview}</p>}
        <p className="order-card-meta">{`Paid ${order.paidOn}`}{order.clock && <>{' · '}<OrderClock clock={order.clock} /></>}</p>
        <dl className="order-facts">
          {view.requestedBy
            ? (<><dt>Requested by</dt><dd data-testid="order-requested-by">{`${view.requestedBy.vet}, ${view.requestedBy.clinic} (${view.requestedBy.email})`}</dd></>)
            : (<><dt>Owner</dt><dd>{`${view.owner.name} (${view.owner.email})`}</dd></>)}
          {view.pet && (<><dt>Pet</dt><dd>{[view.pet.name, view.pet.type, view.pet.breed].filter(Boolean).join(' · ')}</dd></>)}
          <dt>Assigned to</dt><dd data-testid="order-assignee">{order.assigneeName ?? 'Nobody yet'}</dd>
        </dl>
      </section>

      <section className="order-section" aria-labelledby="order-opinion-title">
        <h2 id="order-opinion-title">{view.requestedBy ? 'The question' : 'First opinion and question'}</h2>
        {!view.requestedBy && (<><h3>First opinion</h3><p className="order-text">{view.firstOpinion || '—'}</p></>)}
        <h3>Question</h3>
        <p className="order-text" data-testid="order-question">{view.question || '—'}</p>
        <h3>Attached files</h3>
        {view.files.length === 0 ? <p>No files attached.</p> : (
          <ul className="order-files" data-testid="order-files">
            {view.files.map((f) => <li key={f.id}><a href={`${base}/files/${f.id}`}>{f.name}</a></li>)}
          </ul>
        )}
        <h3>Health records</h3>
        {view.requestedBy
          ? (view.records.length === 0 ? <p>No records attached.</p> : (
            <ul className="order-records" data-testid="order-attached-records">
              {view.records.map((r) => (
                <li key={r.id}>
                  <strong>{r.label}</strong>{r.lines.length > 0 && <span className="field-hint">{` ${r.lines.join(' · ')}`}</span>}
                  {r.files.length > 0 && (
                    <ul className="order-files" data-testid={`order-record-files-${r.id}`}>
                      {r.files.map((f) => <li key={f.id}><a href={`${base}/files/${f.id}`}>{f.name}</a></li>)}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          ))
          : view.pet && view.recordsShared
          ? (
            <>
              {view.sharedRecords.length === 0 ? <p>{`${view.pet.name}'s health record has no entries yet.`}</p> : (
                <ul className="order-shared-records" data-testid="order-shared-records">
                  {view.sharedRecords.map((r) => (
                    <li key={r.id} className="order-shared-record" data-testid={`order-shared-record-${r.id}`}>
                      <p className="order-shared-record-head">
                        <span className="order-shared-record-date">{r.date ?? 'No date'}</span>
                        <span className="order-shared-record-kind">{r.kind}</span>
                      </p>
                      <p className="order-shared-record-title"><strong>{r.title}</strong>{r.vet && <span className="field-hint">{` · ${r.vet}`}</span>}</p>
                      {r.files.length > 0 && (
                        <ul className="order-files">
                          {r.files.map((f) => <li key={f.id}><a href={f.url}>{f.name}</a></li>)}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <p><a href={`/app/medical-records/${view.pet.id}/record.pdf`} data-testid="order-records">{`${view.pet.name}'s shared health record (PDF)`}</a></p>
            </>
          )
          : <p className="field-hint">The owner has not shared this pet&apos;s health records with your clinic; the files above are what they sent.</p>}
      </section>

      {view.can.assign && (
        <section className="order-section" aria-labelledby="order-assign-title">
          <h2 id="order-assign-title">Assign</h2>
          <form method="post" action={`${base}/assign`} className="order-inline-form">
            <FormTokenField />
            <div className="form-field">
              <label htmlFor="order-assignee-select">Team member</label>
              <select id="order-assignee-select" name="loginId" defaultValue={view.assigneeId ?? ''} aria-invalid={errors.loginId ? true : undefined}>
                <option value="">Choose…</option>
                {view.team.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
              </select>
              {errors.loginId && <p className="field-error">{errors.loginId}</p>}
            </div>
            <button type="submit" className="btn btn-primary" data-testid="order-assign">Assign</button>
          </form>
        </section>
      )}

      {view.can.start && (
        <form method="post" action={`${base}/start`} className="order-section">
          <FormTokenField />
          <button type="submit" className="btn btn-primary" data-testid="order-start">Start the review</button>
        </form>
      )}

      <section className="order-section" aria-labelledby="order-timeline-title">
        <h2 id="order-timeline-title">Timeline</h2>
        {view.events.length === 0 && <p className="field-hint">Nothing has happened to this order yet.</p>}
        <OrderTimeline events={view.events} fileHref={(id) => `${base}/files/${id}`} />
        {view.can.ask && (
          <form method="post" action={`${base}/question`}>
            <FormTokenField />
            <div className="form-field">
              <label htmlFor="order-question-text">{view.requestedBy ? 'Ask the requesting vet for information' : 'Ask the owner for information'} (the clock pauses until they answer)</label>
              <textarea id="order-question-text" name="text" rows={3} maxLength={ORDER_MESSAGE_MAX} aria-invalid={errors.text ? true : undefined} />
              {errors.text && <p className="field-error">{errors.text}</p>}
            </div>
            <button type="submit" className="btn btn-light" data-testid="order-ask">Send the question</button>
          </form>
        )}
      </section>

      {view.can.deliver && (
        <section className="order-section" aria-labelledby="order-report-title">
          <h2 id="order-report-title">Report</h2>
          <Island name="order-report" component={OrderReportIsland} props={{ orderId: order.id, report: view.report }} />
        </section>
      )}
      {view.report && !view.can.deliver && (
        <section className="order-section" aria-labelledby="order-report-title">
          <h2 id="order-report-title">Report</h2>
          {view.reportHref && <p><a className="btn btn-light" href={view.reportHref} data-testid="order-report-pdf">The report (PDF)</a></p>}
          {/* Sanitized by the server on save and again when this view is built. */}
          {REPORT_SECTIONS.map((s) => view.report![s.key] && (
            <div key={s.key}><h3>{s.label}</h3><div className="order-report-text" dangerouslySetInnerHTML={{ __html: view.report![s.key] }} /></div>
          ))}
        </section>
      )}
    </DashboardLayout>
  );
}
