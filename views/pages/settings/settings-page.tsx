import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import type { MessageId } from '../../../contracts/messages/en.ts';

export interface SettingsTab {
  href: string;
  /** The tab's name, an id of contracts/messages/en-clinic.ts (`settings.tab.`). */
  label: MessageId;
}

/** /app/settings/...: the tabs the viewer may open (Website, Domains and Team for the root admin; My Profile for all), then the tab. */
export function SettingsPage({ tabs, currentTab, children }: { tabs: SettingsTab[]; currentTab: string; children: ReactNode }) {
  const intl = useIntl();
  const current = tabs.find((t) => t.href === currentTab);
  return (
    <DashboardLayout titleId="dash.title.settings">
      <nav className="settings-tabs" aria-label={intl.formatMessage({ id: 'settings.nav' })}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.href}>
              <a href={tab.href} aria-current={tab.href === currentTab ? 'page' : undefined}>{intl.formatMessage({ id: tab.label })}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="settings-panel" aria-label={current && intl.formatMessage({ id: current.label })}>
        {children}
      </section>
    </DashboardLayout>
  );
}
