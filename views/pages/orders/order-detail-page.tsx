import { useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { Island } from '../../island.tsx';
import OrderReportIsland from '../../../client/islands/order-report.tsx';
import { FULFILMENT_MESSAGES, ORDER_MESSAGE_MAX, REPORT_SECTIONS, type ClinicOrderDetailView } from '../../../contracts/order-words.ts';
import { OrderClock } from './order-clock.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { sayKnown } from './order-texts.ts';
import { sayClinicFields, sayClinicText, sayClock, sayStatus } from './clinic-order-texts.ts';
import { en, type MessageId } from '../../../contracts/messages/en.ts';
import type { ReportWords } from '../../../client/islands/order-report.tsx';

/** The dot between the day paid and the clock, and other parts of a line; no text; a space (no words of any language). */
const SEPARATOR = ' · ';
const NONE = '—';
const SPACE = ' ';
const withEmail = (name: string, email: string) => `${name} (${email})`;
const requester = (r: { vet: string; clinic: string; email: string }) => `${r.vet}, ${withEmail(r.clinic, r.email)}`;

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
export function OrderDetailPage({ view, notice, errors: rawErrors }: OrderDetailPageProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { order } = view;
  const errors = sayClinicFields(intl, rawErrors);
  const base = `/app/orders/${order.id}`;
  const sectionLabel = (key: string) => t(`clinicOrder.report.${key}` as MessageId);
  // The report island's words, plain as the catalogue holds them (no message runtime in its bundle).
  const reportWords: ReportWords = {
    sections: Object.fromEntries(REPORT_SECTIONS.map((s) => [s.key, sectionLabel(s.key)])) as ReportWords['sections'],
    deliver: t('clinicOrder.report.deliver'), wait: t('clinicOrder.report.wait'), failed: t('clinicOrder.report.failed'),
    texts: intl.locale.startsWith('en') ? {} : Object.fromEntries(['summaryRequired', 'assessmentRequired', 'recommendationsRequired', 'wrongStatus', 'notAssignee']
      .map((key) => [FULFILMENT_MESSAGES[key as keyof typeof FULFILMENT_MESSAGES], sayClinicText(intl, FULFILMENT_MESSAGES[key as keyof typeof FULFILMENT_MESSAGES])])),
    // The toolbar speaks the page's language as the Website tab's editor does (its words, plain for the island).
    tools: {
      formatting: String(intl.messages['website.tool.formatting'] ?? en['website.tool.formatting']), bold: t('website.tool.bold'), italic: t('website.tool.italic'),
      heading: t('website.tool.heading'), subheading: t('website.tool.subheading'), bullets: t('website.tool.bullets'),
      numbers: t('website.tool.numbers'), link: t('website.tool.link'), undo: t('website.tool.undo'), redo: t('website.tool.redo'),
      linkPrompt: t('website.tool.linkPrompt'),
    },
  };
  return (
    <DashboardLayout title={t('clinicOrder.title', { id: String(order.id) })}>
      <p><a href="/app/orders">{t('clinicOrder.allOrders')}</a></p>
      {notice && <p className={`alert alert-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="order-notice">{sayClinicText(intl, notice.text)}</p>}
      <section className="card order-card" aria-labelledby="order-title">
        <div className="order-card-head">
          <h2 className="card-title" id="order-title">{sayKnown(intl, `queue.product.${order.productId}`, order.productLabel)}</h2>
          <span className={`badge badge-order-${order.status}`} data-testid="order-status">{sayStatus(intl, order.status, order.statusLabel)}</span>
        </div>
        {order.status === 'canceled' && <p className="alert alert-info" role="status" data-testid="order-canceled">{t('clinicOrder.text.canceledBeforeReview')}</p>}
        <p className="order-card-meta">{t('clinicOrder.paid', { day: order.paidOn })}{order.clock && <>{SEPARATOR}<OrderClock clock={sayClock(intl, order.clock)} /></>}</p>
        <dl className="order-facts">
          {view.requestedBy
            ? (<><dt>{t('clinicOrder.requestedBy')}</dt><dd data-testid="order-requested-by">{requester(view.requestedBy)}</dd></>)
            : (<><dt>{t('clinicOrder.owner')}</dt><dd>{withEmail(view.owner.name, view.owner.email)}</dd></>)}
          {view.pet && (<><dt>{t('clinicOrder.pet')}</dt><dd>{[view.pet.name, view.pet.type, view.pet.breed].filter(Boolean).join(' · ')}</dd></>)}
          <dt>{t('clinicOrder.assignedTo')}</dt><dd data-testid="order-assignee">{order.assigneeName ?? t('queue.nobodyYet')}</dd>
        </dl>
      </section>

      <section className="order-section" aria-labelledby="order-opinion-title">
        <h2 id="order-opinion-title">{view.requestedBy ? t('clinicOrder.theQuestion') : t('clinicOrder.opinionAndQuestion')}</h2>
        {!view.requestedBy && (<><h3>{t('clinicOrder.firstOpinion')}</h3><p className="order-text">{view.firstOpinion || NONE}</p></>)}
        <h3>{t('clinicOrder.question')}</h3>
        <p className="order-text" data-testid="order-question">{view.question || NONE}</p>
        <h3>{t('clinicOrder.files')}</h3>
        {view.files.length === 0 ? <p>{t('clinicOrder.noFiles')}</p> : (
          <ul className="order-files" data-testid="order-files">
            {view.files.map((f) => <li key={f.id}><a href={`${base}/files/${f.id}`}>{f.name}</a></li>)}
          </ul>
        )}
        <h3>{t('clinicOrder.records')}</h3>
        {view.requestedBy
          ? (view.records.length === 0 ? <p>{t('clinicOrder.noRecords')}</p> : (
            <ul className="order-records" data-testid="order-attached-records">
              {view.records.map((r) => (
                <li key={r.id}>
                  <strong>{r.label}</strong>{r.lines.length > 0 && <span className="field-hint">{SPACE + r.lines.join(SEPARATOR)}</span>}
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
              {view.sharedRecords.length === 0 ? <p>{t('clinicOrder.noEntries', { pet: view.pet.name })}</p> : (
                <ul className="order-shared-records" data-testid="order-shared-records">
                  {view.sharedRecords.map((r) => (
                    <li key={r.id} className="order-shared-record" data-testid={`order-shared-record-${r.id}`}>
                      <p className="order-shared-record-head">
                        <span className="order-shared-record-date">{r.date ?? t('clinicOrder.noDate')}</span>
                        <span className="order-shared-record-kind">{r.kind}</span>
                      </p>
                      <p className="order-shared-record-title"><strong>{r.title}</strong>{r.vet && <span className="field-hint">{SEPARATOR + r.vet}</span>}</p>
                      {r.files.length > 0 && (
                        <ul className="order-files">
                          {r.files.map((f) => <li key={f.id}><a href={f.url}>{f.name}</a></li>)}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <p><a href={`/app/medical-records/${view.pet.id}/record.pdf`} data-testid="order-records">{t('clinicOrder.recordPdf', { pet: view.pet.name })}</a></p>
            </>
          )
          : <p className="field-hint">{t('clinicOrder.notShared')}</p>}
      </section>

      {view.can.assign && (
        <section className="order-section" aria-labelledby="order-assign-title">
          <h2 id="order-assign-title">{t('clinicOrder.assign')}</h2>
          <form method="post" action={`${base}/assign`} className="order-inline-form">
            <FormTokenField />
            <div className="form-field">
              <label htmlFor="order-assignee-select">{t('clinicOrder.teamMember')}</label>
              <select id="order-assignee-select" name="loginId" defaultValue={view.assigneeId ?? ''} aria-invalid={errors.loginId ? true : undefined}>
                <option value="">{t('clinicOrder.choose')}</option>
                {view.team.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
              </select>
              {errors.loginId && <p className="field-error">{errors.loginId}</p>}
            </div>
            <button type="submit" className="btn btn-primary" data-testid="order-assign">{t('clinicOrder.assign')}</button>
          </form>
        </section>
      )}

      {view.can.start && (
        <form method="post" action={`${base}/start`} className="order-section">
          <FormTokenField />
          <button type="submit" className="btn btn-primary" data-testid="order-start">{t('clinicOrder.start')}</button>
        </form>
      )}

      <section className="order-section" aria-labelledby="order-timeline-title">
        <h2 id="order-timeline-title">{t('clinicOrder.timeline')}</h2>
        {view.events.length === 0 && <p className="field-hint">{t('clinicOrder.nothingYet')}</p>}
        <OrderTimeline events={view.events} fileHref={(id) => `${base}/files/${id}`} />
        {view.can.ask && (
          <form method="post" action={`${base}/question`}>
            <FormTokenField />
            <div className="form-field">
              <label htmlFor="order-question-text">{view.requestedBy ? t('clinicOrder.askVet') : t('clinicOrder.askOwner')}</label>
              <textarea id="order-question-text" name="text" rows={3} maxLength={ORDER_MESSAGE_MAX} aria-invalid={errors.text ? true : undefined} />
              {errors.text && <p className="field-error">{errors.text}</p>}
            </div>
            <button type="submit" className="btn btn-light" data-testid="order-ask">{t('clinicOrder.sendQuestion')}</button>
          </form>
        )}
      </section>

      {view.can.deliver && (
        <section className="order-section" aria-labelledby="order-report-title">
          <h2 id="order-report-title">{t('clinicOrder.report')}</h2>
          <Island name="order-report" component={OrderReportIsland} props={{ orderId: order.id, report: view.report, words: reportWords }} />
        </section>
      )}
      {view.report && !view.can.deliver && (
        <section className="order-section" aria-labelledby="order-report-title">
          <h2 id="order-report-title">{t('clinicOrder.report')}</h2>
          {view.reportHref && <p><a className="btn btn-light" href={view.reportHref} data-testid="order-report-pdf">{t('clinicOrder.reportPdf')}</a></p>}
          {/* Sanitized by the server on save and again when this view is built. */}
          {REPORT_SECTIONS.map((s) => view.report![s.key] && (
            <div key={s.key}><h3>{sectionLabel(s.key)}</h3><div className="order-report-text" dangerouslySetInnerHTML={{ __html: view.report![s.key] }} /></div>
          ))}
        </section>
      )}
    </DashboardLayout>
  );
}
