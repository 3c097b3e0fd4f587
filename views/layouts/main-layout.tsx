import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SiteHeader } from '../components/site-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';

/**
 * The page frame for the public site and vendor sites: skip link, header,
 * <main id="main"> and footer. The header and footer adapt to the site kind
 * (main or vendor) from the page context; login, signup and checkout hide them.
 */
export function MainLayout({
  children,
  hideHeader = false,
  hideFooter = false,
}: {
  children: ReactNode;
  hideHeader?: boolean;
  hideFooter?: boolean;
}) {
  const intl = useIntl();
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: 'layout.skipToContent' })}
      </a>
      {!hideHeader && <SiteHeader />}
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      {!hideFooter && <SiteFooter />}
    </div>
  );
}
