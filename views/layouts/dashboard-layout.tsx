import type { ReactNode } from 'react';
import { usePageContext } from '../page-context.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { dashboardMenu, isMenuCurrent } from '../components/dashboard-menu.ts';
import { MenuLabel } from '../components/account-menu.tsx';
import { VerificationBanner } from '../components/verification-banner.tsx';
import { ClinicStandingBanner } from '../components/clinic-standing-banner.tsx';
import { SAVED_COPY_TEXT, isSavedCopyPath } from '../../contracts/offline.ts';

/**
 * The signed-in shell: the site header (avatar menu with Dashboard and Logout), a side menu for the viewer's
 * role, and the page content. The shell has one width on every page, so the side menu never moves between
 * pages; under 850px the side menu is hidden and the header's Menu lists the same pages (site-header.tsx).
 */
export function DashboardLayout({ title, children }: { title: string; children: ReactNode }) {
  const { viewer, path, features, operatorEmail } = usePageContext();
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
                <a href={item.href} aria-current={isMenuCurrent(path, item.href) ? 'page' : undefined}><MenuLabel item={item} /></a>
              </li>
            ))}
            <li><a href="/app/logout">Logout</a></li>
          </ul>
        </nav>
        <main id="main" className="dashboard-main" tabIndex={-1}>
          <h1>{title}</h1>
          {/* Hidden online; the service worker shows it in the copy it serves offline (client/sw.ts). */}
          {isSavedCopyPath(path) && <p className="alert alert-warning saved-copy" data-saved-copy="" hidden data-testid="saved-copy">{SAVED_COPY_TEXT}</p>}
          <VerificationBanner viewer={viewer} />
          <ClinicStandingBanner viewer={viewer} operatorEmail={operatorEmail} />
          {children}
        </main>
      </div>
    </div>
  );
}
