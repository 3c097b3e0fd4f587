import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';

/**
 * A page of the signed-in area whose feature has not landed yet: the shell,
 * and the title.
 */
export function AppPlaceholderPage({ title }: { title: string }) {
  return (
    <DashboardLayout title={title}>
      <AppPlaceholderBody />
    </DashboardLayout>
  );
}

/** The words of a part of the dashboard that has not landed yet. */
export function AppPlaceholderBody() {
  return (
    <section className="empty-state" data-testid="app-placeholder">
      <p>This part of your dashboard is on its way. Check back soon.</p>
    </section>
  );
}
