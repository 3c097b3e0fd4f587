import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import ListingEditor, { type ListingEditorProps } from '../../../client/islands/listing-editor.tsx';
import IntakeEditor from '../../../client/islands/intake-editor.tsx';
import type { ListingState } from '../../../contracts/listings.ts';
import type { IntakeQuestion } from '../../../contracts/intake.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';

/** Why a listing that is not live does not show on the clinic's site. */
const LISTING_STATE_NOTE: Record<Exclude<ListingState, 'live'>, MessageId> = {
  awaitingApproval: 'listingEd.state.awaitingApproval',
  archived: 'listingEd.state.archived',
};

const DOT = ' · ';

/** /app/listings/item: a new listing, or the one named by ?id=. */
export function ListingEditorPage({ intakeQuestions, ...props }: ListingEditorProps & { intakeQuestions: IntakeQuestion[] | null }) {
  const intl = useIntl();
  const listing = props.listing && {
    id: props.listing.id, title: props.listing.title, line1: props.listing.line1, line2: props.listing.line2,
    address: props.listing.address, avatar: props.listing.avatar, timezone: props.listing.timezone,
    vendorLoginId: props.listing.vendorLoginId, managers: props.listing.managers, profile: props.listing.profile,
    consultations: props.listing.consultations, cancellationHours: props.listing.cancellationHours,
    followUpHours: props.listing.followUpHours, responseTargetHours: props.listing.responseTargetHours, state: props.listing.state,
  };
  return (
    <DashboardLayout title={listing ? intl.formatMessage({ id: 'listingEd.title.edit' }, { title: listing.title }) : intl.formatMessage({ id: 'listingEd.title.new' })}>
      <p>
        <a href="/app/listings"><FormattedMessage id="listingEd.back" /></a>
        {listing && <>{DOT}<a href={`/app/listings/schedule?id=${listing.id}&type=${listing.consultations[0]?.type ?? 'clinic'}`}><FormattedMessage id="listingEd.scheduleLink" /></a></>}
      </p>
      {listing && listing.state !== 'live' && (
        <p className="alert alert-info" role="status" data-testid="listing-state"><FormattedMessage id={LISTING_STATE_NOTE[listing.state]} /></p>
      )}
      <Island name="listing-editor" component={ListingEditor} props={{ ...props, listing }} />
      {listing && intakeQuestions && (
        <Island name="intake-editor" component={IntakeEditor}
          props={{ listingId: listing.id, questions: intakeQuestions, types: listing.consultations.map((c) => c.type) }} />
      )}
    </DashboardLayout>
  );
}
