import { FormattedMessage, useIntl } from 'react-intl';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { VIDEO_ROOM_OPENS_TEXT, type ConsultationAccess, type ConsultationPageView } from '../../../contracts/consultations.ts';
import { ERASED_OWNER_NAME } from '../../../contracts/appointments.ts';
import { Island } from '../../island.tsx';
import VideoCountdown from '../../../client/islands/video-countdown.tsx';
import { usePageContext } from '../../page-context.tsx';
import { sayText } from '../../../contracts/messages/fill.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { errorTexts } from '../errors/error-texts.ts';

const STATUS_CLASS: Record<ConsultationPageView['status'], string> = {
  'in progress': 'badge-active', complete: 'badge-complete', rescheduled: 'badge-rescheduled', canceled: 'badge-canceled', 'no-show': 'badge-no-show',
};

/** The status badge's words by the status (the appointments list's, `dash.appts.state.*`). */
const STATUS_ID: Record<ConsultationPageView['status'], MessageId> = {
  'in progress': 'dash.appts.state.upcoming', complete: 'dash.appts.state.complete', rescheduled: 'dash.appts.state.rescheduled',
  canceled: 'dash.appts.state.canceled', 'no-show': 'dash.appts.state.noShow',
};

const SPACE = ' ';

/**
 * How to attend, or why the consultation can no longer be attended. The contract's sentences (the instructions,
 * the join button's words) come in English; `say` gives them in the page's language.
 */
function Access({ access, appointmentsPath, say }: { access: ConsultationAccess; appointmentsPath: string; say: (english: string) => string }) {
  const intl = useIntl();
  switch (access.kind) {
    case 'video':
      return (
        <>
          <p>
            <a className="btn btn-primary" href={access.roomUrl} target="_blank" rel="noopener noreferrer" data-testid="join-video">
              {say(access.joinLabel)}
            </a>
          </p>
          <div className="consultation-video">
            {/* Shown until the room paints over it. */}
            <p className="consultation-loading" aria-hidden="true"><FormattedMessage id="pub.consult.loading" /></p>
            <iframe
              src={access.roomUrl}
              title={intl.formatMessage({ id: 'pub.consult.roomTitle' })}
              allow="camera; microphone; fullscreen; display-capture; autoplay"
              referrerPolicy="no-referrer"
            />
          </div>
        </>
      );
    case 'video-waiting':
      return <Island name="video-countdown" component={VideoCountdown} props={{
        opensAt: access.opensAt,
        // Its words as the catalogue holds them: the island fills `{time}` itself.
        words: { opens: say(VIDEO_ROOM_OPENS_TEXT), opensIn: String(intl.messages['pub.countdown.opensIn']) },
      }} />;
    case 'phone':
      return <p className="alert alert-info" data-testid="consultation-instruction">{say(access.instruction)}</p>;
    case 'chat':
      return (
        <p className="alert alert-info" data-testid="consultation-instruction">
          {say(access.instruction)}{SPACE}
          {access.threadPath && <a href={access.threadPath} data-testid="consultation-thread"><FormattedMessage id="pub.consult.openConversation" /></a>}
        </p>
      );
    case 'clinic':
      return <p className="alert alert-info" data-testid="consultation-instruction"><FormattedMessage id="pub.consult.clinicAddress" values={{ address: access.address }} /></p>;
    case 'canceled':
      return <p className="alert alert-error" data-testid="consultation-closed"><FormattedMessage id="pub.consult.canceled" /></p>;
    case 'rescheduled':
      return (
        <p className="alert alert-info" data-testid="consultation-closed">
          <FormattedMessage id="pub.consult.rescheduled" values={{ link: (chunks) => <a href={appointmentsPath}>{chunks}</a> }} />
        </p>
      );
  }
}

/**
 * The consultation link page: what was booked, when (in the clinic's zone and
 * the owner's), its status, and how to attend. The vendor's side also names the
 * customer. Rendered in the site's own layout (main site or vendor site), in the
 * request's language (the times too: the view is made for it).
 */
export function ConsultationPage({ view }: { view: ConsultationPageView }) {
  const { locale } = usePageContext();
  const intl = useIntl();
  const say = (english: string) => sayText(english, errorTexts(locale));
  return (
    <MainLayout>
      <section className="container consultation-page" aria-labelledby="consultation-title">
        <h1 id="consultation-title">
          <FormattedMessage id="pub.consult.heading" values={{ type: intl.formatMessage({ id: `consultation.${view.type}` }), listing: view.listing.title }} />
        </h1>
        <p>
          <span className={`badge ${STATUS_CLASS[view.status]}`} data-testid="consultation-status"><FormattedMessage id={STATUS_ID[view.status]} /></span>
        </p>
        <dl className="consultation-facts">
          {view.customerName && (<><dt><FormattedMessage id="pub.consult.customerName" /></dt><dd data-testid="customer-name">{view.customerName === ERASED_OWNER_NAME ? intl.formatMessage({ id: 'dash.appts.erasedOwner' }) : view.customerName}</dd></>)}
          {view.petName && (<><dt><FormattedMessage id="pub.consult.petName" /></dt><dd>{view.petName}</dd></>)}
          <dt><FormattedMessage id="pub.consult.listing" /></dt>
          <dd>{view.listing.title}{view.listing.line1 && <><br />{view.listing.line1}</>}</dd>
          {view.listing.address && (<><dt><FormattedMessage id="pub.consult.address" /></dt><dd>{view.listing.address}</dd></>)}
          <dt><FormattedMessage id="pub.consult.date" /></dt>
          <dd>
            {view.when.listing}
            {view.when.owner && <><br />{view.when.owner}</>}
          </dd>
          <dt><FormattedMessage id="pub.consult.duration" /></dt>
          <dd><FormattedMessage id="pub.consult.minutes" values={{ minutes: view.durationMinutes }} /></dd>
          <dt><FormattedMessage id="pub.consult.bookingId" /></dt>
          <dd data-testid="booking-code">{view.bookingCode}</dd>
        </dl>
        <Access access={view.access} appointmentsPath={view.appointmentsPath} say={say} />
      </section>
    </MainLayout>
  );
}

/** A link that is not signed by us, or names a booking that is not there (status 404). */
export function InvalidLinkPage() {
  return (
    <MainLayout>
      <section className="container error-page" aria-labelledby="invalid-link-title">
        <h1 id="invalid-link-title"><FormattedMessage id="pub.consult.invalidTitle" /></h1>
        <p className="error-text"><FormattedMessage id="pub.consult.invalidText" /></p>
        <div className="error-actions">
          <a className="btn btn-primary" href="/"><FormattedMessage id="pub.error.home" /></a>
        </div>
      </section>
    </MainLayout>
  );
}
