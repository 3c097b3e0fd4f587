import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { usePageContext } from '../../page-context.tsx';

export interface SettingsTab {
  href: string;
  label: string;
}

/**
 * A page of the signed-in area whose feature has not landed yet: the shell,
 * the title and, for settings, the tabs the viewer may open.
 */
export function AppPlaceholderPage({ title, tabs, currentTab }: { title: string; tabs?: SettingsTab[]; currentTab?: string }) {
  const { viewer, path } = usePageContext();
  return (
    <DashboardLayout title={title}>
      {/* The booking wizard's entry for vendors (server/http/routes/bookings.routes.ts). */}
      {path === '/app/appointments' && viewer?.kind === 'vendor' && (
        <p><a className="btn btn-primary" href="/app/appointments/new" data-testid="new-appointment">New Appointment</a></p>
      )}
      {tabs && (
        <nav className="settings-tabs" aria-label="Settings">
          <ul>
            {tabs.map((tab) => (
              <li key={tab.href}>
                <a href={tab.href} aria-current={tab.href === currentTab ? 'page' : undefined}>{tab.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section className="empty-state" data-testid="app-placeholder">
        <p>This part of your dashboard is on its way. Check back soon.</p>
      </section>
    </DashboardLayout>
  );
}
