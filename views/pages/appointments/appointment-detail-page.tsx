import type { ReactNode } from 'react';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import AppointmentCancel from '../../../client/islands/appointment-cancel.tsx';
import AppointmentReschedule from '../../../client/islands/appointment-reschedule.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { formatBookingDate, formatDateTime } from '../../../client/islands/appointments/appointment-format.ts';
import {
  badgeClass, cancellationPolicyText, fullRefundNotice, noRefundWarning, type AppointmentDetail, type AppointmentPayment,
} from '../../../contracts/appointments.ts';
import { AppointmentTabs, RecordsTab, VideoTab, type AppointmentTab, type RecordsTabView, type VideoTabView } from './appointment-tabs.tsx';

export interface AppointmentDetailView {
  detail: AppointmentDetail;
  /** The zone times are shown in (the list's choice, else the listing's). */
  zone: string;
  basePath: string;
  /** '?tz=...' kept on links back to the list, or ''. */
  query: string;
  confirming: boolean;
  /** Shown after a cancel. */
  notice: string | null;
  /** A refused cancel's message (the no-JavaScript form). */
  error: string | null;
  /** The tabs this booking has for this viewer, and the one shown (with its content). */
  tabs?: { available: AppointmentTab[]; current: AppointmentTab; video?: VideoTabView; records?: RecordsTabView };
  /** The reschedule picker's date and its offered starts (no JavaScript: `?reschedule=<date>`). */
  reschedule?: { date: string; slots: string[] } | null;
  /** The dates a new time can fall on, in the listing's zone (the picker's min and max). */
  bookingDates: { first: string; last: string };
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
  if (children === null || children === undefined || children === '') return null; // the spec: empty rows hidden
  return (<><dt>{label}</dt><dd data-testid={testId}>{children}</dd></>);
}

/** /app/appointments/:id and /app/my-appointments/:id: the spec's Details rows and Cancel Appointment. */
export function AppointmentDetailPage({ view }: { view: AppointmentDetailView }) {
  const { detail: d, zone } = view;
  const detailPath = `${view.basePath}/${d.id}`;
  return (
    <DashboardLayout title="My Appointments">
      <p><a href={`${view.basePath}${view.query}`}>&larr; Back to My Appointments</a></p>
      {view.tabs && <AppointmentTabs tabs={view.tabs.available} current={view.tabs.current} basePath={`${detailPath}${view.query}`} />}
      {view.tabs?.current === 'video' && view.tabs.video && <VideoTab video={view.tabs.video} />}
      {view.tabs?.current === 'records' && view.tabs.records && <RecordsTab records={view.tabs.records} />}
      {(!view.tabs || view.tabs.current === 'details') && <section className="appointment-detail" aria-labelledby="appointment-detail-title">
        <h2 id="appointment-detail-title">Details</h2>
        {view.notice && <div className="alert alert-success" role="status">{view.notice}</div>}
        {view.error && <div className="alert alert-error" role="alert">{view.error}</div>}
        <dl className="appointment-facts">
          <Row label="Customer Name" testId="customer-name">{d.customerName}</Row>
          <Row label="Contact Number">{d.contactNumber}</Row>
          <Row label="Pet Name">{d.petName}</Row>
          <Row label="Listing">{d.listing.title}</Row>
          <Row label="First Line">{d.listing.line1}</Row>
          <Row label="Address">{d.listing.address}</Row>
          <Row label="Booking ID" testId="booking-code">{d.bookingCode}</Row>
          <Row label="Booking Date" testId="booking-date">{formatBookingDate(d.createdAt, zone)}</Row>
          <Row label="Booking Information">{d.summary}</Row>
          <Row label="Consultation Type">{d.typeLabel}</Row>
          <Row label="Consultation Link">
            {d.consultationLink && <a href={d.consultationLink} target="_blank" rel="noreferrer" data-testid="consultation-link">Open the consultation page</a>}
          </Row>
          <Row label="Consultation Date">{`${formatDateTime(d.slot, zone)}, ${d.durationMinutes} minutes`}</Row>
          <Row label="Status">
            <span className={`badge ${badgeClass(d.state)}`} data-testid="detail-status">{d.statusLabel}</span>
          </Row>
          <Row label="Payment" testId="payment-record">{d.payment ? paymentText(d.payment) : null}</Row>
          <Row label="Rescheduled From">
            {d.rescheduledFrom && <a href={`${view.basePath}/${d.rescheduledFrom.id}${view.query}`} data-testid="rescheduled-from">{d.rescheduledFrom.bookingCode}</a>}
          </Row>
          <Row label="Rescheduled To">
            {d.rescheduledTo && <a href={`${view.basePath}/${d.rescheduledTo.id}${view.query}`} data-testid="rescheduled-to">{d.rescheduledTo.bookingCode}</a>}
          </Row>
          <Row label="Cancellation Policy">
            {d.canCancel && <span className="cancellation-policy" data-testid="cancellation-policy">{cancellationPolicyText(d.cancellationHours)}</span>}
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
              props={{
                id: d.id, detailPath, listPath: view.basePath, query: view.query, confirming: view.confirming,
                refundNotice: d.refundOnCancel === 'full' && d.payment
                  ? fullRefundNotice(d.payment.capturedCents - d.payment.refundedCents)
                  : d.payment ? noRefundWarning(d.cancellationHours) : null,
              }} />
          )}
          {d.canMarkOutcome && (['complete', 'noShow'] as const).map((outcome) => (
            <form key={outcome} method="post" action={`${detailPath}/outcome${view.query}`}>
              <FormTokenField />
              <input type="hidden" name="outcome" value={outcome} />
              <button type="submit" className="btn btn-light" data-testid={`mark-${outcome}`}>
                {outcome === 'complete' ? 'Mark Completed' : 'Mark No-show'}
              </button>
            </form>
          ))}
        </div>
      </section>}
    </DashboardLayout>
  );
}
