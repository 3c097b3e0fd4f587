import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';

export interface SettingsTab {
  href: string;
  label: string;
}

/**
 * A page of the signed-in area whose feature has not landed yet: the shell,
 * the title and, for settings, the tabs the viewer may open.
 */
export function AppPlaceholderPage({ title, tabs, currentTab }: { title: string; tabs?: SettingsTab[]; currentTab?: string }) {
  return (
    <DashboardLayout title={title}>
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
