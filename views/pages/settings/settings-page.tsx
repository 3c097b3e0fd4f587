import type { ReactNode } from 'react';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';

export interface SettingsTab {
  href: string;
  label: string;
}

/** /app/settings/...: the tabs the viewer may open (Website, Domains and Team for the root admin; My Profile for all), then the tab. */
export function SettingsPage({ tabs, currentTab, children }: { tabs: SettingsTab[]; currentTab: string; children: ReactNode }) {
  return (
    <DashboardLayout titleId="dash.title.settings">
      <nav className="settings-tabs" aria-label="Settings">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.href}>
              <a href={tab.href} aria-current={tab.href === currentTab ? 'page' : undefined}>{tab.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="settings-panel" aria-label={tabs.find((t) => t.href === currentTab)?.label}>
        {children}
      </section>
    </DashboardLayout>
  );
}
