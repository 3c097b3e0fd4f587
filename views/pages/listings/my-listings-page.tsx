import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import MyListings, { type ListingSummary } from '../../../client/islands/my-listings.tsx';

/** /app/listings: the vendor's listings (a sub-user's own only), 10 at a time. */
export function MyListingsPage({ items, pageSize }: { items: ListingSummary[]; pageSize: number }) {
  const summaries = items.map((l) => ({
    id: l.id, title: l.title, line1: l.line1, address: l.address, timezone: l.timezone,
    consultations: l.consultations.map((c) => ({ type: c.type, enabled: c.enabled, duration: c.duration, price: c.price })),
  }));
  return (
    <DashboardLayout title="My Listings">
      <Island name="my-listings" component={MyListings} props={{ items: summaries, pageSize }} />
    </DashboardLayout>
  );
}
