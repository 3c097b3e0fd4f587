import { answerText } from '../../../contracts/intake.ts';
import type { ReactNode } from 'react';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import { HOUSE_VISIT_MESSAGES } from '../../../contracts/house-call-plan.ts';
import AppointmentCancel from '../../../client/islands/appointment-cancel.tsx';
import AppointmentReschedule from '../../../client/islands/appointment-reschedule.tsx';
import AppointmentOutcome from '../../../client/islands/appointment-outcome.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { dateParts, formatBookingDate, formatDateTime } from '../../../client/islands/appointments/appointment-format.ts';
import {
  badgeClass, cancellationPolicyText, customerRefundNotice, fullRefundNotice, noRefundWarning, type AppointmentDetail, type AppointmentPayment,
} from '../../../contracts/appointments.ts';
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

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The payment record: what was paid, what was refunded, and a refund still on its way. */
function paymentText(p: AppointmentPayment): string {
  const pending = p.refunds.filter((r) => r.status === 'pending').reduce((sum, r) => sum + r.amountCents, 0);
  const failed = p.refunds.some((r) => r.status === 'failed');
  return [
    `Paid ${dollars(p.capturedCents)}`,
    p.refundedCents ? `refunded ${dollars(p.refundedCents)} (net ${dollars(p.capturedCents - p.refundedCents)})` : null,
    pending ? `refund of ${dollars(pending)} being processed` : null,
    failed ? 'a refund could not be completed: the practice will refund you directly' : null,
  ].filter(Boolean).join('; ');
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  // An empty row is hidden: nothing, an empty text, or a condition that did not hold (`x && <span>`).
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (<><dt>{label}</dt><dd data-testid={testId}>{children}</dd></>);
}

/** '11:59 PM' of an instant in a zone: the end of the undo window, said as the time it closes. */
function closesAt(iso: string, zone: string): string {
  return dateParts(new Date(Date.parse(iso) - 60_000).toISOString(), zone).time;
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
  const paid = d.payment ? d.payment.capturedCents - d.payment.refundedCents : 0;
  // A house visit of a package was not paid for: a cancel gives it back to the package.
  const refundNotice = d.visitAddress ? (practice ? HOUSE_VISIT_MESSAGES.cancelNoticeClinic : HOUSE_VISIT_MESSAGES.cancelNotice)
    : !d.payment ? null
    : d.refundOnCancel === 'full' ? (practice ? customerRefundNotice(paid) : fullRefundNotice(paid))
      : noRefundWarning(d.cancellationHours);
  const phone = formatPhone(d.contactNumber);
  return (
    <DashboardLayout titleId="dash.title.myAppointments">
      <p><a href={`${view.basePath}${view.query}`}>&larr; Back to My Appointments</a></p>
      {view.tabs && <AppointmentTabs tabs={view.tabs.available} current={view.tabs.current} basePath={`${detailPath}${view.query}`}
        unreadMessages={view.tabs.unreadMessages ?? 0} />}
      {view.tabs?.current === 'messages' && view.tabs.messages && <MessagesTab messages={view.tabs.messages} />}
      {view.tabs?.current === 'video' && view.tabs.video && <VideoTab video={view.tabs.video} />}
      {view.tabs?.current === 'records' && view.tabs.records && <RecordsTab records={view.tabs.records} />}
      {(!view.tabs || view.tabs.current === 'details') && <section className="appointment-detail" aria-labelledby="appointment-detail-title">
        <h2 id="appointment-detail-title">Details</h2>
        {view.notice && <div className="alert alert-success" role="status">{view.notice}</div>}
        {view.error && !view.reviewSent && <div className="alert alert-error" role="alert">{view.error}</div>}
        <dl className="appointment-facts">
          <Row label="Status">
            <span className={`badge ${badgeClass(d.state)}`} data-testid="detail-status">{d.statusLabel}</span>
          </Row>
          <Row label="When" testId="detail-when">{`${formatDateTime(d.slot, zone)} · ${d.durationMinutes} minutes`}</Row>
          <Row label="Type">{d.typeLabel}</Row>
          <Row label="Visit address" testId="visit-address">{d.visitAddress && `${d.visitAddress} (house-call package)`}</Row>
          {practice && <Row label="Customer" testId="customer-name">{d.customerName}</Row>}
          {practice
            ? <Row label="Customer's phone" testId="contact-number">{phone && <a href={`tel:${d.contactNumber}`}>{phone}</a>}</Row>
            : <Row label="Your phone" testId="contact-number">{phone}</Row>}
          <Row label="Pet">{d.petName}</Row>
          <Row label="Pet's owner" testId="pet-owner">{d.petOwnerName}</Row>
          <Row label="Reason for visit">{d.summary}</Row>
          {d.intake.length > 0 && (
            <Row label="Before the visit" testId="intake-answers">
              <ul className="intake-answers">
                {d.intake.map((a) => (
                  <li key={a.id} data-red-flag={a.redFlag ? 'true' : undefined}>
                    <span>{a.label}</span> <strong>{answerText(a)}</strong>{a.redFlag && <> <span className="badge badge-canceled">Red flag</span></>}
                  </li>
                ))}
              </ul>
            </Row>
          )}
          <Row label={practice ? 'Listing' : 'Practice'}>{d.listing.title}</Row>
          <Row label="Vet">{d.listing.line1}</Row>
          <Row label={d.visitAddress ? 'Practice address' : 'Address'}>{d.listing.address}</Row>
          <Row label="Consultation link">
            {d.consultationLink && <a href={d.consultationLink} target="_blank" rel="noreferrer" data-testid="consultation-link">Open the consultation page</a>}
          </Row>
          <Row label="Booking ID" testId="booking-code">{d.bookingCode}</Row>
          <Row label="Booked on" testId="booking-date">{formatBookingDate(d.createdAt, zone)}</Row>
          <Row label="Payment" testId="payment-record">{d.payment ? paymentText(d.payment) : null}</Row>
          <Row label="Canceled by">{d.canceledBy && (d.canceledBy === 'vendor' ? (practice ? 'Your practice' : 'The practice') : (practice ? 'The customer' : 'You'))}</Row>
          <Row label="Reason for canceling" testId="cancel-reason">{d.cancelReason}</Row>
          <Row label="Rescheduled from">
            {d.rescheduledFrom && <a href={`${view.basePath}/${d.rescheduledFrom.id}${view.query}`} data-testid="rescheduled-from">{d.rescheduledFrom.bookingCode}</a>}
          </Row>
          <Row label="Rescheduled to">
            {d.rescheduledTo && <a href={`${view.basePath}/${d.rescheduledTo.id}${view.query}`} data-testid="rescheduled-to">{d.rescheduledTo.bookingCode}</a>}
          </Row>
          <Row label="Cancellation policy">
            {d.canCancel && (
              <span className="cancellation-policy" data-testid="cancellation-policy">
                {d.visitAddress ? (practice ? HOUSE_VISIT_MESSAGES.cancelPolicyClinic : HOUSE_VISIT_MESSAGES.cancelPolicy) : cancellationPolicyText(d.cancellationHours)}
              </span>
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
              <button type="submit" className="btn btn-light" data-testid="undo-outcome">{`Undo ${d.statusLabel}`}</button>
              <span className="field-hint">{`You can undo this mark until ${closesAt(d.outcomeUndoUntil, d.listingTZ)} today (${d.listingTZ}).`}</span>
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
