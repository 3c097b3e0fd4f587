import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import ListingEditor, { type ListingEditorProps } from '../../../client/islands/listing-editor.tsx';

/** /app/listings/item: a new listing, or the one named by ?id=. */
export function ListingEditorPage(props: ListingEditorProps) {
  const listing = props.listing && {
    id: props.listing.id, title: props.listing.title, line1: props.listing.line1, line2: props.listing.line2,
    address: props.listing.address, avatar: props.listing.avatar, timezone: props.listing.timezone,
    vendorLoginId: props.listing.vendorLoginId, managers: props.listing.managers, profile: props.listing.profile,
    consultations: props.listing.consultations, cancellationHours: props.listing.cancellationHours,
  };
  return (
    <DashboardLayout title={listing ? `Edit listing: ${listing.title}` : 'New listing'}>
      <p>
        <a href="/app/listings">Back to My Listings</a>
        {listing && <> · <a href={`/app/listings/schedule?id=${listing.id}&type=${listing.consultations[0]?.type ?? 'clinic'}`}>Schedule calendar</a></>}
      </p>
      <Island name="listing-editor" component={ListingEditor} props={{ ...props, listing }} />
    </DashboardLayout>
  );
}
