import { MainLayout } from '../../layouts/main-layout.tsx';
import type { ConsultationAccess, ConsultationPageView } from '../../../contracts/consultations.ts';
import { Island } from '../../island.tsx';
import VideoCountdown from '../../../client/islands/video-countdown.tsx';

const STATUS_CLASS: Record<ConsultationPageView['status'], string> = {
  'in progress': 'badge-active', complete: 'badge-complete', rescheduled: 'badge-rescheduled', canceled: 'badge-canceled', 'no-show': 'badge-no-show',
};

/** How to attend, or why the consultation can no longer be attended. */
function Access({ access, appointmentsPath }: { access: ConsultationAccess; appointmentsPath: string }) {
  switch (access.kind) {
    case 'video':
      return (
        <>
          <p>
            <a className="btn btn-primary" href={access.roomUrl} target="_blank" rel="noopener noreferrer" data-testid="join-video">
              {access.joinLabel}
            </a>
          </p>
          <div className="consultation-video">
            {/* Shown until the room paints over it. */}
            <p className="consultation-loading" aria-hidden="true">loading...</p>
            <iframe
              src={access.roomUrl}
              title="Video consultation room"
              allow="camera; microphone; fullscreen; display-capture; autoplay"
              referrerPolicy="no-referrer"
            />
          </div>
        </>
      );
    case 'video-waiting':
      return <Island name="video-countdown" component={VideoCountdown} props={{ opensAt: access.opensAt }} />;
    case 'phone':
      return <p className="alert alert-info" data-testid="consultation-instruction">{access.instruction}</p>;
    case 'chat':
      return (
        <p className="alert alert-info" data-testid="consultation-instruction">
          {access.instruction}{' '}
          {access.threadPath && <a href={access.threadPath} data-testid="consultation-thread">Open the conversation</a>}
        </p>
      );
    case 'clinic':
      return <p className="alert alert-info" data-testid="consultation-instruction">Address: {access.address}</p>;
    case 'canceled':
      return <p className="alert alert-error" data-testid="consultation-closed">This appointment was canceled.</p>;
    case 'rescheduled':
      return (
        <p className="alert alert-info" data-testid="consultation-closed">
          This appointment was rescheduled. See <a href={appointmentsPath}>your appointments</a> for the new time.
        </p>
      );
  }
}

/**
 * The consultation link page: what was booked, when (in the clinic's zone and
 * the owner's), its status, and how to attend. The vendor's side also names the
 * customer. Rendered in the site's own layout (main site or vendor site).
 */
export function ConsultationPage({ view }: { view: ConsultationPageView }) {
  return (
    <MainLayout>
      <section className="container consultation-page" aria-labelledby="consultation-title">
        <h1 id="consultation-title">
          {view.typeLabel} with {view.listing.title}
        </h1>
        <p>
          <span className={`badge ${STATUS_CLASS[view.status]}`} data-testid="consultation-status">{view.statusLabel}</span>
        </p>
        <dl className="consultation-facts">
          {view.customerName && (<><dt>Customer Name</dt><dd data-testid="customer-name">{view.customerName}</dd></>)}
          {view.petName && (<><dt>Pet Name</dt><dd>{view.petName}</dd></>)}
          <dt>Listing</dt>
          <dd>{view.listing.title}{view.listing.line1 && <><br />{view.listing.line1}</>}</dd>
          {view.listing.address && (<><dt>Address</dt><dd>{view.listing.address}</dd></>)}
          <dt>Consultation Date</dt>
          <dd>
            {view.when.listing}
            {view.when.owner && <><br />{view.when.owner}</>}
          </dd>
          <dt>Duration</dt>
          <dd>{view.durationMinutes} minutes</dd>
          <dt>Booking ID</dt>
          <dd data-testid="booking-code">{view.bookingCode}</dd>
        </dl>
        <Access access={view.access} appointmentsPath={view.appointmentsPath} />
      </section>
    </MainLayout>
  );
}

/** A link that is not signed by us, or names a booking that is not there (status 404). */
export function InvalidLinkPage() {
  return (
    <MainLayout>
      <section className="container error-page" aria-labelledby="invalid-link-title">
        <h1 id="invalid-link-title">Invalid link</h1>
        <p className="error-text">Please open the link exactly as it appears in your confirmation email.</p>
        <div className="error-actions">
          <a className="btn btn-primary" href="/">Go Home</a>
        </div>
      </section>
    </MainLayout>
  );
}
