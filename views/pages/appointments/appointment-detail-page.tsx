import { YES, type IntakeAnswerRecord } from '../../../contracts/intake.ts';
import type { ReactNode } from 'react';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { useIntl, type IntlShape } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import { HOUSE_CALL_PACKAGE } from '../../../contracts/house-call-package.ts';
import AppointmentCancel from '../../../client/islands/appointment-cancel.tsx';
import AppointmentReschedule from '../../../client/islands/appointment-reschedule.tsx';
import AppointmentOutcome from '../../../client/islands/appointment-outcome.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { dateParts, formatBookingDate, formatDateTime } from '../../../client/islands/appointments/appointment-format.ts';
import { badgeClass, ERASED_OWNER_NAME, type AppointmentDetail, type AppointmentPayment } from '../../../contracts/appointments.ts';
import { isConsultationType } from '../../../contracts/consultations.ts';
import { formatDollars } from '../../../contracts/intl-format.ts';
import { formatPhone } from '../../../contracts/account-rules.ts';
import { ReviewSection } from './review-section.tsx';
import type { ReviewPanel } from '../../../contracts/reviews.ts';
import {
  AppointmentTabs, MessagesTab, RecordsTab, VideoTab, type AppointmentTab, type MessagesTabView, type RecordsTabView, type VideoTabView,
} from './appointment-tabs.tsx';

export interface AppointmentDetailView {
  detail: AppointmentDetail;
  /** The zone times are shown in (the list's choice, else the listing's). */
  zone: string;
  basePath: string;
  /** '?tz=...' kept on links back to the list, or ''. */
  query: string;
  confirming: boolean;
  /** The practice's No-show question on the page (no JavaScript: `?confirm=noShow`). */
  confirmingNoShow?: boolean;
  /** Shown after a cancel. */
  notice: string | null;
  /** A refused cancel's message (the no-JavaScript form). */
  error: string | null;
  /** The tabs this booking has for this viewer, and the one shown (with its content). */
  tabs?: {
    available: AppointmentTab[]; current: AppointmentTab; video?: VideoTabView; records?: RecordsTabView; messages?: MessagesTabView;
    /** The viewer's unread messages in the appointment's thread (the Messages tab's count). */
    unreadMessages?: number;
  };
  /** The reschedule picker's date and its offered starts (no JavaScript: `?reschedule=<date>`). */
  reschedule?: { date: string; slots: string[] } | null;
  /** The dates a new time can fall on, in the listing's zone (the picker's min and max). */
  bookingDates: { first: string; last: string };
  /** The appointment's review for this viewer (the owner's form, the review, the practice's reply and report). */
  review?: ReviewPanel | null;
  /** What a refused review, reply or report sent (no JavaScript: the form is shown again with it). */
  reviewSent?: { rating: string; text: string } | null;
}

/** Cents as the page's language writes dollars; English keeps the page's own '$1234.50' (no grouping). */
function dollars(intl: IntlShape, cents: number): string {
  return intl.locale.startsWith('en') ? `$${(cents / 100).toFixed(2)}` : formatDollars(intl.locale, cents / 100);
}

/** The payment record: what was paid, what was refunded, and a refund still on its way. */
function paymentText(intl: IntlShape, p: AppointmentPayment): string {
  const pending = p.refunds.filter((r) => r.status === 'pending').reduce((sum, r) => sum + r.amountCents, 0);
  const failed = p.refunds.some((r) => r.status === 'failed');
  const say = intl.formatMessage;
  return [
    say({ id: 'appt.payment.paid' }, { amount: dollars(intl, p.capturedCents) }),
    p.refundedCents ? say({ id: 'appt.payment.refunded' }, { amount: dollars(intl, p.refundedCents), net: dollars(intl, p.capturedCents - p.refundedCents) }) : null,
    pending ? say({ id: 'appt.payment.pending' }, { amount: dollars(intl, pending) }) : null,
    failed ? say({ id: 'appt.payment.failed' }) : null,
  ].filter(Boolean).join('; ');
}

/** An intake answer in the page's language (a clinic's own words stay as typed). */
function answerText(intl: IntlShape, a: Pick<IntakeAnswerRecord, 'kind' | 'answer'>): string {
  if (a.kind === 'yesno') return intl.formatMessage({ id: a.answer === YES ? 'appt.intake.yes' : 'appt.intake.no' });
  if (a.kind === 'photo') return intl.formatMessage({ id: 'appt.intake.photo' });
  return a.answer;
}

