import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { FormTokenField } from '../form-token.tsx';
import type { OpsFlashView } from '../pages/ops/ops-parts.tsx';
import { Flash, useOpsFlash } from '../pages/ops/ops-flash.tsx';

/** The console's pages, each with its name's id (contracts/messages/en-site-ops.ts). */
export const OPS_NAV = [
  { href: '/ops/clinics', label: 'ops.nav.clinics' },
  { href: '/ops/money', label: 'ops.nav.money' },
  { href: '/ops/queues', label: 'ops.nav.queues' },
  { href: '/ops/health', label: 'ops.nav.health' },
  { href: '/ops/audit', label: 'ops.nav.audit' },
] as const;

/**
 * The operator console's frame: its own header (never the owners' or clinics' menus), the console's pages as a
 * row of links that wraps on a phone, who is signed in and Sign out. `operator` is null on the sign-in pages.
 */
export function OpsLayout({ operator, current, flash, children }: {
  operator: { email: string } | null; current?: string; flash?: OpsFlashView | null; children: ReactNode;
}) {
  const intl = useIntl();
  const said = useOpsFlash(flash ?? null);
  return (
    <div className="page ops-page">
      <a className="skip-link" href="#main">{intl.formatMessage({ id: 'ops.skip' })}</a>
      <header className="ops-header">
        <div className="container ops-header-row">
          <span className="ops-brand">{intl.formatMessage({ id: 'ops.brand' })}</span>
          {operator && (
            <form method="post" action="/ops/logout" className="ops-signout">
              <FormTokenField />
              <span className="ops-who" data-testid="ops-operator">{operator.email}</span>
              <button type="submit" className="btn btn-light btn-small" data-testid="ops-logout">{intl.formatMessage({ id: 'ops.signOut' })}</button>
            </form>
          )}
        </div>
        {operator && (
          <nav className="container ops-nav" aria-label={intl.formatMessage({ id: 'ops.nav' })}>
            {OPS_NAV.map((item) => (
              <a key={item.href} href={item.href} aria-current={current === item.href ? 'page' : undefined}>{intl.formatMessage({ id: item.label })}</a>
            ))}
          </nav>
        )}
      </header>
      <main id="main" className="container ops-main" tabIndex={-1}>
        <Flash flash={said} />
        {children}
      </main>
    </div>
  );
}
