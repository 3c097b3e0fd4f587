import type { ReactNode } from 'react';
import { usePageContext, type FeaturesView, type ViewerView } from '../page-context.tsx';
import { SiteHeader } from '../components/site-header.tsx';

interface MenuItem {
  href: string;
  label: string;
}

/** The signed-in menu by role and sub-role (spec: user-role and vendor-role routes); My Pets only with the pets feature on. */
export function dashboardMenu(viewer: ViewerView, features: FeaturesView = { pets: true }): MenuItem[] {
  if (viewer.kind === 'user') {
    return [
      { href: '/app/my-appointments', label: 'My Appointments' },
      { href: '/app/medical-records', label: 'Medical Records' },
      ...(features.pets ? [{ href: '/app/my-pets', label: 'My Pets' }] : []),
      { href: '/app/my-profile', label: 'My Profile' },
    ];
  }
  const rootAdmin = viewer.subrole === 'root_admin';
  return [
    { href: '/app/appointments', label: 'Appointments' },
    { href: '/app/listings', label: 'Listings' },
    ...(rootAdmin ? [{ href: '/app/users', label: 'Users' }] : []),
    { href: '/app/settings', label: 'Settings' },
    ...(rootAdmin ? [{ href: '/app/reports', label: 'Reports' }] : []),
  ];
}

/**
 * The signed-in shell: the site header (avatar menu with Dashboard and Logout),
 * a side menu for the viewer's role, and the page content.
 */
export function DashboardLayout({ title, children }: { title: string; children: ReactNode }) {
  const { viewer, path, features } = usePageContext();
  const menu = viewer ? dashboardMenu(viewer, features) : [];
  return (
    <div className="page dashboard" data-account-kind={viewer?.kind}>
      <a className="skip-link" href="#main">Skip to content</a>
      <SiteHeader />
      <div className="dashboard-body">
        <nav className="dashboard-nav" aria-label="Dashboard">
          <ul>
            {menu.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={path.startsWith(item.href) ? 'page' : undefined}>{item.label}</a>
              </li>
            ))}
            <li><a href="/app/logout">Logout</a></li>
          </ul>
        </nav>
        <main id="main" className="dashboard-main" tabIndex={-1}>
          <h1>{title}</h1>
          {children}
        </main>
      </div>
    </div>
  );
}