/** What a cancel does to the money (or to a house-call package), said before confirming; null when nothing was paid. */
function refundNoticeText(intl: IntlShape, d: AppointmentDetail, practice: boolean): string | null {
  const say = intl.formatMessage;
  const paid = d.payment ? d.payment.capturedCents - d.payment.refundedCents : 0;
  // A house visit of a package was not paid for: a cancel gives it back to the package.
  if (d.visitAddress) return say({ id: practice ? 'appt.refund.houseVisitClinic' : 'appt.refund.houseVisit' });
  if (!d.payment) return null;
  if (d.refundOnCancel === 'full') return say({ id: practice ? 'appt.refund.customer' : 'appt.refund.full' }, { amount: dollars(intl, paid) });
  return say({ id: 'appt.refund.none' }, { hours: d.cancellationHours });
}

/** The cancellation policy shown on the page. */
function policyText(intl: IntlShape, d: AppointmentDetail, practice: boolean): string {
  if (d.visitAddress) {
    return practice ? intl.formatMessage({ id: 'appt.policy.houseVisitClinic' })
      : intl.formatMessage({ id: 'appt.policy.houseVisit' }, { hours: HOUSE_CALL_PACKAGE.cancelHours });
  }
  return d.cancellationHours > 0 ? intl.formatMessage({ id: 'appt.policy.hours' }, { hours: d.cancellationHours })
    : intl.formatMessage({ id: 'appt.policy.untilStart' });
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  // An empty row is hidden: nothing, an empty text, or a condition that did not hold (`x && <span>`).
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (<><dt>{label}</dt><dd data-testid={testId}>{children}</dd></>);
}

/** '11:59 PM' of an instant in a zone: the end of the undo window, said as the time it closes. */
function closesAt(iso: string, zone: string, locale: string): string {
  return dateParts(new Date(Date.parse(iso) - 60_000).toISOString(), zone, locale).time;
}

/**
 * /app/appointments/:id and /app/my-appointments/:id: the appointment in words people use (the owner reads
 * their own booking, the practice its customer's), numbers and dates formatted, empty rows hidden; then
 * Reschedule, Cancel Appointment and, for the practice, the outcome of a started one (and its undo).
 */
