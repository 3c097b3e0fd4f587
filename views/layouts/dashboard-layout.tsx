import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePageContext } from '../page-context.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { dashboardMenu, isMenuCurrent } from '../components/dashboard-menu.ts';
import { MenuLabel } from '../components/account-menu.tsx';
import { VerificationBanner } from '../components/verification-banner.tsx';
import { ClinicStandingBanner } from '../components/clinic-standing-banner.tsx';
import { isSavedCopyPath } from '../../contracts/offline.ts';
import type { MessageId } from '../../contracts/messages/en.ts';
import { ShellWordsFromIntl } from '../components/shell-words-intl.tsx';

/**
 * The signed-in shell: the site header (avatar menu with Dashboard and Logout), a side menu for the viewer's
 * role, and the page content. The shell has one width on every page, so the side menu never moves between
 * pages; under 850px the side menu is hidden and the header's Menu lists the same pages (site-header.tsx).
 */
export function DashboardLayout({ title, titleId, children }: {
  /** The page's heading: its catalogue id, or (a page not converted yet, or a name) its words. */
  title?: string;
  titleId?: MessageId;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { viewer, path, features, operatorEmail } = usePageContext();
  const menu = viewer ? dashboardMenu(viewer, features) : [];
  return (
    <div className="page dashboard" data-account-kind={viewer?.kind}>
      <a className="skip-link" href="#main">{intl.formatMessage({ id: 'layout.skipToContent' })}</a>
      <SiteHeader />
      <div className="dashboard-body">
        <ShellWordsFromIntl>
          <nav className="dashboard-nav" aria-label={intl.formatMessage({ id: 'dash.shell.nav' })}>
            <ul>
              {menu.map((item) => (
                <li key={item.href}>
                  <a href={item.href} aria-current={isMenuCurrent(path, item.href) ? 'page' : undefined}><MenuLabel item={item} /></a>
                </li>
              ))}
              <li><a href="/app/logout">{intl.formatMessage({ id: 'dash.shell.logout' })}</a></li>
            </ul>
          </nav>
        </ShellWordsFromIntl>
        <main id="main" className="dashboard-main" tabIndex={-1}>
          <h1>{titleId ? intl.formatMessage({ id: titleId }) : title}</h1>
          {/* Hidden online; the service worker shows it in the copy it serves offline (client/sw.ts). */}
          {isSavedCopyPath(path) && <p className="alert alert-warning saved-copy" data-saved-copy="" hidden data-testid="saved-copy">{intl.formatMessage({ id: 'dash.shell.savedCopy' })}</p>}
          <VerificationBanner viewer={viewer} />
          <ClinicStandingBanner viewer={viewer} operatorEmail={operatorEmail} />
          {children}
        </main>
      </div>
    </div>
  );
}
