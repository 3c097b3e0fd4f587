import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import MyListings, { type ListingSummary } from '../../../client/islands/my-listings.tsx';

/** /app/listings: the vendor's listings (a sub-user's own only), 10 at a time, each with its state. */
export function MyListingsPage({ items, pageSize, canChangeState }: { items: ListingSummary[]; pageSize: number; canChangeState: boolean }) {
  const summaries = items.map((l) => ({
    id: l.id, title: l.title, line1: l.line1, address: l.address, timezone: l.timezone, state: l.state,
    consultations: l.consultations.map((c) => ({ type: c.type, enabled: c.enabled, duration: c.duration, price: c.price })),
  }));
  return (
    <DashboardLayout title="My Listings">
      <Island name="my-listings" component={MyListings} props={{ items: summaries, pageSize, canChangeState }} />
    </DashboardLayout>
  );
}
