import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import MyListings, { type ListingSummary } from '../../../client/islands/my-listings.tsx';
import type { OnboardingView } from '../../../contracts/onboarding.ts';
import { OnboardingChecklist } from '../../components/onboarding-checklist.tsx';

/**
 * /app/listings: the vendor's listings (a sub-user's own only), 10 at a time, each with its state; a new clinic's
 * root admin sees its "Get started" checklist above them.
 */
export function MyListingsPage({ items, pageSize, canChangeState, onboarding = null }: {
  items: ListingSummary[]; pageSize: number; canChangeState: boolean; onboarding?: OnboardingView | null;
}) {
  const summaries = items.map((l) => ({
    id: l.id, title: l.title, line1: l.line1, address: l.address, timezone: l.timezone, state: l.state,
    consultations: l.consultations.map((c) => ({ type: c.type, enabled: c.enabled, duration: c.duration, price: c.price })),
  }));
  return (
    <DashboardLayout titleId="dash.title.myListings">
      <OnboardingChecklist view={onboarding} returnTo="/app/listings" />
      <Island name="my-listings" component={MyListings} props={{ items: summaries, pageSize, canChangeState }} />
    </DashboardLayout>
  );
}