export function AppointmentDetailPage({ view }: { view: AppointmentDetailView }) {
  const { detail: d, zone } = view;
  const detailPath = `${view.basePath}/${d.id}`;
  const practice = view.basePath === '/app/appointments';
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const refundNotice = refundNoticeText(intl, d, practice);
  const status = say(`dash.appts.state.${d.state}`);
  const phone = formatPhone(d.contactNumber);
  return (
    <DashboardLayout titleId="dash.title.myAppointments">
      <p><a href={`${view.basePath}${view.query}`}>{say('appt.back')}</a></p>
      {view.tabs && <AppointmentTabs tabs={view.tabs.available} current={view.tabs.current} basePath={`${detailPath}${view.query}`}
        unreadMessages={view.tabs.unreadMessages ?? 0} />}
      {view.tabs?.current === 'messages' && view.tabs.messages && <MessagesTab messages={view.tabs.messages} />}
      {view.tabs?.current === 'video' && view.tabs.video && <VideoTab video={view.tabs.video} />}
      {view.tabs?.current === 'records' && view.tabs.records && <RecordsTab records={view.tabs.records} />}
      {(!view.tabs || view.tabs.current === 'details') && <section className="appointment-detail" aria-labelledby="appointment-detail-title">
        <h2 id="appointment-detail-title">{say('appt.details')}</h2>
        {view.notice && <div className="alert alert-success" role="status">{view.notice}</div>}
        {view.error && !view.reviewSent && <div className="alert alert-error" role="alert">{view.error}</div>}
        <dl className="appointment-facts">
          <Row label={say('appt.row.status')}>
            <span className={`badge ${badgeClass(d.state)}`} data-testid="detail-status">{status}</span>
          </Row>
          <Row label={say('appt.row.when')} testId="detail-when">
            {say('appt.row.whenValue', { when: formatDateTime(d.slot, zone, intl.locale), minutes: d.durationMinutes })}
          </Row>
          <Row label={say('appt.row.type')}>{isConsultationType(d.type) ? say(`consultation.${d.type}`) : d.typeLabel}</Row>
          <Row label={say('appt.row.visitAddress')} testId="visit-address">{d.visitAddress && say('appt.row.visitAddressValue', { address: d.visitAddress })}</Row>
          {practice && <Row label={say('appt.row.customer')} testId="customer-name">{d.customerName === ERASED_OWNER_NAME ? say('dash.appts.erasedOwner') : d.customerName}</Row>}
          {practice
            ? <Row label={say('appt.row.customerPhone')} testId="contact-number">{phone && <a href={`tel:${d.contactNumber}`}>{phone}</a>}</Row>
            : <Row label={say('appt.row.yourPhone')} testId="contact-number">{phone}</Row>}
          <Row label={say('appt.row.pet')}>{d.petName}</Row>
          <Row label={say('appt.row.petOwner')} testId="pet-owner">{d.petOwnerName}</Row>
          <Row label={say('appt.row.reason')}>{d.summary}</Row>
          {d.intake.length > 0 && (
            <Row label={say('appt.row.intake')} testId="intake-answers">
              <ul className="intake-answers">
                {d.intake.map((a) => (
                  <li key={a.id} data-red-flag={a.redFlag ? 'true' : undefined}>
                    <span>{a.label}</span> <strong>{answerText(intl, a)}</strong>{a.redFlag && <> <span className="badge badge-canceled">{say('appt.row.redFlag')}</span></>}
                  </li>
                ))}
              </ul>
            </Row>
          )}
          <Row label={say(practice ? 'appt.row.listing' : 'appt.row.practice')}>{d.listing.title}</Row>
          <Row label={say('appt.row.vet')}>{d.listing.line1}</Row>
          <Row label={say(d.visitAddress ? 'appt.row.practiceAddress' : 'appt.row.address')}>{d.listing.address}</Row>
          <Row label={say('appt.row.consultationLink')}>
            {d.consultationLink && <a href={d.consultationLink} target="_blank" rel="noreferrer" data-testid="consultation-link">{say('appt.row.openConsultation')}</a>}
          </Row>
          <Row label={say('appt.row.bookingId')} testId="booking-code">{d.bookingCode}</Row>
          <Row label={say('appt.row.bookedOn')} testId="booking-date">{formatBookingDate(d.createdAt, zone, intl.locale)}</Row>
          <Row label={say('appt.row.payment')} testId="payment-record">{d.payment ? paymentText(intl, d.payment) : null}</Row>
          <Row label={say('appt.row.canceledBy')}>{d.canceledBy && say(d.canceledBy === 'vendor'
            ? (practice ? 'appt.row.canceledBy.yourPractice' : 'appt.row.canceledBy.thePractice')
            : (practice ? 'appt.row.canceledBy.theCustomer' : 'appt.row.canceledBy.you'))}</Row>
          <Row label={say('appt.row.cancelReason')} testId="cancel-reason">{d.cancelReason}</Row>
          <Row label={say('appt.row.rescheduledFrom')}>
            {d.rescheduledFrom && <a href={`${view.basePath}/${d.rescheduledFrom.id}${view.query}`} data-testid="rescheduled-from">{d.rescheduledFrom.bookingCode}</a>}
          </Row>
          <Row label={say('appt.row.rescheduledTo')}>
            {d.rescheduledTo && <a href={`${view.basePath}/${d.rescheduledTo.id}${view.query}`} data-testid="rescheduled-to">{d.rescheduledTo.bookingCode}</a>}
          </Row>
          <Row label={say('appt.row.policy')}>
            {d.canCancel && (
              <span className="cancellation-policy" data-testid="cancellation-policy">{policyText(intl, d, practice)}</span>
            )}
          </Row>
        </dl>
        <div className="appointment-actions">
          {d.canReschedule && (
            <Island name="appointment-reschedule" component={AppointmentReschedule}
              props={{
                id: d.id, listingId: d.listing.id, type: d.type, detailPath, basePath: view.basePath, query: view.query, zone,
                date: view.reschedule?.date ?? null, slots: view.reschedule?.slots ?? null,
                minDate: view.bookingDates.first, maxDate: view.bookingDates.last,
              }} />
          )}
          {d.canCancel && (
            <Island name="appointment-cancel" component={AppointmentCancel}
              props={{ id: d.id, detailPath, listPath: view.basePath, query: view.query, confirming: view.confirming, refundNotice, askReason: practice }} />
          )}
          {d.canMarkOutcome && (
            <Island name="appointment-outcome" component={AppointmentOutcome}
              props={{ id: d.id, detailPath, query: view.query, confirmingNoShow: !!view.confirmingNoShow }} />
          )}
          {d.outcomeUndoUntil && (
            <form method="post" action={`${detailPath}/outcome/undo${view.query}`} className="outcome-undo">
              <FormTokenField />
              <button type="submit" className="btn btn-light" data-testid="undo-outcome">{say('appt.undo', { status })}</button>
              <span className="field-hint">{say('appt.undoUntil', { time: closesAt(d.outcomeUndoUntil, d.listingTZ, intl.locale), zone: d.listingTZ })}</span>
            </form>
          )}
        </div>
        {view.review && (
          <ReviewSection panel={view.review} detailPath={detailPath} query={view.query} zone={zone} practice={practice}
            sent={view.reviewSent} error={view.reviewSent ? view.error : null} />
        )}
      </section>}
    </DashboardLayout>
  );
}
